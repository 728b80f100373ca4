import { PageHeading } from '../../app/page-heading';

// Heading only until this page's own issue lands.
export default function ContactPage() {
  return <PageHeading title="Contact Us" lead="Tell us about the partnership you have in mind." />;
}
