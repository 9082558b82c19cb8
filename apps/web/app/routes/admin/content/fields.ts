import {
  CARD_ICONS,
  type CardIcon,
  type EditableKind,
  type FieldErrors,
  FIGURE_FACTS,
  type FigureFact,
  HOME_PAGES,
  type HomePageKey,
  type HomeSectionId,
  INDIAN_STATES,
  requiredDraftFields,
  SECTIONS_WITH_CARDS,
  SERVICE_ICONS,
  type ServiceIcon,
} from '@harsh/contract';

/** The service icons by what they show. */
const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  'full-truck': 'Full truck',
  'part-truck': 'Part truck',
  parcel: 'Parcel',
  warehouse: 'Warehouse',
  parking: 'Parking',
  rail: 'Rail',
  road: 'Road',
  air: 'Air',
  distribution: 'Distribution',
  sorting: 'Sorting',
};

/*
 * The editing forms' fields, and how a posted form becomes the document the API checks. Field
 * names are the document's paths (`claims.vehicles`), so the API's field messages land on them.
 */

export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** A multi-line field's height in lines, when 3 is too few (one item per line). */
  rows?: number;
  /** Stored HTML, edited with the rich-text editor (a text area of HTML without JavaScript). */
  richText?: boolean;
  /** `number`: whole numbers (a digits keyboard on phones); `decimal`: with a decimal point. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'decimal' | 'date';
  /** A picture's address: the media library's pictures are offered as it is typed. */
  image?: boolean;
  /** A choice from a fixed list: value and label. */
  options?: readonly { value: string; label: string }[];
  /**
   * Any number of choices from a list the site has (`services`: its services, by address), as
   * tick boxes named `{name}.{value}`; the document holds the ticked values, one on each line, in
   * the saved order (posted as `{name}.order`) and then the newly ticked.
   */
  choicesFrom?: 'services';
  /**
   * Repeated groups of fields (a home page's slides, a block's cards): each group's fields named
   * `{name}.{n}.{field}`, `legend(n)` over it; the saved groups and `extra` empty ones are shown, up
   * to `max`. Empty groups are left out of the document.
   */
  group?: { legend: (n: number) => string; fields: FieldSpec[]; max: number; extra: number };
  /** In a group's row: may be left empty when the rest of the row is filled in. */
  optional?: boolean;
}

/** The lists tick-box fields choose from, by `choicesFrom`. */
export type FieldChoices = Record<
  NonNullable<FieldSpec['choicesFrom']>,
  readonly { value: string; label: string }[]
>;

/** Image fields offer the media library's pictures as they are typed in (by description or file name). */
const IMAGE_HINT =
  'Start typing to choose a picture from the media library, or give a path on this site (/api/media/…).';

/** What the API's HTML cleaner keeps of a rich text (`apps/api/src/content/markdown.ts`), and what it makes of the rest. */
const RICH_TEXT_HINT =
  'Headings (h2, h3: an h1 becomes an h2, deeper ones an h3), paragraphs, lists, links (to this site, https, e-mail or phone: others become plain text), bold, italic, tables, and pictures from the media library with alt text. Anything else, scripts included, is removed when saved.';

export const PAGE_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title' },
  { name: 'banner_image', label: 'Banner image', hint: IMAGE_HINT, image: true },
  { name: 'content', label: 'Page text', richText: true, hint: RICH_TEXT_HINT },
  { name: 'meta_title', label: 'Title for search engines' },
  { name: 'meta_description', label: 'Description for search engines', multiline: true },
];

export const SETTINGS_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Company name' },
  { name: 'legal_name', label: 'Legal name' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'support_phone', label: 'Support phone', type: 'tel' },
  { name: 'email', label: 'E-mail', type: 'email' },
  {
    name: 'whatsapp_number',
    label: 'WhatsApp number',
    hint: 'Digits with the country code, no spaces: 919876543210.',
  },
  { name: 'address', label: 'Head office address', multiline: true },
  { name: 'head_office_city', label: 'Head office city' },
  { name: 'login_url', label: 'Customer and associate login address', type: 'url' },
  {
    name: 'tracking_url',
    label: 'Tracking address',
    type: 'url',
    hint: 'Write {numbers} where the consignment numbers go. Leave empty if there is none.',
  },
  { name: 'csr_policy_url', label: 'CSR policy address' },
  { name: 'claims.years_experience', label: 'Years of experience', type: 'number' },
  { name: 'claims.vehicles', label: 'Vehicles', type: 'number' },
  { name: 'claims.warehouses', label: 'Warehouses', type: 'number' },
  { name: 'claims.workforce', label: 'Workforce', type: 'number' },
  { name: 'claims.branches', label: 'Branches', type: 'number' },
  { name: 'claims.branches_since', label: 'Branches since (year)', type: 'number' },
  { name: 'claims.railways_partner_since', label: 'Railways partner since (year)', type: 'number' },
  { name: 'claims.support', label: 'Support hours', hint: 'For example 24/7.' },
  {
    name: 'grievance_officer.name',
    label: 'Grievance officer',
    hint: 'Who answers questions and grievances about personal data (DPDP Act). Shown on /your-data.',
  },
  { name: 'grievance_officer.designation', label: 'Grievance officer’s designation' },
  { name: 'grievance_officer.email', label: 'Grievance officer’s e-mail', type: 'email' },
  { name: 'grievance_officer.phone', label: 'Grievance officer’s phone', type: 'tel' },
  { name: 'grievance_officer.address', label: 'Grievance officer’s address', multiline: true },
  {
    name: 'data_rights.reply_days',
    label: 'Days to answer a request about personal data',
    type: 'number',
    hint: 'The period the privacy policy promises. Grievances are answered within 90 days at most, as the DPDP Rules require.',
  },
];

/** Social profiles: the saved ones and two empty rows for new ones. */
export const SOCIAL_ROWS_EXTRA = 2;
export const SOCIAL_ROWS_MAX = 10;

export const SERVICE_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title' },
  {
    name: 'slug',
    label: 'Address',
    hint: 'The end of the service’s address: /services/… in lower-case words joined by hyphens. Left empty on a new service, it is made from the title. If you change it, the old address leads to the new one; the seven services the site’s menus name keep theirs.',
  },
  {
    name: 'summary',
    label: 'Summary',
    multiline: true,
    hint: 'One or two sentences for the service cards.',
  },
  { name: 'description', label: 'Description', richText: true, hint: RICH_TEXT_HINT },
  { name: 'image', label: 'Image', hint: IMAGE_HINT, image: true },
  {
    name: 'icon',
    label: 'Icon',
    options: SERVICE_ICONS.map((icon) => ({ value: icon, label: SERVICE_ICON_LABELS[icon] })),
  },
];

export const POST_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title' },
  {
    name: 'slug',
    label: 'Address',
    hint: 'The end of the post’s address: /blogs/blog_details/… in lower-case words joined by hyphens. Left empty on a new post, it is made from the title. If you change it, the old address leads to the new one.',
  },
  {
    name: 'excerpt',
    label: 'Excerpt',
    multiline: true,
    hint: 'A sentence or two for the post lists.',
  },
  { name: 'content', label: 'Post', richText: true, hint: RICH_TEXT_HINT },
  { name: 'image', label: 'Image', hint: IMAGE_HINT, image: true },
  { name: 'author', label: 'Author' },
  { name: 'published_on', label: 'Date', type: 'date' },
];

/** What each card icon shows, as staff choose it. */
const CARD_ICON_LABELS: Record<CardIcon, string> = {
  clock: 'Clock',
  map: 'Map pin',
  shield: 'Shield',
  package: 'Parcel with a tick',
  handshake: 'Handshake',
  boxes: 'Boxes',
  truck: 'Truck',
  train: 'Train',
  plane: 'Plane',
  warehouse: 'Warehouse',
  scale: 'Scales',
  calculator: 'Calculator',
  document: 'Document',
};

/** The company facts that are figures, as the company facts' form names them. */
const FIGURE_FACT_LABELS: Record<FigureFact, string> = {
  years_experience: 'Years of experience',
  vehicles: 'Vehicles',
  warehouses: 'Warehouses',
  workforce: 'Workforce',
  branches: 'Branches',
  branches_since: 'Branches since (year)',
  railways_partner_since: 'Railways partner since (year)',
};

/** The blocks of the home pages by what staff call them. */
const SECTION_LABELS: Record<HomeSectionId, string> = {
  why_us: 'Why choose us',
  solutions: 'Solutions',
  services: 'Services',
  experience: 'Experience in numbers',
  achievements: 'Achievements',
  estimation: 'Estimation',
  testimonials: 'Testimonials',
  plans: 'Pricing plans',
  projects: 'Projects',
  clients: 'Clients',
  quote: 'Request a quote',
  track: 'Track your consignment',
  gallery: 'Gallery',
  blogs: 'Blog',
  newsletter: 'Newsletter',
};

const FACTS_HINT =
  'Name a company fact in braces to have it filled in, such as {branches}+ branches or since {branches_since}: a change of the company facts then reaches this text.';

const SEARCH_FIELDS: FieldSpec[] = [
  { name: 'meta_title', label: 'Title for search engines', hint: FACTS_HINT },
  { name: 'meta_description', label: 'Description for search engines', multiline: true },
];

/** A home page's form: its heading, its slides, then each block it shows, in order. */
function homeFields(key: HomePageKey): FieldSpec[] {
  const sections = HOME_PAGES[key].sections.flatMap((section): FieldSpec[] => {
    const label = SECTION_LABELS[section];
    const own: FieldSpec[] = [
      {
        name: `sections.${section}.eyebrow`,
        label: `${label}: small heading`,
        hint: 'Optional: a word or two over the heading.',
      },
      { name: `sections.${section}.title`, label: `${label}: heading` },
      {
        name: `sections.${section}.lead`,
        label: `${label}: lead sentence`,
        multiline: true,
        hint: 'Optional.',
      },
    ];
    if (!SECTIONS_WITH_CARDS.includes(section)) return own;
    const cards: FieldSpec = {
      name: `sections.${section}.cards`,
      label: `${label}: cards`,
      group: {
        legend: (n) => `${label}: card ${n}`,
        max: 9,
        extra: 1,
        fields: [
          {
            name: 'icon',
            label: 'Icon',
            options: CARD_ICONS.map((icon) => ({ value: icon, label: CARD_ICON_LABELS[icon] })),
          },
          { name: 'title', label: 'Title' },
          { name: 'text', label: 'Text', multiline: true },
          {
            name: 'link',
            label: 'Link',
            hint: 'Optional: a path on this site (starting with /) or an https address.',
            optional: true,
          },
        ],
      },
    };
    return [...own, cards];
  });
  return [
    ...SEARCH_FIELDS,
    { name: 'heading', label: 'Main heading', hint: 'The page’s one main heading (h1).' },
    { name: 'lead', label: 'Sentence under the main heading', multiline: true, hint: 'Optional.' },
    {
      name: 'slides_label',
      label: 'Name of the slides',
      hint: 'What screen readers call the slider, such as Road, rail and air.',
    },
    {
      name: 'slides',
      label: 'Slides',
      group: {
        legend: (n) => `Slide ${n}`,
        max: 5,
        extra: 1,
        fields: [
          { name: 'tag', label: 'Tag', hint: 'A word or two over the title, such as Road.' },
          { name: 'title', label: 'Title' },
          { name: 'text', label: 'Text', multiline: true },
          { name: 'image', label: 'Picture', hint: IMAGE_HINT, image: true },
          {
            name: 'link',
            label: 'Link',
            hint: 'A path on this site (starting with /) or an https address.',
          },
          { name: 'link_label', label: 'Link text' },
        ],
      },
    },
    ...sections,
  ];
}

const ROUTE_TEXT_FIELDS: FieldSpec[] = [
  ...SEARCH_FIELDS,
  {
    name: 'heading',
    label: 'Main heading',
    hint: 'The page’s one main heading (h1). On a city’s page, {city}, {state} and {count} are filled in too.',
  },
  { name: 'lead', label: 'Sentence under the main heading', multiline: true, hint: 'Optional.' },
  { name: 'banner_image', label: 'Banner picture', hint: IMAGE_HINT, image: true },
];

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

export const FIELDS: Record<EditableKind, FieldSpec[]> = {
  pages: PAGE_FIELDS,
  services: SERVICE_FIELDS,
  posts: POST_FIELDS,
  branches: [
    { name: 'location_name', label: 'Branch name' },
    {
      name: 'address',
      label: 'Street address',
      multiline: true,
      hint: 'The street and area; the city, state and PIN code follow it on the page.',
    },
    {
      name: 'city',
      label: 'City',
      hint: 'In English letters, such as Navi Mumbai. With the page address below, it makes the address of the branch’s page.',
    },
    {
      name: 'state',
      label: 'State',
      options: INDIAN_STATES.map((state) => ({ value: state, label: state })),
    },
    {
      name: 'slug',
      label: 'Page address',
      hint: 'The end of the branch’s page address: /branches/{city}/… in lower-case words joined by hyphens. Left empty on a new branch, it is made from its name. If you change it or the city, the old address leads to the new one.',
    },
    { name: 'pin_code', label: 'PIN code', type: 'number' },
    { name: 'phone_no', label: 'Phone', type: 'tel' },
    { name: 'email', label: 'E-mail', type: 'email' },
    {
      name: 'opening_hours',
      label: 'Opening hours',
      multiline: true,
      rows: 4,
      hint: 'One line for each set of days, such as Mo-Sa 09:30-18:30 (Mo-Su 00:00-23:59 for round the clock).',
    },
    {
      name: 'services',
      label: 'Services offered',
      choicesFrom: 'services',
      hint: 'Tick what the branch offers: its page lists these, with links to them.',
    },
    {
      name: 'latitude',
      label: 'Latitude',
      type: 'decimal',
      hint: 'Such as 19.0771: where directions lead, and what the nearest branches are measured from. Leave both empty to use the pin code’s position.',
    },
    { name: 'longitude', label: 'Longitude', type: 'decimal', hint: 'Such as 72.9986.' },
  ],
  gallery: [
    { name: 'title', label: 'Title' },
    { name: 'image', label: 'Image', hint: IMAGE_HINT, image: true },
  ],
  testimonials: [
    { name: 'quote', label: 'Quote', multiline: true },
    { name: 'name', label: 'Name' },
    { name: 'designation', label: 'Designation and company' },
    { name: 'image', label: 'Photo', hint: IMAGE_HINT, image: true },
  ],
  plans: [
    { name: 'type', label: 'Plan name' },
    { name: 'price', label: 'Price', type: 'number' },
    { name: 'currency', label: 'Currency sign', hint: 'Shown before the price, such as ₹ or $.' },
    { name: 'period', label: 'Period', hint: 'For example monthly.' },
    { name: 'benefits', label: 'Benefits', multiline: true, rows: 6, hint: 'One on each line.' },
    { name: 'featured', label: 'Featured', options: YES_NO },
  ],
  projects: [
    { name: 'title', label: 'Title' },
    { name: 'subtitle', label: 'Subtitle' },
    { name: 'caption', label: 'Caption', multiline: true },
    { name: 'image', label: 'Image', hint: IMAGE_HINT, image: true },
  ],
  clients: [
    { name: 'name', label: 'Name' },
    { name: 'sector', label: 'Sector' },
    { name: 'logo', label: 'Logo', hint: IMAGE_HINT, image: true },
  ],
  achievements: [
    { name: 'label', label: 'Label' },
    { name: 'value', label: 'Figure', type: 'number' },
    { name: 'prefix', label: 'Before the figure', hint: 'Optional, such as ₹.' },
    { name: 'suffix', label: 'After the figure', hint: 'Optional, such as + or %.' },
    {
      name: 'fact',
      label: 'Figure from the company facts',
      hint: 'Optional: choose a fact to show its figure instead of the one above, so that a change of the company facts reaches it.',
      options: [
        { value: '', label: 'None: the figure above' },
        ...FIGURE_FACTS.map((fact) => ({ value: fact, label: FIGURE_FACT_LABELS[fact] })),
      ],
    },
  ],
  solutions: [
    { name: 'serial', label: 'Number', hint: 'As shown on the card, such as 01.' },
    { name: 'title', label: 'Title' },
    { name: 'subtitle', label: 'Subtitle' },
    {
      name: 'link',
      label: 'Link',
      hint: 'A path on this site (starting with /) or an https address.',
    },
  ],
  settings: SETTINGS_FIELDS,
  // Each home page's form is its own (`fieldsFor`).
  home: [],
  texts: ROUTE_TEXT_FIELDS,
  blocks: [
    {
      name: 'heading',
      label: 'Heading',
      hint: 'Beside a branch, {city} is filled in with the branch’s city.',
    },
    {
      name: 'text',
      label: 'Text',
      multiline: true,
      hint: 'A sentence or two. Company facts in braces, such as {company}, are filled in.',
    },
  ],
};

/** The fields of an item's form: a kind's, or a home page's own. */
export const fieldsFor = (kind: EditableKind, key: string): FieldSpec[] =>
  kind === 'home' && key in HOME_PAGES ? homeFields(key as HomePageKey) : FIELDS[kind];

/** A value of the document by its path (`claims.vehicles`), as the form shows it. */
export function valueAt(document: Record<string, unknown>, path: string): string {
  let value: unknown = document;
  for (const part of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (Array.isArray(value)) return value.join('\n');
  return value === null || value === undefined ? '' : String(value);
}

/** Sets `value` at a dotted path of `document` (`sections.why_us.title`), making the objects on the way. */
function setAt(document: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = document;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts.at(-1)!] = value;
}

/** The posted form as the document the API checks (it trims, converts and validates). */
export function documentFromForm(
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const { name, choicesFrom, group } of fieldsFor(kind, key)) {
    if (choicesFrom) {
      // The saved order (posted beside the boxes) is kept; newly ticked values follow it.
      const saved = (fields[`${name}.order`] ?? '').split('\n');
      const rank = (value: string) => (saved.includes(value) ? saved.indexOf(value) : saved.length);
      document[name] = ticked(fields, name)
        .sort((a, b) => rank(a) - rank(b))
        .join('\n');
      continue;
    }
    if (group) {
      const rows = filledRows(fields, name, group);
      setAt(
        document,
        name,
        rows.map((row) =>
          Object.fromEntries(
            group.fields.map((field) => [field.name, fields[`${name}.${row}.${field.name}`] ?? '']),
          ),
        ),
      );
      continue;
    }
    setAt(document, name, fields[name] ?? '');
  }
  if (kind === 'settings') {
    document['social'] = socialRowsTyped(fields).map((row) => ({
      name: (fields[`social.${row}.name`] ?? '').trim(),
      url: (fields[`social.${row}.url`] ?? '').trim(),
    }));
  }
  return document;
}

/** The rows of a repeated group that hold something: empty rows are left out of the document. */
function filledRows(
  fields: Record<string, string>,
  name: string,
  group: NonNullable<FieldSpec['group']>,
): number[] {
  const rows: number[] = [];
  for (let row = 0; row < group.max; row++) {
    if (
      group.fields.some(
        (field) =>
          field.options === undefined && (fields[`${name}.${row}.${field.name}`] ?? '').trim(),
      )
    )
      rows.push(row);
  }
  return rows;
}

const requiredByForm = new Map<string, Set<string>>();

/** The fields of an item's form that may not be left empty, as the API's check of a draft says: marked so in the form. */
export function requiredFields(kind: EditableKind, key: string): Set<string> {
  const form = kind === 'home' ? `${kind}:${key}` : kind;
  let required = requiredByForm.get(form);
  if (!required)
    requiredByForm.set(
      form,
      (required = requiredDraftFields(kind, documentFromForm(kind, key, {}))),
    );
  return required;
}

/** The values of a tick-box field's boxes that are ticked (`{name}.{value}` posted as `on`). */
function ticked(fields: Record<string, string>, name: string): string[] {
  return Object.keys(fields)
    .filter(
      (field) =>
        field.startsWith(`${name}.`) && field !== `${name}.order` && fields[field] === 'on',
    )
    .map((field) => field.slice(name.length + 1));
}

/** The social-profile rows of the form that hold something: empty rows are left out of the document. */
function socialRowsTyped(fields: Record<string, string>): number[] {
  const rows: number[] = [];
  for (let row = 0; row < SOCIAL_ROWS_MAX; row++) {
    if ((fields[`social.${row}.name`] ?? '').trim() || (fields[`social.${row}.url`] ?? '').trim())
      rows.push(row);
  }
  return rows;
}

/**
 * The API's field messages named as the form names its fields. A message on a row of a list (a
 * social profile, a slide, a card) names its place in the saved list (`slides.1.image`); with an
 * empty row above it, that is another row of the form, so the message goes to the row it was typed in.
 */
export function errorsForForm(
  kind: EditableKind,
  key: string,
  fields: Record<string, string>,
  errors: FieldErrors,
): FieldErrors {
  const lists = fieldsFor(kind, key)
    .filter((field) => field.group)
    .map((field) => ({ name: field.name, rows: filledRows(fields, field.name, field.group!) }));
  if (kind === 'settings') lists.push({ name: 'social', rows: socialRowsTyped(fields) });
  if (lists.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => {
      for (const { name, rows } of lists) {
        const row = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d+)(\\..+)?$`).exec(path);
        if (row) return [`${name}.${rows[Number(row[1])] ?? row[1]}${row[2] ?? ''}`, messages];
      }
      return [path, messages];
    }),
  );
}
