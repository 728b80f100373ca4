import { businessContactSchema } from '../../../shared/contracts/business';
import { trpc } from '../../lib/trpc';
import { EnquiryConfirmation } from './enquiry-confirmation';
import { ContactFields, EnquirySubmit, HoneypotField, TextArea } from './enquiry-fields';
import { useEnquiryForm } from './use-enquiry-form';

/** The custom-partnership enquiry and, once stored, its confirmation. */
export function ContactForm() {
  const contact = trpc.business.contact.useMutation();
  const form = useEnquiryForm(
    businessContactSchema,
    { businessName: '', contactPerson: '', email: '', phone: '', city: '', message: '', website: '' },
    contact.mutateAsync,
  );
  if (form.receipt) {
    return (
      <EnquiryConfirmation title="Thank you! We have your message." receipt={form.receipt}>
        <p>
          Our partnerships team will reply to <strong>{form.values.email}</strong> about a partnership for{' '}
          {form.values.businessName}.
        </p>
      </EnquiryConfirmation>
    );
  }
  return (
    <form className="card stack business-form" noValidate onSubmit={form.onSubmit}>
      <ContactFields field={form.field} />
      <TextArea {...form.field('message')} label="Your message" rows={6} />
      <HoneypotField {...form.field('website')} />
      <EnquirySubmit error={form.errors.form} sending={form.sending} label="Send message" />
    </form>
  );
}
