import type { z } from 'zod';
import type { EditableKind } from '../content-editing-text.js';
import { ACHIEVEMENTS_KIND } from './achievements.js';
import { BLOCKS_KIND } from './blocks.js';
import { BRANCHES_KIND } from './branches.js';
import { CLIENTS_KIND } from './clients.js';
import { GALLERY_KIND } from './gallery.js';
import { HOME_KIND } from './home.js';
import type { ContentKind, FieldEditing, FieldSpec, Translated } from './kind.js';
import { PAGES_KIND } from './pages.js';
import { PLANS_KIND } from './plans.js';
import { POSTS_KIND } from './posts.js';
import { PROJECTS_KIND } from './projects.js';
import { SERVICES_KIND } from './services.js';
import { SETTINGS_KIND } from './settings.js';
import { SOLUTIONS_KIND } from './solutions.js';
import { TESTIMONIALS_KIND } from './testimonials.js';
import { TEXTS_KIND } from './texts.js';

export type { ContentKind, FieldEditing, FieldSpec, Translated } from './kind.js';
export { OUTSIDE_PICTURE_MESSAGE } from './rules.js';
export * from './achievements.js';
export * from './blocks.js';
export * from './branches.js';
export * from './clients.js';
export * from './gallery.js';
export * from './home.js';
export * from './pages.js';
export * from './plans.js';
export * from './posts.js';
export * from './projects.js';
export * from './services.js';
export * from './settings.js';
export * from './solutions.js';
export * from './testimonials.js';
export * from './texts.js';

/*
 * Every content kind's declaration, by kind (issue 41). Each registry below is made from these:
 * a kind's draft, translation and form are declared once, in its module.
 */
export const CONTENT_KINDS = {
  pages: PAGES_KIND,
  services: SERVICES_KIND,
  posts: POSTS_KIND,
  branches: BRANCHES_KIND,
  gallery: GALLERY_KIND,
  testimonials: TESTIMONIALS_KIND,
  plans: PLANS_KIND,
  projects: PROJECTS_KIND,
  clients: CLIENTS_KIND,
  achievements: ACHIEVEMENTS_KIND,
  solutions: SOLUTIONS_KIND,
  settings: SETTINGS_KIND,
  home: HOME_KIND,
  texts: TEXTS_KIND,
  blocks: BLOCKS_KIND,
} as const satisfies { [Kind in EditableKind]: ContentKind };

/** A kind's draft, as its schema gives it (`ContentDraft<'services'>`). */
export type ContentDraft<Kind extends EditableKind> = z.output<
  (typeof CONTENT_KINDS)[Kind]['schema']
>;

const kinds = Object.entries(CONTENT_KINDS) as [EditableKind, ContentKind][];
const byKind = <T>(of: (kind: ContentKind) => T) =>
  Object.fromEntries(kinds.map(([kind, declared]) => [kind, of(declared)])) as Record<
    EditableKind,
    T
  >;

/**
 * Each kind's draft as the API checks it before its own steps (sanitising, outside pictures): the
 * editing forms read from it which fields may not be left empty.
 */
export const DRAFT_SCHEMAS: Record<EditableKind, z.ZodType> = byKind((kind) => kind.schema);

/** A field's translated paths: the field itself, none, or the paths under it. */
const translatedPaths = (field: string, translated: Translated): readonly string[] =>
  translated === true ? [field] : translated === false ? [] : translated;

/*
 * Content in more than one language (issue 29, decision 044). A translation holds only the words
 * of an item: the fields below, by path. `slides[].title` is the title of every slide, in the
 * English order; `sections.*.title` the title of every section the English has. Slugs, pictures,
 * numbers and choices are never translated, so addresses and pictures stay those of the English.
 */
export const TRANSLATABLE_FIELDS: Record<EditableKind, readonly string[]> = byKind((kind) =>
  Object.entries(kind.translated).flatMap(([field, translated]) =>
    translatedPaths(field, translated),
  ),
);

/** The form fields of one draft field's entry, for the item `key`. */
const formFieldsOf = (field: string, editing: FieldEditing, key: string): readonly FieldSpec[] =>
  'fields' in editing
    ? editing.fields
    : 'fieldsOf' in editing
      ? editing.fieldsOf(key)
      : 'ownRows' in editing
        ? []
        : [{ name: field, ...editing }];

/** The fields of an item's editing form, in order: its kind's (a home page's own blocks among them). */
export function formFields(kind: EditableKind, key: string): FieldSpec[] {
  return Object.entries((CONTENT_KINDS[kind] as ContentKind).form).flatMap(([field, editing]) => [
    ...formFieldsOf(field, editing, key),
  ]);
}

/** The fields of a kind's form that every item has (a home page's blocks left out). */
export function kindFormFields(kind: EditableKind): FieldSpec[] {
  return Object.entries((CONTENT_KINDS[kind] as ContentKind).form).flatMap(([field, editing]) =>
    'fieldsOf' in editing ? [] : [...formFieldsOf(field, editing, '')],
  );
}

/** The fields (by path: `claims.vehicles`) a draft of `kind` is refused for when they are empty (`empty`: such a draft). */
export function requiredDraftFields(
  kind: EditableKind,
  empty: Record<string, unknown>,
): Set<string> {
  const checked = DRAFT_SCHEMAS[kind].safeParse(empty);
  return new Set(checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.')));
}
