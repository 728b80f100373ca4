import { useEffect } from 'react';
import { BUSINESS_PLAN_KEYS, BUSINESS_PLANS } from '../../../shared/constants/business-plans';
import { businessRegistrationSchema } from '../../../shared/contracts/business';
import { formatRupees } from '../../../shared/domain/format-rupees';
import { trpc } from '../../lib/trpc';
import { EnquiryConfirmation } from './enquiry-confirmation';
import { ContactFields, EnquirySubmit, HoneypotField, SelectField, TextArea } from './enquiry-fields';
import { PlanDetails } from './plan-details';
import { useEnquiryForm } from './use-enquiry-form';

const PLAN_OPTIONS = BUSINESS_PLANS.map((p) => ({
  value: p.key,
  label: `${p.name} · ${formatRupees(p.pricePerMonth)}/month${p.popular ? ' (Popular)' : ''}`,
}));

/**
 * The registration form and, once stored, its confirmation. `planFromLink`: the plan the page's
 * address names (the plan cards' Get Started), chosen when it is one of the plans.
 */
export function RegisterForm({ planFromLink }: { planFromLink: string | null }) {
  const plan = (BUSINESS_PLAN_KEYS as readonly string[]).includes(planFromLink ?? '') ? planFromLink! : '';
  const register = trpc.business.register.useMutation();
  const form = useEnquiryForm(
    businessRegistrationSchema,
    { businessName: '', contactPerson: '', email: '', phone: '', city: '', plan, message: '', website: '' },
    register.mutateAsync,
  );
  const chosen = BUSINESS_PLANS.find((p) => p.key === form.values.plan);
  // Another plan's Get Started link followed while on this page chooses that plan.
  const { setValues } = form;
  useEffect(() => {
    if (plan) setValues((values) => ({ ...values, plan }));
  }, [plan, setValues]);

  if (form.receipt) {
    return (
      <EnquiryConfirmation title="Thank you! Your registration is in." receipt={form.receipt}>
        <p>
          We have your registration for <strong>{chosen?.name}</strong> for {form.values.businessName}. Our partnerships
          team will write to <strong>{form.values.email}</strong> to set up your listing; nothing is charged until you
          confirm.
        </p>
      </EnquiryConfirmation>
    );
  }
  return (
    <div className="business-layout">
      <form className="card stack business-form" noValidate onSubmit={form.onSubmit}>
        <SelectField {...form.field('plan')} label="Plan" options={PLAN_OPTIONS} placeholder="Choose a plan" />
        <ContactFields field={form.field} />
        <TextArea {...form.field('message')} label="Anything we should know? (optional)" rows={3} />
        <HoneypotField {...form.field('website')} />
        <EnquirySubmit error={form.errors.form} sending={form.sending} label="Register" />
      </form>
      {chosen && (
        <aside className="card plan-summary" aria-label="Your plan">
          <h2 className="small-heading">{chosen.name}</h2>
          <PlanDetails plan={chosen} />
        </aside>
      )}
    </div>
  );
}
