import { PageHeading } from '../../components/page-heading';

// Heading only until this page's own issue lands.
export default function EventsPage() {
  return <PageHeading title="Social Events" lead="Festivals, meet-ups and events near your selected neighbourhood." />;
}
