import { PageHeading } from '../../components/page-heading';

// Heading only until this page's own issue lands.
export default function PlacesPage() {
  return (
    <PageHeading
      title="Discover Places Near You"
      lead="Pick one of your recommended neighbourhoods to see places around it."
    />
  );
}
