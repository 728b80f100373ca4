import {
  businessContactSchema,
  businessRegistrationSchema,
  type EnquiryInput,
  enquiryReceiptSchema,
} from '../../../shared/contracts/business';
import { sampleContact, sampleRegistration } from '../../../shared/contracts/business-test-data';
import { AppError } from '../../errors/app-error';
import { rateLimitKey } from '../../lib/client-address';
import { enforceRateLimits } from '../../lib/enforce-rate-limit';
import type { Context } from '../../trpc/context';
import { publicProcedure, router } from '../../trpc/trpc';
import { type EnquiryRow, saveEnquiry } from './enquiry-store';

async function receive({ services, clientIp }: Context, kind: EnquiryRow['kind'], input: EnquiryInput) {
  const { website, city, message, ...contact } = input;
  const plan = 'plan' in input ? input.plan : null;
  if (!services.dataset.citiesById.has(city)) throw AppError.invalidField('city', 'Choose your city from the list.');
  // Five per address per quarter hour by default: plenty for a business, little for a spammer.
  await enforceRateLimits(services, [
    {
      name: 'enquiries-ip',
      rule: services.config.rateLimits.enquiriesPerIp,
      subject: rateLimitKey(clientIp),
      message: (wait) => `We have received several enquiries from your network just now. Please try again in ${wait}.`,
    },
  ]);
  // The honeypot: a field people never see. A bot that fills it gets the same kind of answer as a
  // person, so it learns nothing, but nothing is stored.
  if (website?.trim()) {
    services.logger.info({ kind }, 'business enquiry dropped: honeypot field filled');
    return { success: true as const, reference: 'RECEIVED' };
  }
  const row = await saveEnquiry(services.db, {
    kind,
    ...contact,
    cityId: city,
    plan,
    message: message || null,
  });
  return { success: true as const, reference: row.id.slice(0, 8).toUpperCase() };
}

export const businessRouter = router({
  /** /business/register: a plan registration (SUPPLEMENT.md). No sign-in needed. */
  register: publicProcedure
    .meta({ access: 'public', effect: 'writes', examples: () => [sampleRegistration] })
    .input(businessRegistrationSchema)
    .output(enquiryReceiptSchema)
    .mutation(({ ctx, input }) => receive(ctx, 'register', input)),

  /** /business/contact: a custom-partnership message. */
  contact: publicProcedure
    .meta({ access: 'public', effect: 'writes', examples: () => [sampleContact] })
    .input(businessContactSchema)
    .output(enquiryReceiptSchema)
    .mutation(({ ctx, input }) => receive(ctx, 'contact', input)),
});
