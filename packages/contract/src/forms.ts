import { z } from 'zod';
import { BUSINESS_TYPES, VENDOR_TYPES } from './constants.js';

/** Indian mobile: 10 digits starting 6–9, with an optional +91, 91 or 0 prefix that is dropped. */
export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number.';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address.';

export function normaliseIndianMobile(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1]! : null;
}

const required = (label: string) => `Enter your ${label}.`;

const name = z.string().trim().min(1, required('name')).max(100, 'Use at most 100 characters.');
const email = z
  .string()
  .trim()
  .min(1, required('e-mail address'))
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email(EMAIL_MESSAGE));
const mobile = z
  .string()
  .trim()
  .min(1, required('mobile number'))
  .transform((value, ctx) => {
    const normalised = normaliseIndianMobile(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });
const message = z.string().trim().min(1, required('message')).max(5000, 'Use at most 5,000 characters.');
/** A blank option is allowed; anything else must be on the list. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.literal(''), z.enum(options)], { error: 'Choose one of the listed options.' })
    .optional()
    .transform((value) => (value ? value : null));

export const PARTNER_TYPES = { vendor: 1, businessPartner: 2 } as const;

export const PartnerEnquirySchema = z
  .object({
    type: z.coerce
      .number()
      .refine((t) => t === 1 || t === 2, 'Choose vendor (1) or business partner (2).')
      .transform((t) => t as 1 | 2),
    name,
    email,
    mobile,
    business_type: optionalChoice(BUSINESS_TYPES),
    vendor_type: optionalChoice(VENDOR_TYPES),
    message,
    captcha: z.string().max(10_000).optional(),
  })
  .transform((enquiry) => ({
    ...enquiry,
    // Each type keeps only its own option field.
    business_type: enquiry.type === 2 ? enquiry.business_type : null,
    vendor_type: enquiry.type === 1 ? enquiry.vendor_type : null,
  }));
export type PartnerEnquiryInput = z.input<typeof PartnerEnquirySchema>;
export type PartnerEnquiry = z.output<typeof PartnerEnquirySchema>;

export const ContactMessageSchema = z.object({
  username: name,
  email,
  phone: mobile,
  subject: z.string().trim().min(1, required('subject')).max(200, 'Use at most 200 characters.'),
  message: z.string().trim().max(5000, 'Use at most 5,000 characters.').optional().default(''),
  captcha: z.string().max(10_000).optional(),
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const NewsletterSchema = z.object({ email });
export type NewsletterSignup = z.output<typeof NewsletterSchema>;
