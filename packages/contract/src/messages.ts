/*
 * Texts and names the browser needs at first load, kept apart from the zod schemas so that pages
 * do not carry zod: the schemas load only when a visitor sends a form.
 */

export const MESSAGES = {
  ok: 'OK',
  validation: 'Please correct the highlighted fields.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as application/json.',
  tooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  unexpected: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is temporarily unavailable.',
  captchaFailed: 'reCAPTCHA validation failed. Please try again.',
  badRequest: 'The request is not valid.',
  controlCharacter: 'Remove the control character (NUL) from this field.',
  datesOutOfOrder: 'The end date is before the start date.',
} as const;

export const MOBILE_MESSAGE = 'Enter a 10-digit mobile number.';
export const PHONE_MESSAGE = 'Enter an Indian phone number: a landline with its STD code (022 2345 6789), a mobile (98765 43210) or a toll-free number (1800 270 1996).';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address.';

/** The branch locator's answers about a pin code (decision 035). */
export const PIN_CODE_MESSAGES = {
  pattern: 'Enter a 6-digit pin code.',
  unknown: 'This pin code is not in India Post’s directory. Check the six digits, or search by your city or state.',
  distances: 'Distances are in a straight line from the pin code’s area.',
} as const;

/** Where the pin codes' places come from, credited as their licence asks (decision 035). */
export const PIN_CODE_DATA_CREDIT = {
  text: 'Pin code places: postal codes of',
  source: 'GeoNames',
  sourceUrl: 'https://www.geonames.org/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The largest form body: a 5,000-character message, three bytes a character, and a bot-check token. */
export const SUBMISSION_BODY_LIMIT = 32 * 1024;

/** The privacy notice the forms link to; stored with every submission (see /privacy-policy). */
export const CONSENT_NOTICE_VERSION = '2026-11';
export const CONSENT_MESSAGE = 'Tick the box to agree to the use of these details.';
/** A field people never see; bots fill it in. A post that fills it is answered but not stored. */
export const HONEYPOT_FIELD = 'website';

/** What the API answers when a submission is stored (status 1). */
export const SUBMISSION_MESSAGES = {
  partnerEnquiry: 'Thank you for your enquiry. Our partnerships team will contact you within one working day.',
  contactMessage: 'Thank you for your message. We will reply within one working day.',
  quoteRequest: 'Thank you for your request. Our sales team will send you a quotation within one working day.',
  blogComment: 'Thank you for your comment. It will appear here once our team has read it.',
  newsletterSubscribed: 'Thank you for subscribing. The next newsletter will reach you at this address.',
} as const;

export const BOT_CHECK_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/** reCAPTCHA action names (spec §4: `form_type1`, `form_type2`); ALTCHA ignores them. */
export const BOT_CHECK_ACTIONS = ['form_type1', 'form_type2', 'contact', 'quote', 'comment'] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const partnerBotCheckAction = (type: 1 | 2): BotCheckAction => (type === 1 ? 'form_type1' : 'form_type2');
