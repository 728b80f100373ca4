import { PageHeading } from '../../app/page-heading';

// Heading only until this page's own issue lands.
export default function RegisterPage() {
  return <PageHeading title="Register Your Business" lead="Tell us about your business and the plan you would like." />;
}
