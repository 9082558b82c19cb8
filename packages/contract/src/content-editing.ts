import { z } from 'zod';
import { EMAIL_MESSAGE } from './messages.js';
import { INDIAN_STATES, SERVICE_ICONS } from './constants.js';
import {
  FIGURE_FACTS,
  HomePageDraftSchema,
  RouteTextsDraftSchema,
  SharedBlockSchema,
} from './site-texts.js';
import { FocalPointSchema } from './media.js';
import { LOCALE_CODES } from './locales.js';
import {
  CONTENT_MESSAGES,
  EDITABLE_KINDS,
  type EditableKind,
  PREVIEW_LINK_MAX_HOURS,
  REVISION_NOTE_MAX_LENGTH,
  SLUG_FORM,
  SLUG_MAX_LENGTH,
} from './content-editing-text.js';

/*
 * Content editing (`/api/admin/content`, issue 11): drafts as revisions, published on demand.
 */

const text = (max: number, label: string) =>
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
const imagePath = (label: string) =>
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
const richText = (what: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .min(1, what)
    .max(max, tooLong)
    .refine((html) => !hasOutsidePictureTag(html), OUTSIDE_PICTURE_MESSAGE);

/** The end of an item's address, as addresses take it. */
const slugField = (example: string) =>
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
const shownEmail = () =>
  z
    .string()
    .trim()
    .min(1, 'Enter the e-mail address.')
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE));

const phone = (label: string) =>
  text(30, label).regex(
    /^\+?[\d][\d\s-]{6,25}$/,
    `Enter the ${label} with its area code, or a mobile number: 7 digits or more, with spaces or dashes if you like.`,
  );

const httpsUrl = (label: string) =>
  text(300, label).regex(/^https:\/\/\S+$/, `Enter the ${label} as an https address.`);

/** A whole number; an empty field is asked for (coerced, it would be 0 and show as "0+" on the site). */
const count = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a whole number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(0)
      .max(10_000_000),
  );

/** A count the company has some of (the site says "295+ branches"): none, or an implausible number, is a slip. */
const positiveCount = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a whole number.` })
      .int(`Enter the ${label} as a whole number.`)
      .min(1, `Enter the ${label} as a whole number from 1 to ${max.toLocaleString('en-IN')}.`)
      .max(max, `Enter the ${label} as a whole number from 1 to ${max.toLocaleString('en-IN')}.`),
  );

/** A year something began: not before the railways' parcel services, not after this year. */
const pastYear = (label: string) =>
  count(label).refine((year) => year >= 1900 && year <= new Date().getFullYear(), {
    error: () => `Enter the ${label} as a year from 1900 to ${new Date().getFullYear()}.`,
  });

/** A content page as staff edit it: the page's number and address are fixed by spec §2's route table. */
export const PageDraftSchema = z.object({
  title: text(120, 'title'),
  banner_image: imagePath('banner image'),
  content: richText('Write the page.', 200_000, 'The page is too long: split it, or shorten it.'),
  meta_title: text(120, 'title for search engines'),
  meta_description: text(300, 'description for search engines'),
});
export type PageDraft = z.infer<typeof PageDraftSchema>;

/** The company's facts that every page shows: phones, e-mail, address, claims and counters, links. */
export const CompanySettingsDraftSchema = z.object({
  name: text(100, 'company name'),
  legal_name: text(150, 'legal name'),
  tagline: text(200, 'tagline'),
  phone: phone('phone number'),
  support_phone: phone('support phone number'),
  email: shownEmail(),
  // Written as people write numbers (+91 98765 43210), kept as wa.me links need it: digits only.
  whatsapp_number: z
    .string()
    .trim()
    .transform((number) => number.replace(/[\s+()-]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          /^\d{10,15}$/,
          'Enter the WhatsApp number with its country code, such as +91 98765 43210.',
        ),
    ),
  address: text(300, 'address'),
  head_office_city: text(80, 'head office city'),
  login_url: httpsUrl('login address'),
  tracking_url: z
    .string()
    .trim()
    .max(300)
    .nullable()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(
          /^https:\/\/\S*\{numbers\}\S*$/,
          'Enter the tracking address as https, with {numbers} where the consignment numbers go, or leave it empty.',
        )
        .nullable(),
    ),
  csr_policy_url: z
    .string()
    .trim()
    .min(1, 'Enter the CSR policy address.')
    .max(300)
    .regex(
      /^(\/(?!\/)[\w\-./]*|https:\/\/\S+)$/,
      'Enter the CSR policy address as a path on this site or an https address.',
    ),
  claims: z.object({
    years_experience: positiveCount('years of experience', 150),
    vehicles: positiveCount('number of vehicles', 1_000_000),
    warehouses: positiveCount('number of warehouses', 100_000),
    workforce: positiveCount('workforce', 10_000_000),
    railways_partner_since: pastYear('year the railways partnership began'),
    branches: positiveCount('number of branches', 100_000),
    branches_since: pastYear('year the branch network began'),
    support: text(40, 'support hours'),
  }),
  social: z
    .array(z.object({ name: text(40, 'network name'), url: httpsUrl('profile address') }))
    .max(10),
  // Versions saved before these facts existed have neither; the form always sends both.
  grievance_officer: z
    .object({
      name: text(100, 'grievance officer’s name'),
      designation: text(100, 'grievance officer’s designation'),
      email: shownEmail(),
      phone: phone('grievance officer’s phone number'),
      address: text(300, 'grievance officer’s address'),
    })
    .nullish(),
  data_rights: z
    .object({ reply_days: positiveCount('days to answer a request about personal data', 90) })
    .optional(),
});
export type CompanySettingsDraft = z.infer<typeof CompanySettingsDraftSchema>;

/** A service as staff edit it: its address (slug) and number are fixed by spec §2's routes. */
export const ServiceDraftSchema = z.object({
  title: text(120, 'title'),
  slug: slugField('cold-chain-transport'),
  summary: text(300, 'summary'),
  description: richText(
    'Describe the service.',
    100_000,
    'The description is too long: shorten it.',
  ),
  image: imagePath('image'),
  icon: z.enum(SERVICE_ICONS, { error: 'Choose one of the icons.' }),
});
export type ServiceDraft = z.infer<typeof ServiceDraftSchema>;

/** A blog post as staff edit it; a changed slug keeps the old address as a redirect. */
export const PostDraftSchema = z.object({
  title: text(200, 'title'),
  slug: slugField('monsoon-freight-tips'),
  image: imagePath('image'),
  excerpt: text(400, 'excerpt'),
  content: richText('Write the post.', 200_000, 'The post is too long: split it, or shorten it.'),
  author: text(100, 'author'),
  published_on: z.iso.date({ error: 'Give the date as a date.' }),
});
export type PostDraft = z.infer<typeof PostDraftSchema>;

/** A list typed one item per line (a plan's benefits, a branch's opening hours). */
const lines = (label: string, max: number) =>
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

const yesNo = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: 'Choose yes or no.' },
);

/** An amount as people write it: `1,200`, `1 200` and `₹1,200` are 1200. */
const amount = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[₹,\s]/g, '') || undefined : value),
    z.coerce
      .number({ error: `Enter the ${label} as a number.` })
      .min(0, `Enter the ${label} as a number.`)
      .max(1e9, `Enter the ${label} as a number.`),
  );

/** The home variants' list items, the gallery and the branches (issue 11): one schema each. */
export const GalleryItemDraftSchema = z.object({
  title: text(120, 'title'),
  image: imagePath('image'),
});
export const TestimonialDraftSchema = z.object({
  quote: text(600, 'quote'),
  name: text(100, 'name'),
  designation: text(120, 'designation'),
  image: imagePath('photo'),
});
export const ProjectDraftSchema = z.object({
  title: text(120, 'title'),
  subtitle: text(160, 'subtitle'),
  caption: text(300, 'caption'),
  image: imagePath('image'),
});
export const ClientDraftSchema = z.object({
  name: text(100, 'name'),
  sector: text(80, 'sector'),
  logo: imagePath('logo'),
});
export const AchievementDraftSchema = z.object({
  label: text(100, 'label'),
  value: amount('figure'),
  prefix: z.string().trim().max(10, 'Keep the prefix under 10 characters.').default(''),
  suffix: z.string().trim().max(10, 'Keep the suffix under 10 characters.').default(''),
  /** A company fact whose figure is shown instead (so that a facts edit reaches it); empty: the figure above. */
  fact: z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z.enum(FIGURE_FACTS, { error: 'Choose one of the company facts, or none.' }),
    ])
    .default(null),
});
export const PlanDraftSchema = z.object({
  type: text(60, 'plan name'),
  price: amount('price'),
  currency: text(5, 'currency sign'),
  period: text(30, 'period'),
  benefits: lines('benefits', 12),
  featured: yesNo,
});
export const SolutionDraftSchema = z.object({
  serial: text(10, 'number'),
  title: text(120, 'title'),
  subtitle: text(200, 'subtitle'),
  link: text(300, 'link').regex(
    /^(\/(?!\/)[\w\-./?=&]*|https:\/\/\S+)$/,
    'Give the link as a path on this site (starting with /) or an https address.',
  ),
});
/** A number typed into an optional field: empty is null. */
const optionalNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number({ error: message }).min(min, message).max(max, message).nullable(),
  );

const HALF_POSITION_MESSAGE =
  'Enter the latitude and the longitude, or leave both empty to use the pin code’s position.';

/**
 * A branch's details. Its city and slug make its address on the site (`/branches/{city}/{slug}`):
 * a changed one keeps a 301 from the old address. Cities are stored in capitals, as the seed has them.
 */
export const BranchDraftSchema = z
  .object({
    location_name: text(120, 'branch name'),
    address: text(300, 'street address'),
    city: text(60, 'city')
      .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Write the city in English letters, such as Navi Mumbai.')
      .transform((city) => city.replace(/\s+/g, ' ').toUpperCase()),
    // From the list: a state spelt otherwise split its city in two on the branches page.
    state: z.enum(INDIAN_STATES, 'Choose the state or union territory from the list.'),
    slug: slugField('vashi-sector-19'),
    pin_code: z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Enter the PIN code as six digits.'),
    phone_no: phone('phone number'),
    email: shownEmail(),
    opening_hours: lines('opening hours', 7).pipe(
      z.array(
        z
          .string()
          .regex(
            /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,(Mo|Tu|We|Th|Fr|Sa|Su))* \d{2}:\d{2}-\d{2}:\d{2}$/,
            'Write each line as days and hours, such as Mo-Sa 09:30-18:30.',
          ),
      ),
    ),
    /** The addresses (slugs) of the services the branch offers; the API checks that each is a service's. */
    services: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
          : value,
      z
        .array(
          z
            .string()
            .regex(
              SLUG_FORM,
              'Give each service as the end of its address, such as part-truck-load, one on each line.',
            ),
        )
        .max(20, 'Keep the services to 20 lines.'),
    ),
    /** Where the branch is, for its directions and the nearest branches; both empty: where its pin code is (decision 035). */
    latitude: optionalNumber(
      'Enter the latitude as a number between 6 and 38 (India), or leave it empty.',
      6,
      38,
    ),
    longitude: optionalNumber(
      'Enter the longitude as a number between 68 and 98 (India), or leave it empty.',
      68,
      98,
    ),
  })
  .superRefine((branch, ctx) => {
    // One without the other is no position: say so rather than fall back to the pin code unseen.
    for (const [field, other] of [
      ['latitude', 'longitude'],
      ['longitude', 'latitude'],
    ] as const) {
      if (branch[field] === null && branch[other] !== null)
        ctx.addIssue({ code: 'custom', path: [field], message: HALF_POSITION_MESSAGE });
    }
  });

export type GalleryItemDraft = z.infer<typeof GalleryItemDraftSchema>;
export type TestimonialDraft = z.infer<typeof TestimonialDraftSchema>;
export type ProjectDraft = z.infer<typeof ProjectDraftSchema>;
export type ClientDraft = z.infer<typeof ClientDraftSchema>;
export type AchievementDraft = z.infer<typeof AchievementDraftSchema>;
export type PlanDraft = z.infer<typeof PlanDraftSchema>;
export type SolutionDraft = z.infer<typeof SolutionDraftSchema>;
export type BranchDraft = z.infer<typeof BranchDraftSchema>;

/**
 * Each kind's draft as the API checks it before its own steps (sanitising, outside pictures): the
 * editing forms read from it which fields may not be left empty.
 */
export const DRAFT_SCHEMAS: Record<EditableKind, z.ZodType> = {
  pages: PageDraftSchema,
  services: ServiceDraftSchema,
  posts: PostDraftSchema,
  branches: BranchDraftSchema,
  gallery: GalleryItemDraftSchema,
  testimonials: TestimonialDraftSchema,
  plans: PlanDraftSchema,
  projects: ProjectDraftSchema,
  clients: ClientDraftSchema,
  achievements: AchievementDraftSchema,
  solutions: SolutionDraftSchema,
  settings: CompanySettingsDraftSchema,
  home: HomePageDraftSchema,
  texts: RouteTextsDraftSchema,
  blocks: SharedBlockSchema,
};

/** The fields (by path: `claims.vehicles`) a draft of `kind` is refused for when they are empty (`empty`: such a draft). */
export function requiredDraftFields(
  kind: EditableKind,
  empty: Record<string, unknown>,
): Set<string> {
  const checked = DRAFT_SCHEMAS[kind].safeParse(empty);
  return new Set(checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.')));
}

const editableKind = z.enum(EDITABLE_KINDS);

export const ContentParamsSchema = z.object({
  kind: editableKind,
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
});
export const ContentKindParamsSchema = z.object({ kind: editableKind });
export const RevisionParamsSchema = ContentParamsSchema.extend({
  number: z.coerce.number().int().min(1).max(1_000_000),
});

/** Saving a draft: the whole document, a note, and the revision the editor started from (0: none yet). */
export const RevisionSaveSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  note: z
    .string()
    .trim()
    .max(REVISION_NOTE_MAX_LENGTH, `Keep the note under ${REVISION_NOTE_MAX_LENGTH} characters.`)
    .default(''),
  base_revision: z.number().int().min(0),
  /** A translation's: the English revision the editor was shown beside it (0 or none: the live English). */
  source_revision: z.number().int().min(0).optional(),
});
export type RevisionSave = z.infer<typeof RevisionSaveSchema>;

/** A new item: its first draft and a note. It stays a draft, seen by no visitor, until published. */
export const ContentCreateSchema = RevisionSaveSchema.omit({ base_revision: true });
export const ContentCreatedSchema = z.object({ key: z.string(), revision: z.number().int() });
export type ContentCreated = z.infer<typeof ContentCreatedSchema>;

const listKeys = z
  .array(z.string().regex(/^\d{1,9}$/))
  .min(1)
  .max(500);

/**
 * A list's new order: every entry's key, first to last, and the order it was made from (`base`,
 * as the screen read it): an order made from one the list no longer has is refused.
 */
export const ContentOrderSchema = z.object({ keys: listKeys, base: listKeys });
export type ContentOrder = z.infer<typeof ContentOrderSchema>;

/**
 * A move on the order screen, as its forms post it: the entry `moved` to `place` (1 is first) in
 * the list as the screen read it (`base`, keys joined by commas). The new order it makes is
 * `orderAfterMove`'s; the API then checks `base` against the list as it is.
 */
export const OrderMoveSchema = z
  .object({
    base: z
      .string()
      .transform((keys) => keys.split(','))
      .pipe(listKeys),
    moved: z.string().regex(/^\d{1,9}$/),
    place: z.string().max(10),
  })
  .superRefine((move, context) => {
    if (!move.base.includes(move.moved))
      context.addIssue({ code: 'custom', path: ['moved'], message: CONTENT_MESSAGES.orderChanged });
    const place = Number(move.place);
    if (!/^\d+$/.test(move.place) || place < 1 || place > move.base.length) {
      context.addIssue({
        code: 'custom',
        path: ['place'],
        message: CONTENT_MESSAGES.placeOutOfRange.replace('{count}', String(move.base.length)),
      });
    }
  })
  .transform((move) => ({ ...move, place: Number(move.place) }));
export type OrderMove = z.infer<typeof OrderMoveSchema>;

/** The list's keys with `moved` taken out and put back at `place`. */
export function orderAfterMove({ base, moved, place }: OrderMove): string[] {
  const keys = base.filter((key) => key !== moved);
  keys.splice(place - 1, 0, moved);
  return keys;
}

const moment = (message: string) => z.iso.datetime({ offset: true, error: message }).optional();

/**
 * Publishing a revision: now, or at `at`; with `until`, the version live before it goes back up
 * then. Times are ISO 8601 with their offset; the API checks they lie ahead (`CONTENT_MESSAGES`).
 */
export const PublishSchema = z.object({
  revision: z.number().int().min(1),
  at: moment('Give the time to publish as a date and a time.'),
  until: moment('Give the time to take it down as a date and a time.'),
  /** Other languages whose newest draft goes up with it, in the same transaction (`['hi']`); each must have one waiting. */
  also: z
    .array(
      z
        .string()
        .refine((code) => LOCALE_CODES.includes(code), 'Choose one of the site’s languages.'),
    )
    .max(20)
    .optional(),
});
export type PublishRequestBody = z.infer<typeof PublishSchema>;

export const ScheduleParamsSchema = ContentParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A publish still waiting for its time, or a published version waiting to be taken down. */
export const PublishScheduleSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  publish_at: z.string(),
  published: z
    .boolean()
    .describe('the publish has run; what waits is the take-down at unpublish_at'),
  unpublish_at: z.string().nullable(),
  scheduled_by: z.string().nullable(),
});
export type PublishSchedule = z.infer<typeof PublishScheduleSchema>;
export const RestoreSchema = z.object({ base_revision: z.number().int().min(0) });

export const RevisionSummarySchema = z.object({
  number: z.number().int(),
  note: z.string(),
  author: z.string().nullable().describe('null for the content as it was before anyone edited it'),
  created_at: z.string(),
  live: z.boolean(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/**
 * The focal points of the pictures a draft names, by address (decision 037): a draft stores a
 * picture's address only, and its preview places each picture by its point, as the published
 * answer will carry it beside the picture.
 */
export const DraftFocalPointsSchema = z
  .record(z.string(), FocalPointSchema)
  .describe(
    'the focal point of each picture the document names (a library picture or one of the site’s drawings), by its address',
  );
export type DraftFocalPoints = z.infer<typeof DraftFocalPointsSchema>;

export const RevisionSchema = RevisionSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
  focal_points: DraftFocalPointsSchema,
});
export type Revision = z.infer<typeof RevisionSchema>;

/** Where a translation stands against the live English: none, older than the English's words, or current. */
export const TRANSLATION_STATES = ['missing', 'stale', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

export const TranslationStatusSchema = z.object({
  state: z
    .enum(TRANSLATION_STATES)
    .describe(
      'missing: no live translation; stale: the English words changed since it was translated',
    ),
  draft_waiting: z.boolean().describe('a saved translation revision newer than the live one'),
  stale_fields: z
    .array(z.string())
    .describe('the top-level fields whose English changed since they were translated'),
});
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** Each translation locale's status, by code (`{ hi: {…} }`). */
export const TranslationsSummarySchema = z.record(z.string(), TranslationStatusSchema);
export type TranslationsSummary = z.infer<typeof TranslationsSummarySchema>;

export const EditableSummarySchema = z.object({
  kind: editableKind,
  key: z.string(),
  title: z.string(),
  path: z
    .string()
    .nullable()
    .describe('where the public site shows it; null for what every page shows'),
  latest_revision: z.number().int(),
  live_revision: z.number().int().nullable(),
  draft_waiting: z.boolean().describe('a saved revision newer than the live one'),
  translations: TranslationsSummarySchema.describe(
    'each language but English: whether the item has it live, and whether its English changed since',
  ),
});
export type EditableSummary = z.infer<typeof EditableSummarySchema>;

/** What the content list can be narrowed to: items with a draft no visitor sees yet. */
export const CONTENT_LIST_STATES = ['waiting', 'untranslated', 'stale'] as const;
export const CONTENT_LIST_STATE_LABELS: Record<(typeof CONTENT_LIST_STATES)[number], string> = {
  waiting: 'Waiting to be published',
  untranslated: 'Not translated yet (shown in English)',
  stale: 'Translation older than the English',
};

/** The staff content list's filters (`/admin/content?q=&state=`): words of a title or an address, and a state. */
export const ContentListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search for 100 characters or fewer.').optional(),
  state: z.enum(CONTENT_LIST_STATES, 'Choose a state from the list.').optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const PreviewLinkParamsSchema = ContentParamsSchema.extend({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const PreviewTokenParamsSchema = z.object({ token: z.string().max(100) });

/** Making a preview link: how many hours it works (at most a day). */
export const PreviewLinkCreateSchema = z.object({
  hours: z.coerce
    .number({ error: `Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.` })
    .int(`Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.`)
    .min(1, `Give the hours as a whole number from 1 to ${PREVIEW_LINK_MAX_HOURS}.`)
    .max(
      PREVIEW_LINK_MAX_HOURS,
      `A preview link works for ${PREVIEW_LINK_MAX_HOURS} hours at most.`,
    )
    .default(PREVIEW_LINK_MAX_HOURS),
});

/** A preview link that still works (its token is shown once, when it is made). */
export const PreviewLinkSchema = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

export const PreviewLinkCreatedSchema = PreviewLinkSchema.extend({
  token: z
    .string()
    .describe('shown this once; the link is `/admin/preview/link/{token}` on the site'),
});
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreatedSchema>;

/** What a preview link shows: one revision of one item. */
export const SharedPreviewSchema = z.object({
  kind: editableKind,
  key: z.string(),
  locale: z
    .string()
    .describe('the language of the revision; a translation is shown laid over the live English'),
  path: z.string().nullable(),
  revision: z.number().int(),
  expires_at: z.string(),
  data: z.record(z.string(), z.unknown()),
  focal_points: DraftFocalPointsSchema,
});
export type SharedPreview = z.infer<typeof SharedPreviewSchema>;

export const EditableItemSchema = EditableSummarySchema.extend({
  /** The language of the chain shown (`?locale=`): live, latest, history, schedules and links are its. */
  locale: z.string(),
  /**
   * For a translation: the English to translate, as its newest revision has it (`revision` 0: the
   * live version, never edited), its words only; send `revision` as `source_revision` on save.
   * Null for English.
   */
  english: z
    .object({ revision: z.number().int(), data: z.record(z.string(), z.unknown()) })
    .nullable(),
  /** Null for a new item not yet published. */
  live: z.record(z.string(), z.unknown()).nullable(),
  /** Whether the item may be deleted at all (by role: publishers and admins; editors only never-published drafts). */
  deletable: z.boolean(),
  /** The newest revision's document: what the editing form starts from. */
  latest: z.record(z.string(), z.unknown()),
  /** The pictures' focal points of both documents, the live one and the newest. */
  focal_points: DraftFocalPointsSchema,
  history: z.array(RevisionSummarySchema),
  schedules: z.array(PublishScheduleSchema),
  preview_links: z.array(PreviewLinkSchema),
});
export type EditableItem = z.infer<typeof EditableItemSchema>;
