import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EDITABLE_KINDS, type EditableKind } from '../content-editing-text.js';
import { HOME_PAGE_KEYS, HOME_PAGES, SECTIONS_WITH_CARDS } from '../site-texts.js';
import { translationDraftSchema } from '../translatable-fields.js';
import {
  CONTENT_KINDS,
  type ContentKind,
  DRAFT_SCHEMAS,
  formFields,
  TRANSLATABLE_FIELDS,
} from './index.js';

/*
 * Each kind declares every draft field once (issue 41): the compiler asks its module for a form
 * entry and a translation decision of each; these check what the types cannot see, the fields
 * inside a group (`claims.vehicles`) and the paths a translation names.
 */

/** The schema inside optionals, nullables and defaults: the object a group's fields are checked as. */
function inner(schema: z.ZodType): z.ZodType {
  let at = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodNullable || at instanceof z.ZodDefault)
    at = at.unwrap() as z.ZodType;
  return at;
}

const fieldsOfDraft = (kind: EditableKind): string[] =>
  Object.keys((DRAFT_SCHEMAS[kind] as z.ZodObject).shape);

const declared = (kind: EditableKind): ContentKind => CONTENT_KINDS[kind];

/** The keys of the items whose form each kind's test reads (a home page's form is its own). */
const keysOf = (kind: EditableKind): string[] => (kind === 'home' ? HOME_PAGE_KEYS : ['1']);

describe.each(EDITABLE_KINDS)('the %s kind', (kind) => {
  it('has its draft schema in the registry', () => {
    expect(DRAFT_SCHEMAS[kind]).toBe(CONTENT_KINDS[kind].schema);
  });

  it('decides for every draft field whether it is translated, and of no other', () => {
    expect(Object.keys(declared(kind).translated).sort()).toEqual(fieldsOfDraft(kind).sort());
  });

  it('says how every draft field is edited, and no other', () => {
    expect(Object.keys(declared(kind).form).sort()).toEqual(fieldsOfDraft(kind).sort());
  });

  it('has a form field for every field of a group, named by its path', () => {
    const shape = (DRAFT_SCHEMAS[kind] as z.ZodObject).shape as Record<string, z.ZodType>;
    for (const [field, editing] of Object.entries(declared(kind).form)) {
      if (!('fields' in editing)) continue;
      const group = inner(shape[field]!) as z.ZodObject;
      expect(editing.fields.map((spec) => spec.name).sort(), field).toEqual(
        Object.keys(group.shape)
          .map((name) => `${field}.${name}`)
          .sort(),
      );
    }
  });

  it('names each form field once', () => {
    for (const key of keysOf(kind)) {
      const names = formFields(kind, key).map((spec) => spec.name);
      expect(new Set(names).size, key).toBe(names.length);
    }
  });

  it('translates paths under the field that declares them, each one a place the draft has', () => {
    for (const [field, translated] of Object.entries(declared(kind).translated)) {
      if (typeof translated === 'boolean') continue;
      expect(translated.length, field).toBeGreaterThan(0);
      for (const path of translated) expect(path.split(/[.[]/)[0], path).toBe(field);
    }
    // The translation's check is made from the paths: one that names no place fails to build.
    expect(() => translationDraftSchema(kind)).not.toThrow();
    expect(TRANSLATABLE_FIELDS[kind].length).toBeGreaterThan(0);
  });
});

describe('a home page’s form', () => {
  it.each(HOME_PAGE_KEYS)(
    '%s has the heading of each block its page shows, and their cards',
    (key) => {
      const names = formFields('home', key).map((spec) => spec.name);
      for (const section of HOME_PAGES[key].sections) {
        expect(names).toContain(`sections.${section}.title`);
        expect(names.includes(`sections.${section}.cards`)).toBe(
          SECTIONS_WITH_CARDS.includes(section),
        );
      }
    },
  );
});
