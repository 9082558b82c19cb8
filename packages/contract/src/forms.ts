import { parsePhoneNumberFromString, type PhoneNumberType } from 'libphonenumber-js/core';
import { z } from 'zod';
import { BUSINESS_TYPES, CONTACT_PHONE_MAX_LENGTH, INCOTERM_CODES, SHIPMENT_ADD_ONS, SHIPMENT_TYPES, VENDOR_TYPES } from './constants.js';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';
import { CONSENT_MESSAGE, EMAIL_MESSAGE, HONEYPOT_FIELD, MOBILE_MESSAGE, PHONE_MESSAGE } from './messages.js';


/** Indian mobile: 10 digits starting 6–9, with an optional +91, 91 or 0 prefix that is dropped. */
export function normaliseIndianMobile(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1]! : null;
}

/** The kinds of Indian number an office or a person writes from: not premium-rate, shared-cost or paging numbers. */
const PHONE_TYPES: readonly PhoneNumberType[] = ['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE', 'TOLL_FREE'];

/**
 * An Indian landline (with its STD code), mobile or toll-free number, however it was written
 * (`022 2345 6789`, `+91 22 2345 6789`, `98765-43210`, `1800 270 1996`, an office's `ext. 12`
 * after it), in the national format staff read and dial (`022 2345 6789`, `098765 43210`,
 * `1800 270 1996`): a spreadsheet keeps it as text, with its leading 0. Null for anything else, a
 * number of another country included.
 */
export function normaliseIndianPhone(raw: string): string | null {
  // The whole field is the number: not a number found inside other words (`call 022 2345 6789`).
  const number = parsePhoneNumberFromString(raw, { defaultCountry: 'IN', extract: false }, INDIA_PHONE_METADATA);
  if (!number || number.country !== 'IN' || !number.isValid()) return null;
  const type = number.getType();
  return type && PHONE_TYPES.includes(type) ? number.formatNational() : null;
}

const required = (label: string) => `Enter your ${label}.`;
/** A text field: a missing one (or one that is not text) is asked for as a blank one is. */
const text = (label: string) => z.string({ error: required(label) });

const name = text('name').trim().min(1, required('name')).max(100, 'Use at most 100 characters.');
const email = text('e-mail address')
  .trim()
  .min(1, required('e-mail address'))
  .max(254, 'Use at most 254 characters.')
  .pipe(z.email(EMAIL_MESSAGE));
/** A field that `normalise` reads into the form it is stored in, refused with `message` when it cannot. */
const normalisedBy = (normalise: (raw: string) => string | null, message: string) => (value: string, ctx: z.RefinementCtx) => {
  const normalised = normalise(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  return normalised;
};
const mobile = text('mobile number').trim().min(1, required('mobile number')).transform(normalisedBy(normaliseIndianMobile, MOBILE_MESSAGE));
/** The contact form's Phone: an office's landline or toll-free number as well as a mobile. */
const phone = text('phone number')
  .trim()
  .min(1, required('phone number'))
  .max(CONTACT_PHONE_MAX_LENGTH, PHONE_MESSAGE)
  .transform(normalisedBy(normaliseIndianPhone, PHONE_MESSAGE));
const message = text('message').trim().min(1, required('message')).max(5000, 'Use at most 5,000 characters.');
/** A blank option is allowed; anything else must be on the list. */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.literal(''), z.enum(options)], { error: 'Choose one of the listed options.' })
    .optional()
    .transform((value) => (value ? value : null));

export const PARTNER_TYPES = { vendor: 1, businessPartner: 2 } as const;
const PARTNER_TYPE_MESSAGE = 'Choose vendor (1) or business partner (2).';

/**
 * The bot-check token the browser obtained (ALTCHA solution or reCAPTCHA token); verified by the API.
 * Anything that cannot be a token (null, another type, over 10,000 characters) is no token, so it
 * fails the bot check with the spec's words rather than as a field to correct.
 */
const captcha = z.string().max(10_000).optional().catch(undefined);

const partnerEnquiryFields = z.object({
  // 1 or 2 as JSON sends it, "1" or "2" as a form does; nothing else (not `true`, not `[2]`).
  type: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: PARTNER_TYPE_MESSAGE }).transform((t) => Number(t) as 1 | 2),
  name,
  email,
  mobile,
  business_type: optionalChoice(BUSINESS_TYPES),
  vendor_type: optionalChoice(VENDOR_TYPES),
  message,
  captcha,
});

/** Each type keeps only its own option field. */
function keepOwnOption<T extends { type: 1 | 2; business_type: string | null; vendor_type: string | null }>(enquiry: T): T {
  return {
    ...enquiry,
    business_type: enquiry.type === 2 ? enquiry.business_type : null,
    vendor_type: enquiry.type === 1 ? enquiry.vendor_type : null,
  };
}

export const PartnerEnquirySchema = partnerEnquiryFields.transform(keepOwnOption);
export type PartnerEnquiryInput = z.input<typeof PartnerEnquirySchema>;
export type PartnerEnquiry = z.output<typeof PartnerEnquirySchema>;

export const ContactMessageSchema = z.object({
  username: name,
  email,
  phone,
  subject: text('subject').trim().min(1, required('subject')).max(200, 'Use at most 200 characters.'),
  message: z.string().trim().max(5000, 'Use at most 5,000 characters.').optional().default(''),
  captcha,
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** A measure typed in a form ("12.5") or sent as JSON (12.5): positive, at most `max` of its unit. */
/**
 * Digits grouped as people write them: in lakhs (1,25,000) or in thousands (125,000), a decimal
 * point after. A comma anywhere else ("1,5") is not read as a number.
 */
const GROUPED_DIGITS = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

const measure = (label: string, unit: string, max: number) =>
  z.union([z.number(), z.string()], { error: `Enter the ${label} in ${unit}.` }).transform((value, ctx) => {
    const typed = typeof value === 'string' ? value.trim() : String(value);
    const amount = typeof value === 'number' ? value : Number(GROUPED_DIGITS.test(typed) ? typed.replaceAll(',', '') : typed);
    const problem =
      typed === ''
        ? `Enter the ${label} in ${unit}.`
        : !Number.isFinite(amount)
          ? `Enter the ${label} in ${unit} as a number.`
          : amount <= 0
            ? `The ${label} must be more than 0 ${unit}.`
            : amount > max
              ? `Use at most ${max.toLocaleString('en-IN')} ${unit}.`
              : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return amount;
  });

const city = (label: string) => text(label).trim().min(1, required(label)).max(100, 'Use at most 100 characters.');
/** A ticked checkbox sends `on` (a form) or `true` (JSON); an unticked one sends nothing. */
const ticked = z
  .union([z.literal(true), z.literal(false), z.literal('on'), z.literal('true')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/**
 * A request for a quotation (the variants' request-a-quote box, and Book other services on
 * `/services/detail`, which names the service). Weight in kilograms, sizes in centimetres.
 */
export const QuoteRequestSchema = z.object({
  name,
  email,
  phone: mobile,
  freight_type: z.enum(SHIPMENT_TYPES, { error: 'Choose Road, Train, Air or Sea.' }),
  departure_city: city('city of departure'),
  delivery_city: city('delivery city'),
  incoterms: z.enum(INCOTERM_CODES, { error: 'Choose one of the Incoterms 2020 rules.' }),
  weight_kg: measure('weight', 'kg', 100_000),
  height_cm: measure('height', 'cm', 10_000),
  width_cm: measure('width', 'cm', 10_000),
  length_cm: measure('length', 'cm', 10_000),
  fragile: ticked,
  express_delivery: ticked,
  insurance: ticked,
  packaging: ticked,
  service: z.string().trim().max(200, 'Use at most 200 characters.').optional().default(''),
  message: z.string().trim().max(5000, 'Use at most 5,000 characters.').optional().default(''),
  captcha,
});
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

/** The add-on boxes of spec §9 and the fields that carry them, in order. */
export const QUOTE_ADD_ON_FIELDS = [
  { field: 'fragile', label: SHIPMENT_ADD_ONS[0] },
  { field: 'express_delivery', label: SHIPMENT_ADD_ONS[1] },
  { field: 'insurance', label: SHIPMENT_ADD_ONS[2] },
  { field: 'packaging', label: SHIPMENT_ADD_ONS[3] },
] as const;

/**
 * A comment on a blog post (spec §5: name and email required), or a reply to one of its published
 * comments (`parent_id`). It is held for moderation: nobody sees it until staff approve it.
 */
export const BlogCommentRequestSchema = z.object({
  blog_slug: z.string({ error: 'Name the post.' }).regex(/^[a-z0-9-]{1,200}$/, 'Name the post.'),
  parent_id: z
    .union([z.literal(''), z.coerce.number().int().positive()], { error: 'Choose a comment to reply to, or none.' })
    .optional()
    .transform((value) => (value ? value : null)),
  name,
  email,
  comment: text('comment').trim().min(1, required('comment')).max(3000, 'Use at most 3,000 characters.'),
  captcha,
});
export type BlogCommentRequest = z.output<typeof BlogCommentRequestSchema>;

/** At most this many consignment numbers are tracked at once. */
export const MAX_CONSIGNMENTS = 50;
/** A consignment (LR or docket) number: letters, digits and hyphens, 4 to 30 of them. */
const CONSIGNMENT_NUMBER = /^[A-Za-z0-9-]{4,30}$/;

/**
 * The track box: the shipment type, up to 50 consignment numbers (separated by commas, spaces or
 * new lines) and the add-on boxes of spec §9. We hold no tracking data; the numbers are checked
 * and handed to the customer portal.
 */
export const TrackRequestSchema = z.object({
  shipment_type: z.enum(SHIPMENT_TYPES, { error: 'Choose Road, Train, Air or Sea.' }),
  numbers: z
    .string({ error: 'Enter at least one consignment number.' })
    .max(5000, 'Use at most 5,000 characters.')
    .transform((text, ctx) => {
      const numbers = [...new Set(text.split(/[\s,]+/).filter(Boolean).map((n) => n.toUpperCase()))];
      const bad = numbers.filter((n) => !CONSIGNMENT_NUMBER.test(n));
      const problem =
        numbers.length === 0
          ? 'Enter at least one consignment number.'
          : numbers.length > MAX_CONSIGNMENTS
            ? `Enter at most ${MAX_CONSIGNMENTS} consignment numbers.`
            : bad.length > 0
              ? `These are not consignment numbers: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? '…' : ''}. A number has 4 to 30 letters, digits or hyphens.`
              : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return numbers;
    }),
  fragile: ticked,
  express_delivery: ticked,
  insurance: ticked,
  packaging: ticked,
});
export type TrackRequest = z.output<typeof TrackRequestSchema>;

/** The portal's tracking address for these numbers: `{numbers}` in the template, comma-separated and encoded. */
export const trackingAddress = (template: string, numbers: readonly string[]) =>
  template.replaceAll('{numbers}', encodeURIComponent(numbers.join(',')));

export const NewsletterSchema = z.object({ email });
export type NewsletterSignup = z.output<typeof NewsletterSchema>;

/*
 * What a form post carries besides the data itself: the visitor's consent (DPDP Act) and the
 * honeypot. The browser, the site's actions and the API all validate posts with these.
 */


const submissionFields = {
  /** An unticked box sends nothing; a ticked one sends `on` (a form) or `true` (JSON). */
  consent: z
    .union([z.literal(true), z.literal('on'), z.literal('true')], { error: CONSENT_MESSAGE })
    .transform(() => true as const),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
} as const;

export const PartnerEnquirySubmissionSchema = partnerEnquiryFields.extend(submissionFields).transform(keepOwnOption);
export type PartnerEnquirySubmission = z.output<typeof PartnerEnquirySubmissionSchema>;

export const ContactMessageSubmissionSchema = ContactMessageSchema.extend(submissionFields);
export type ContactMessageSubmission = z.output<typeof ContactMessageSubmissionSchema>;

export const NewsletterSubmissionSchema = NewsletterSchema.extend(submissionFields);
export type NewsletterSubmission = z.output<typeof NewsletterSubmissionSchema>;

export const BlogCommentSubmissionSchema = BlogCommentRequestSchema.extend(submissionFields);
export type BlogCommentSubmission = z.output<typeof BlogCommentSubmissionSchema>;

export const QuoteRequestSubmissionSchema = QuoteRequestSchema.extend(submissionFields);
export type QuoteRequestSubmission = z.output<typeof QuoteRequestSubmissionSchema>;

/** The site's forms by name: the browser picks its schema when a visitor sends one (loaded then, not with the page). */
export const SUBMISSION_SCHEMAS = {
  partner: PartnerEnquirySubmissionSchema,
  contact: ContactMessageSubmissionSchema,
  newsletter: NewsletterSubmissionSchema,
  quote: QuoteRequestSubmissionSchema,
  comment: BlogCommentSubmissionSchema,
} as const;
export type SubmissionForm = keyof typeof SUBMISSION_SCHEMAS;

/** Field messages from a failed parse, as the API answers them. */
export { fieldErrorsFrom } from './envelope.js';
