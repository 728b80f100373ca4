import { PageHeading } from '../../components/page-heading';

// Heading only until this page's own issue lands.
export default function AssistantPage() {
  return (
    <PageHeading
      title="Relocation Assistant"
      lead="Ask about neighbourhoods, setting up a home, local services and meeting people."
    />
  );
}
