import { z } from 'zod';
import { BUSINESS_PLAN_KEYS } from '../constants/business-plans';

// The business forms (SUPPLEMENT.md: /business/register and /business/contact), one schema for the
// browser and the server. Messages are written for the person filling the form in.

/**
 * An Indian phone number: 10 digits (a mobile, or an STD code plus a landline number), optionally
 * written with +91, 91 or a leading 0, spaces, hyphens or brackets. Returns "+91 XXXXX XXXXX", or
 * null when it is not one.
 */
export function normalizeIndianPhone(input: string): string | null {
  // "+91 (0)80 …" writes the trunk 0 in brackets; it is not part of the number.
  const written = input.trim().replace(/^\+91\s*\(0\)/, '+91');
  if (/[^\d\s()+-]/.test(written) || written.lastIndexOf('+') > 0) return null;
  let digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) {
    if (!digits.startsWith('91')) return null;
    digits = digits.slice(2);
  } else if (digits.length === 14 && digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (!/^[1-9]\d{9}$/.test(digits)) return null;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(2, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

const enquiryFields = {
  businessName: text('business name', 120),
  contactPerson: text('name of the contact person', 80),
  email: z
    .string({ error: 'Enter an e-mail address.' })
    .trim()
    .max(200, 'Keep the e-mail address under 200 characters.')
    .pipe(z.email('Enter a valid e-mail address, like name@business.in.')),
  phone: z.string({ error: 'Enter a phone number.' }).transform((value, ctx) => {
    const phone = normalizeIndianPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit Indian phone number, like +91 98765 43210.' });
      return z.NEVER;
    }
    return phone;
  }),
  city: z.string({ error: 'Choose your city.' }).trim().min(1, 'Choose your city.').max(60),
  /** A field people never see; a bot that fills every input fills it (see business.router.ts). */
  website: z.string().max(500).optional(),
};

export const businessRegistrationSchema = z.strictObject({
  ...enquiryFields,
  plan: z.enum(BUSINESS_PLAN_KEYS, { error: 'Choose a plan.' }),
  message: z.string().trim().max(1000, 'Keep the note under 1,000 characters.').optional(),
});
/** What the registration form sends (before the schema normalises the phone). */
export type BusinessRegistration = z.input<typeof businessRegistrationSchema>;

export const businessContactSchema = z.strictObject({
  ...enquiryFields,
  message: z
    .string({ error: 'Tell us about the partnership you have in mind.' })
    .trim()
    .min(10, 'Tell us a little more about the partnership you have in mind (at least 10 characters).')
    .max(2000, 'Keep the message under 2,000 characters.'),
});
export type BusinessContact = z.input<typeof businessContactSchema>;

/** Either enquiry, as the server receives it once validated. */
export type EnquiryInput = z.infer<typeof businessRegistrationSchema> | z.infer<typeof businessContactSchema>;

export const enquiryReceiptSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
});
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;
