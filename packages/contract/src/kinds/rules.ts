import { z } from 'zod';
import { EMAIL_MESSAGE } from '../messages.js';
import { SLUG_FORM, SLUG_MAX_LENGTH } from '../content-editing-text.js';

/*
 * The rules the kinds' draft schemas are made of (issue 11): each field's rule and its message in
 * plain words, shared by the kinds that have such a field.
 */

export const text = (max: number, label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

/**
 * A picture: one of the site's own files (the media library's `/api/media/…`). The pages' CSP
 * shows no picture from another site (`img-src 'self'`), so such an address is refused here rather
 * than saved and shown broken.
 */
export const imagePath = (label: string) =>
  text(300, label).regex(
    /^\/(?!\/)[\w\-./]+$/,
    `Give the ${label} as a picture of the media library, or another path on this site (starting with /): pictures from other sites are not shown.`,
  );

/**
 * Whether a text has a picture whose address names another site (`https://…`, `//…`, `data:…`),
 * as an editor writes one: a quick check, one pass over the text, for the field's message. The
 * API checks again as its sanitiser reads the HTML (`hasOutsidePicture`), which sees through any
 * way of writing it.
 */
function hasOutsidePictureTag(html: string): boolean {
  const text = html.toLowerCase();
  for (let at = text.indexOf('<img'); at !== -1; at = text.indexOf('<img', at + 1)) {
    const end = text.indexOf('>', at);
    if (
      /[\s/"']src\s*=\s*["']?\s*(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/.test(
        text.slice(at, end === -1 ? undefined : end),
      )
    )
      return true;
    if (end === -1) return false;
    at = end;
  }
  return false;
}

export const OUTSIDE_PICTURE_MESSAGE =
  'Pictures in the text must come from the media library (addresses starting with /api/media/): pictures from other sites are not shown.';

/** A text of rich HTML (a page, a post, a service's description), its pictures from this site. */
export const richText = (what: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, what)
    .max(max, tooLong)
    .refine((html) => !hasOutsidePictureTag(html), OUTSIDE_PICTURE_MESSAGE);

/** The end of an item's address, as addresses take it. */
export const slugField = (example: string) =>
  z
    .string({ error: 'Enter the page address.' })
    .trim()
    .min(1, 'Enter the page address.')
    .max(SLUG_MAX_LENGTH, `Keep the address under ${SLUG_MAX_LENGTH} characters.`)
    .regex(
      SLUG_FORM,
      `Write the address in lower-case letters and digits, with single hyphens between words (for example ${example}).`,
    );

/** An e-mail address the site shows (the company's, a branch's): asked for when empty, checked when given. */
export const shownEmail = () =>
  z
    .string()
    .trim()
    .min(1, 'Enter the e-mail address.')
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE));

export const phone = (label: string) =>
  text(30, label).regex(
    /^\+?[\d][\d\s-]{6,25}$/,
    `Enter the ${label} with its area code, or a mobile number: 7 digits or more, with spaces or dashes if you like.`,
  );

export const httpsUrl = (label: string) =>
  text(300, label).regex(/^https:\/\/\S+$/, `Enter the ${label} as an https address.`);

/** A whole number; an empty field is asked for (coerced, it would be 0 and show as "0+" on the site). */
export const count = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a whole number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(0)
      .max(10_000_000),
  );

/** A count the company has some of (the site says "295+ branches"): none, or an implausible number, is a slip. */
export const positiveCount = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a whole number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(1, `Enter the ${label} as a whole number from 1 to ${max.toLocaleString('en-IN')}.`)
      .max(max, `Enter the ${label} as a whole number from 1 to ${max.toLocaleString('en-IN')}.`),
  );

/** A year something began: not before the railways' parcel services, not after this year. */
export const pastYear = (label: string) =>
  count(label).refine((year) => year >= 1900 && year <= new Date().getFullYear(), {
    error: () => `Enter the ${label} as a year from 1900 to ${new Date().getFullYear()}.`,
  });

/** A list typed one item per line (a plan's benefits, a branch's opening hours). */
export const lines = (label: string, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : value,
    z
      .array(z.string().max(200, `Keep each line of the ${label} under 200 characters.`))
      .min(1, `Write at least one line of ${label}.`)
      .max(max, `Keep the ${label} to ${max} lines.`),
  );

export const yesNo = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: 'Choose yes or no.' },
);

/** An amount as people write it: `1,200`, `1 200` and `₹1,200` are 1200. */
export const amount = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[₹,\s]/g, '') || undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a number.` })
      .min(0, `Enter the ${label} as a number.`)
      .max(1e9, `Enter the ${label} as a number.`),
  );

/** A number typed into an optional field: empty is null. */
export const optionalNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).nullable(),
  );
