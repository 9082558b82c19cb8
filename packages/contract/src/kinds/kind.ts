import type { z } from 'zod';

/*
 * What a content kind declares about itself, once (issue 41): its draft schema, which of its
 * fields are translated, and how staff edit each field. The registries (`DRAFT_SCHEMAS`,
 * `TRANSLATABLE_FIELDS`, the forms' fields) are made from these declarations, and their types
 * tie each to the draft: a draft field without a form entry or a translation decision, or an
 * entry for a field the draft does not have, is a compile error in the kind's module.
 */

/**
 * One field of the staff editing form. Its name is the document's path (`claims.vehicles`), so
 * the API's field messages land on it; the site renders the form from this description.
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

/**
 * How one top-level field of a draft is edited:
 * - a form field named as the draft field (its description without the name);
 * - `{ fields }`: a group of fields (`claims`), each form field named by its path (`claims.vehicles`);
 * - `{ fieldsOf }`: fields that depend on the item (a home page's blocks are those its page shows);
 * - `{ ownRows }`: rows the editing screen draws itself (the company's social profiles).
 */
export type FieldEditing =
  | Omit<FieldSpec, 'name'>
  | { fields: readonly FieldSpec[] }
  | { fieldsOf: (key: string) => readonly FieldSpec[] }
  | { ownRows: string };

/**
 * Whether a top-level field of a draft is translated: `true` (the field itself), `false` (never:
 * slugs, pictures, numbers, choices), or the paths under it that are (`claims.support`,
 * `slides[].title` for every slide's title, `sections.*.title` for every section's).
 */
export type Translated = boolean | readonly string[];

/** A content kind's declaration; `Draft` is what its schema gives. */
export interface ContentKind<Draft extends Record<string, unknown> = Record<string, unknown>> {
  /** The draft as the API checks it before its own steps (sanitising, outside pictures). */
  schema: z.ZodType<Draft, unknown>;
  /** The shape visitors read, as the public API answers it. */
  public: z.ZodType;
  /** Every draft field's place in the public shape: its own name (`true`), another's, or none (`false`). */
  shown: { readonly [Field in keyof Draft]-?: boolean | string };
  /** Every draft field's translation decision, in the order the translation form shows them. */
  translated: { readonly [Field in keyof Draft]-?: Translated };
  /** Every draft field's form entry, in the order the editing form shows them. */
  form: { readonly [Field in keyof Draft]-?: FieldEditing };
}

/**
 * Whether visitors see a draft field: `true` when the public shape (`ServiceSchema`, what the
 * public reads answer) has a field of the same name, which the public read fills and the view
 * shows; the public field's name when it is shown as another (a post's `published_on` as
 * `published_at`); `false` when visitors never see it. A translated field must be shown under its
 * own name: the Hindi is laid over the public answer by the draft's paths.
 */
type Shown<Draft, Public> = {
  readonly [Field in keyof Draft]-?:
    (Field extends keyof Public ? boolean : false) | Exclude<keyof Public & string, Field>;
};

/** A translation decision, `false` for a field visitors never see. */
type TranslatedIfShown<Draft, Public> = {
  readonly [Field in keyof Draft]-?: Field extends keyof Public ? Translated : false;
};

/**
 * A kind's declaration, checked against its schema's fields and its public shape: a draft field
 * without a form entry, a translation decision or a `shown` decision, an entry for a field the
 * draft does not have, or a field shown (or translated) that the public shape lacks, is a compile
 * error here. The public read (`apps/api/src/repositories/…`) returns the public shape, so a field
 * added to it is named there next, and in the draft preview (`preview-page.ts`).
 */
export const defineKind = <
  Schema extends z.ZodType<Record<string, unknown>, unknown>,
  Public extends z.ZodType<Record<string, unknown>, unknown>,
>(kind: {
  schema: Schema;
  /** The shape visitors read, as the public API answers it. */
  public: Public;
  shown: Shown<z.output<Schema>, z.output<Public>>;
  translated: TranslatedIfShown<z.output<Schema>, z.output<Public>>;
  form: { readonly [Field in keyof z.output<Schema>]-?: FieldEditing };
}): ContentKind<z.output<Schema>> & { schema: Schema; public: Public } =>
  kind as unknown as ContentKind<z.output<Schema>> & { schema: Schema; public: Public };

/** Image fields offer the media library's pictures as they are typed in (by description or file name). */
export const IMAGE_HINT =
  'Start typing to choose a picture from the media library, or give a path on this site (/api/media/…).';

/** What the API's HTML cleaner keeps of a rich text (`apps/api/src/content/markdown.ts`), and what it makes of the rest. */
export const RICH_TEXT_HINT =
  'Headings (h2, h3: an h1 becomes an h2, deeper ones an h3), paragraphs, lists, links (to this site, https, e-mail or phone: others become plain text), bold, italic, tables, and pictures from the media library with alt text. Anything else, scripts included, is removed when saved.';

/** A text that may name a company fact in braces. */
export const FACTS_HINT =
  'Name a company fact in braces to have it filled in, such as {branches}+ branches or since {branches_since}: a change of the company facts then reaches this text.';
