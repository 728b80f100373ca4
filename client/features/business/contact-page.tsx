import { PageHeading } from '../../components/page-heading';
import { ContactForm } from './contact-form';
import './business.css';

// /business/contact: the custom-partnership block's Contact Us leads here.
export default function ContactPage() {
  return (
    <div className="page business-page">
      <PageHeading title="Contact Us" lead="Tell us about the partnership you have in mind." />
      <ContactForm />
    </div>
  );
}
