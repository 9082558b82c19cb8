/*
 * Texts and names the browser needs at first load, kept apart from the zod schemas so that pages
 * do not carry zod: the schemas load only when a visitor sends a form. The texts come from the
 * visitor catalogue (`visitor-text/`); these names are their English.
 */
import { DEFAULT_LOCALE } from './locales.js';
import { visitorText } from './visitor-text/index.js';

const ENGLISH = visitorText(DEFAULT_LOCALE.code);

/** The answers' messages in English, as the staff side and API clients without a `locale` get them (the catalogue is their source). */
export const MESSAGES = ENGLISH.answers;

export const MOBILE_MESSAGE = ENGLISH.fields.mobile;
export const PHONE_MESSAGE = ENGLISH.fields.phone;
export const EMAIL_MESSAGE = ENGLISH.fields.email;

/** The branch locator's answers about a pin code (decision 035). */
export const PIN_CODE_MESSAGES = ENGLISH.pinCode;

/** Where the pin codes' places come from, credited as their licence asks (decision 035). */
export const PIN_CODE_DATA_CREDIT = {
  source: 'GeoNames',
  sourceUrl: 'https://www.geonames.org/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The largest form body: a 5,000-character message, three bytes a character, and a bot-check token. */
export const SUBMISSION_BODY_LIMIT = 32 * 1024;

/** The privacy notice the forms link to; stored with every submission (see /privacy-policy). */
export const CONSENT_NOTICE_VERSION = '2026-11';
export const CONSENT_MESSAGE = ENGLISH.fields.consent;
/** A field people never see; bots fill it in. A post that fills it is answered but not stored. */
export const HONEYPOT_FIELD = 'website';

/** What the API answers when a submission is stored (status 1). */
export const SUBMISSION_MESSAGES = ENGLISH.submitted;

export const BOT_CHECK_PROVIDERS = ['altcha', 'recaptcha'] as const;
export type BotCheckProvider = (typeof BOT_CHECK_PROVIDERS)[number];

/** reCAPTCHA action names (spec §4: `form_type1`, `form_type2`); ALTCHA ignores them. */
export const BOT_CHECK_ACTIONS = [
  'form_type1',
  'form_type2',
  'contact',
  'quote',
  'comment',
  'data_request',
] as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const partnerBotCheckAction = (type: 1 | 2): BotCheckAction =>
  type === 1 ? 'form_type1' : 'form_type2';
