import { parsePhoneNumberFromString, type PhoneNumberType } from 'libphonenumber-js/core';
import { z } from 'zod';
import {
  BUSINESS_TYPES,
  CONTACT_PHONE_MAX_LENGTH,
  INCOTERM_CODES,
  SHIPMENT_ADD_ONS,
  SHIPMENT_TYPES,
  VENDOR_TYPES,
} from './constants.js';
import {
  DATA_REQUEST_REFERENCE_PATTERN,
  DATA_REQUEST_STATUS_CODE_PATTERN,
  DATA_RIGHTS,
  readCrockford,
} from './data-rights.js';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';
import { DEFAULT_LOCALE, LOCALE_CODES, localeSetting } from './locales.js';
import { HONEYPOT_FIELD } from './messages.js';
import { plainIssueMessageIn } from './plain-errors.js';
import { type VisitorText, visitorText } from './visitor-text/index.js';

/** Indian mobile: 10 digits starting 6–9, with an optional +91, 91 or 0 prefix that is dropped. */
export function normaliseIndianMobile(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? match[1]! : null;
}

/** The kinds of Indian number an office or a person writes from: not premium-rate, shared-cost or paging numbers. */
const PHONE_TYPES: readonly PhoneNumberType[] = [
  'FIXED_LINE',
  'MOBILE',
  'FIXED_LINE_OR_MOBILE',
  'TOLL_FREE',
];

/**
 * An Indian landline (with its STD code), mobile or toll-free number, however it was written
 * (`022 2345 6789`, `+91 22 2345 6789`, `98765-43210`, `1800 270 1996`, an office's `ext. 12`
 * after it), in the national format staff read and dial (`022 2345 6789`, `098765 43210`,
 * `1800 270 1996`): a spreadsheet keeps it as text, with its leading 0. Null for anything else, a
 * number of another country included.
 */
export function normaliseIndianPhone(raw: string): string | null {
  // The whole field is the number: not a number found inside other words (`call 022 2345 6789`).
  const number = parsePhoneNumberFromString(
    raw,
    { defaultCountry: 'IN', extract: false },
    INDIA_PHONE_METADATA,
  );
  if (!number || number.country !== 'IN' || !number.isValid()) return null;
  const type = number.getType();
  return type && PHONE_TYPES.includes(type) ? number.formatNational() : null;
}

/**
 * A stored Indian number as staff see it, in the notification mail, the inbox and the lead export
 * alike: a mobile or a landline in international form (`+91 98250 12345`, `+91 79 2658 1234`: the
 * landline's STD code without its trunk 0, and one form that dials from any phone), a toll-free
 * number as it is dialled in India (`1800 270 1996`), an extension after it. Stored forms differ
 * (a mobile field keeps `9825012345`, the contact form `098250 12345`); anything that is no Indian
 * number (written before the forms checked it) is shown as stored.
 */
export function phoneForStaff(stored: string): string {
  const number = stored
    ? parsePhoneNumberFromString(
        stored,
        { defaultCountry: 'IN', extract: false },
        INDIA_PHONE_METADATA,
      )
    : undefined;
  if (!number || number.country !== 'IN' || !number.isValid()) return stored;
  return number.getType() === 'TOLL_FREE' ? number.formatNational() : number.formatInternational();
}

/**
 * The bot-check token the browser obtained (ALTCHA solution or reCAPTCHA token); verified by the API.
 * Anything that cannot be a token (null, another type, over 10,000 characters) is no token, so it
 * fails the bot check with the spec's words rather than as a field to correct.
 */
const captcha = z.string().max(10_000).optional().catch(undefined);

/** Each type keeps only its own option field. */
function keepOwnOption<
  T extends { type: 1 | 2; business_type: string | null; vendor_type: string | null },
>(enquiry: T): T {
  return {
    ...enquiry,
    business_type: enquiry.type === 2 ? enquiry.business_type : null,
    vendor_type: enquiry.type === 1 ? enquiry.vendor_type : null,
  };
}

/**
 * Digits grouped as people write them: in lakhs (1,25,000) or in thousands (125,000), a decimal
 * point after. A comma anywhere else ("1,5") is not read as a number.
 */
const GROUPED_DIGITS = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** A ticked checkbox sends `on` (a form) or `true` (JSON); an unticked one sends nothing. */
const ticked = z
  .union([z.literal(true), z.literal(false), z.literal('on'), z.literal('true')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** At most this many consignment numbers are tracked at once. */
export const MAX_CONSIGNMENTS = 50;
/** A consignment (LR or docket) number: letters, digits and hyphens, 4 to 30 of them. */
const CONSIGNMENT_NUMBER = /^[A-Za-z0-9-]{4,30}$/;

/** A field that `normalise` reads into the form it is stored in, refused with `message` when it cannot. */
const normalisedBy =
  (normalise: (raw: string) => string | null, message: string) =>
  (value: string, ctx: z.RefinementCtx) => {
    const normalised = normalise(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return normalised;
  };

/**
 * The visitors' forms with their messages in one language (`t`, the language's visitor texts):
 * the same rules in every language, only the words differ. Built once a language (`formSchemas`).
 */
function buildFormSchemas(t: VisitorText, tag: string) {
  const { fields } = t;
  const tooLong = (max: number) => fields.tooLong({ max: max.toLocaleString(tag) });
  /** A text field: a missing one (or one that is not text) is asked for as a blank one is. */
  const text = (field: string) =>
    z
      .string({ error: fields.required({ field }) })
      .trim()
      .min(1, fields.required({ field }));

  const name = text('name').max(100, tooLong(100));
  const email = text('email').max(254, tooLong(254)).pipe(z.email(fields.email));
  const mobile = text('mobile').transform(normalisedBy(normaliseIndianMobile, fields.mobile));
  /** The contact form's Phone: an office's landline or toll-free number as well as a mobile. */
  const phone = text('phone')
    .max(CONTACT_PHONE_MAX_LENGTH, fields.phone)
    .transform(normalisedBy(normaliseIndianPhone, fields.phone));
  const message = text('message').max(5000, tooLong(5000));
  const optionalText = (max: number) =>
    z.string().trim().max(max, tooLong(max)).optional().default('');
  /** A blank option is allowed; anything else must be on the list. */
  const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
    z
      .union([z.literal(''), z.enum(options)], { error: fields.listedOption })
      .optional()
      .transform((value) => (value ? value : null));

  /** A measure typed in a form ("12.5") or sent as JSON (12.5): positive, at most `max` of its unit. */
  const measure = (
    which: 'weight' | 'height' | 'width' | 'length',
    unit: 'kg' | 'cm',
    max: number,
  ) =>
    z
      .union([z.number(), z.string()], { error: fields.measureMissing({ measure: which }) })
      .transform((value, ctx) => {
        const typed = typeof value === 'string' ? value.trim() : String(value);
        const amount =
          typeof value === 'number'
            ? value
            : Number(GROUPED_DIGITS.test(typed) ? typed.replaceAll(',', '') : typed);
        const problem =
          typed === ''
            ? fields.measureMissing({ measure: which })
            : !Number.isFinite(amount)
              ? fields.measureNotNumber({ measure: which })
              : amount <= 0
                ? fields.measureNotPositive({ measure: which })
                : amount > max
                  ? fields.measureTooBig({ unit, max: max.toLocaleString(tag) })
                  : null;
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return amount;
      });

  const partnerEnquiryFields = z.object({
    // 1 or 2 as JSON sends it, "1" or "2" as a form does; nothing else (not `true`, not `[2]`).
    type: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], {
        error: fields.partnerType,
      })
      .transform((type) => Number(type) as 1 | 2),
    name,
    email,
    mobile,
    business_type: optionalChoice(BUSINESS_TYPES),
    vendor_type: optionalChoice(VENDOR_TYPES),
    message,
    captcha,
  });

  const contact = z.object({
    username: name,
    email,
    phone,
    subject: text('subject').max(200, tooLong(200)),
    message: optionalText(5000),
    captcha,
  });

  /**
   * A request for a quotation (the variants' request-a-quote box, and Book other services on
   * `/services/detail`, which names the service). Weight in kilograms, sizes in centimetres.
   */
  const quote = z.object({
    name,
    email,
    phone: mobile,
    freight_type: z.enum(SHIPMENT_TYPES, { error: fields.freightType }),
    departure_city: text('departure').max(100, tooLong(100)),
    delivery_city: text('delivery').max(100, tooLong(100)),
    incoterms: z.enum(INCOTERM_CODES, { error: fields.incoterms }),
    weight_kg: measure('weight', 'kg', 100_000),
    height_cm: measure('height', 'cm', 10_000),
    width_cm: measure('width', 'cm', 10_000),
    length_cm: measure('length', 'cm', 10_000),
    fragile: ticked,
    express_delivery: ticked,
    insurance: ticked,
    packaging: ticked,
    service: optionalText(200),
    message: optionalText(5000),
    captcha,
  });

  /**
   * A comment on a blog post (spec §5: name and email required), or a reply to one of its published
   * comments (`parent_id`). It is held for moderation: nobody sees it until staff approve it.
   */
  const comment = z.object({
    blog_slug: z.string({ error: fields.post }).regex(/^[a-z0-9-]{1,200}$/, fields.post),
    parent_id: z
      .union([z.literal(''), z.coerce.number().int().positive()], { error: fields.replyTo })
      .optional()
      .transform((value) => (value ? value : null)),
    name,
    email,
    comment: text('comment').max(3000, tooLong(3000)),
    captcha,
  });

  /**
   * The track box: the shipment type, up to 50 consignment numbers (separated by commas, spaces or
   * new lines) and the add-on boxes of spec §9. We hold no tracking data; the numbers are checked
   * and handed to the customer portal.
   */
  const track = z.object({
    shipment_type: z.enum(SHIPMENT_TYPES, { error: fields.freightType }),
    numbers: z
      .string({ error: fields.consignmentMissing })
      .max(5000, tooLong(5000))
      .transform((typed, ctx) => {
        const numbers = [
          ...new Set(
            typed
              .split(/[\s,]+/)
              .filter(Boolean)
              .map((n) => n.toUpperCase()),
          ),
        ];
        const bad = numbers.filter((n) => !CONSIGNMENT_NUMBER.test(n));
        const problem =
          numbers.length === 0
            ? fields.consignmentMissing
            : numbers.length > MAX_CONSIGNMENTS
              ? fields.consignmentTooMany({ max: MAX_CONSIGNMENTS })
              : bad.length > 0
                ? fields.consignmentBad({
                    numbers: `${bad.slice(0, 5).join(', ')}${bad.length > 5 ? '…' : ''}`,
                  })
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

  const newsletter = z.object({ email });

  /*
   * What a form post carries besides the data itself: the visitor's consent (DPDP Act), the
   * honeypot and the language. The site's actions and the API validate posts with these.
   */
  const submissionFields = {
    /** An unticked box sends nothing; a ticked one sends `on` (a form) or `true` (JSON). */
    consent: z
      .union([z.literal(true), z.literal('on'), z.literal('true')], { error: fields.consent })
      .transform(() => true as const),
    [HONEYPOT_FIELD]: z.string().max(500).optional(),
    /** The language of the page it was sent from (`hi` from `/hi/…`): stored, shown in the inbox, the language of the answers. */
    locale: z
      .enum(LOCALE_CODES as [string, ...string[]], {
        error: fields.locale({ codes: LOCALE_CODES.join(', ') }),
      })
      .optional()
      .default(DEFAULT_LOCALE.code),
  } as const;

  /**
   * A request about one's own data (`/your-data`, issue 30): what is asked for and the address it
   * concerns, which a one-time code then proves. A correction and a grievance say what is wrong;
   * a nomination names the nominee and how to reach them (an e-mail address or an Indian mobile).
   */
  const dataRequestFields = z.object({
    right: z.enum(DATA_RIGHTS, { error: fields.right }),
    name: optionalText(100),
    email,
    details: optionalText(5000),
    nominee_name: optionalText(100),
    nominee_contact: optionalText(254),
    captcha,
  });
  const dataRequestNeeds = (request: z.output<typeof dataRequestFields>, ctx: z.RefinementCtx) => {
    if ((request.right === 'correction' || request.right === 'grievance') && !request.details) {
      ctx.addIssue({
        code: 'custom',
        path: ['details'],
        message: fields.details({ right: request.right }),
      });
    }
    if (request.right !== 'nomination') return;
    if (!request.nominee_name)
      ctx.addIssue({ code: 'custom', path: ['nominee_name'], message: fields.nomineeName });
    const contact = request.nominee_contact;
    if (!contact || !(z.email().safeParse(contact).success || normaliseIndianMobile(contact))) {
      ctx.addIssue({ code: 'custom', path: ['nominee_contact'], message: fields.nomineeContact });
    }
  };

  /** The steps after it: the code from the e-mail, another code, and the status page. */
  const pending = z
    .string({ error: t.dataRequest.codeWrong })
    .regex(/^[\w-]{22}$/, t.dataRequest.codeWrong);
  const dataRequestSteps = {
    verify: z.object({
      pending,
      code: z
        .string({ error: fields.code })
        .transform((code) => code.replace(/\s/g, ''))
        .pipe(z.string().regex(/^\d{6}$/, fields.code)),
      locale: submissionFields.locale,
    }),
    resend: z.object({ pending, locale: submissionFields.locale }),
    status: z.object({
      reference: z
        .string({ error: fields.reference })
        .transform((reference) => readCrockford(reference.trim()))
        .pipe(z.string().regex(DATA_REQUEST_REFERENCE_PATTERN, fields.reference)),
      status_code: z
        .string({ error: fields.statusCode })
        .transform((code) => readCrockford(code.replace(/[\s-]/g, '')))
        .pipe(z.string().regex(DATA_REQUEST_STATUS_CODE_PATTERN, fields.statusCode)),
      locale: submissionFields.locale,
    }),
  };

  return {
    partner: partnerEnquiryFields.transform(keepOwnOption),
    contact,
    quote,
    comment,
    track,
    newsletter,
    /** The site's forms by name, as a post carries them. */
    submissions: {
      partner: partnerEnquiryFields.extend(submissionFields).transform(keepOwnOption),
      contact: contact.extend(submissionFields),
      newsletter: newsletter.extend(submissionFields),
      quote: quote.extend(submissionFields),
      comment: comment.extend(submissionFields),
      dataRequest: dataRequestFields.extend(submissionFields).superRefine(dataRequestNeeds),
    },
    dataRequestSteps,
  };
}

export type FormSchemas = ReturnType<typeof buildFormSchemas>;

const built = new Map<string, FormSchemas>();

/** The forms' schemas with their messages in a language (`en`, `hi`); an unknown code gets English. */
export function formSchemas(code: string): FormSchemas {
  const { code: known, tag } = localeSetting(code);
  let schemas = built.get(known);
  if (!schemas) built.set(known, (schemas = buildFormSchemas(visitorText(known), tag)));
  return schemas;
}

/**
 * A form checked in a language: its schema's messages and zod's own (`plainIssueMessageIn`) in
 * that language. `checkIn('hi', (forms) => forms.submissions.partner, fields)`.
 */
export function checkIn<T extends z.ZodType>(
  code: string,
  pick: (forms: FormSchemas) => T,
  value: unknown,
): z.ZodSafeParseResult<z.output<T>> {
  return pick(formSchemas(code)).safeParse(value, {
    error: plainIssueMessageIn(code),
  }) as z.ZodSafeParseResult<z.output<T>>;
}

const ENGLISH = formSchemas(DEFAULT_LOCALE.code);

/* The English schemas by name: the API's documented bodies, and the types of what the forms carry. */
export const PartnerEnquirySchema = ENGLISH.partner;
export type PartnerEnquiryInput = z.input<typeof PartnerEnquirySchema>;
export type PartnerEnquiry = z.output<typeof PartnerEnquirySchema>;

export const ContactMessageSchema = ENGLISH.contact;
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export const QuoteRequestSchema = ENGLISH.quote;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

/** The add-on boxes of spec §9 and the fields that carry them, in order. */
export const QUOTE_ADD_ON_FIELDS = [
  { field: 'fragile', label: SHIPMENT_ADD_ONS[0] },
  { field: 'express_delivery', label: SHIPMENT_ADD_ONS[1] },
  { field: 'insurance', label: SHIPMENT_ADD_ONS[2] },
  { field: 'packaging', label: SHIPMENT_ADD_ONS[3] },
] as const;

export const BlogCommentRequestSchema = ENGLISH.comment;
export type BlogCommentRequest = z.output<typeof BlogCommentRequestSchema>;

export const TrackRequestSchema = ENGLISH.track;
export type TrackRequest = z.output<typeof TrackRequestSchema>;

/** The portal's tracking address for these numbers: `{numbers}` in the template, comma-separated and encoded. */
export const trackingAddress = (template: string, numbers: readonly string[]) =>
  template.replaceAll('{numbers}', encodeURIComponent(numbers.join(',')));

export const NewsletterSchema = ENGLISH.newsletter;
export type NewsletterSignup = z.output<typeof NewsletterSchema>;

export const PartnerEnquirySubmissionSchema = ENGLISH.submissions.partner;
export type PartnerEnquirySubmission = z.output<typeof PartnerEnquirySubmissionSchema>;

export const ContactMessageSubmissionSchema = ENGLISH.submissions.contact;
export type ContactMessageSubmission = z.output<typeof ContactMessageSubmissionSchema>;

export const NewsletterSubmissionSchema = ENGLISH.submissions.newsletter;
export type NewsletterSubmission = z.output<typeof NewsletterSubmissionSchema>;

export const BlogCommentSubmissionSchema = ENGLISH.submissions.comment;
export type BlogCommentSubmission = z.output<typeof BlogCommentSubmissionSchema>;

export const QuoteRequestSubmissionSchema = ENGLISH.submissions.quote;
export type QuoteRequestSubmission = z.output<typeof QuoteRequestSubmissionSchema>;

export const DataRequestSubmissionSchema = ENGLISH.submissions.dataRequest;
export type DataRequestSubmission = z.output<typeof DataRequestSubmissionSchema>;

/** The steps after a data request, in English: the code, another code, the status. */
export const DATA_REQUEST_STEP_SCHEMAS = ENGLISH.dataRequestSteps;
export type DataRequestStep = keyof typeof DATA_REQUEST_STEP_SCHEMAS;
export type DataRequestVerifyInput = z.output<typeof DATA_REQUEST_STEP_SCHEMAS.verify>;
export type DataRequestStatusInput = z.output<typeof DATA_REQUEST_STEP_SCHEMAS.status>;

/** The site's forms by name, in English. */
export const SUBMISSION_SCHEMAS = ENGLISH.submissions;
export type SubmissionForm = keyof typeof SUBMISSION_SCHEMAS;

/** Field messages from a failed parse, as the API answers them. */
export { fieldErrorsFrom } from './envelope.js';
