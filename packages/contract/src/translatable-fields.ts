import { z } from 'zod';
import { DRAFT_SCHEMAS, TRANSLATABLE_FIELDS } from './kinds/index.js';
import type { EditableKind } from './content-editing-text.js';
import { DEFAULT_LOCALE, LOCALE_CODES } from './locales.js';

/** The locales content may be translated into: every one but English, as the setting lists them. */
export const translationLocales = (): string[] =>
  LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE.code);

/**
 * A locale as a query names it (`?locale=hi`), checked against the setting when the request is
 * read (not when this module loads), defaulting to English.
 */
export const LocaleQuerySchema = z.object({
  locale: z
    .string()
    .refine((code) => LOCALE_CODES.includes(code), { error: 'Choose one of the site’s languages.' })
    .default(DEFAULT_LOCALE.code),
});
export type LocaleQuery = z.infer<typeof LocaleQuerySchema>;

/** The top-level fields a kind translates (`slides`, `sections`, `claims`): what staleness is told by. */
export function translatableTopFields(kind: EditableKind): string[] {
  return [...new Set(TRANSLATABLE_FIELDS[kind].map((path) => path.split(/[.[]/)[0]!))];
}

type Doc = Record<string, unknown>;
const isRecord = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path's steps: `sections.*.cards[].title` is `sections`, `*`, `cards`, `[]`, `title`. */
const stepsOf = (path: string): string[] =>
  path.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : [part]));

/** The value at `steps` of `source`, copied into `target` with the same nesting (text leaves only). */
function project(source: unknown, steps: string[], target: unknown): unknown {
  if (steps.length === 0) return typeof source === 'string' ? source : undefined;
  const [step, ...rest] = steps;
  if (step === '[]') {
    if (!Array.isArray(source)) return target;
    const out = Array.isArray(target) ? target : [];
    source.forEach((inner, index) => {
      const value = project(inner, rest, out[index]);
      out[index] = value ?? (rest.length > 0 ? (out[index] ?? {}) : undefined);
    });
    return out;
  }
  if (!isRecord(source)) return target;
  const out: Doc = isRecord(target) ? target : {};
  const keys = step === '*' ? Object.keys(source) : [step!];
  for (const key of keys) {
    if (!(key in source)) continue;
    const value = project(source[key], rest, out[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The words of an English document: its translatable fields, with the same nesting, arrays in its order. */
export function projectTranslatable(kind: EditableKind, english: Doc): Doc {
  let projected: Doc = {};
  for (const path of TRANSLATABLE_FIELDS[kind])
    projected = project(english, stepsOf(path), projected) as Doc;
  return projected;
}

/** `translation`'s leaf at `steps` laid over `english` (changed in place); nothing where the English has no such place. */
function overlay(english: unknown, translation: unknown, steps: string[]): unknown {
  if (steps.length === 0)
    return typeof translation === 'string' && typeof english === 'string' ? translation : english;
  const [step, ...rest] = steps;
  if (step === '[]') {
    if (!Array.isArray(english) || !Array.isArray(translation)) return english;
    return english.map((inner, index) =>
      index < translation.length ? overlay(inner, translation[index], rest) : inner,
    );
  }
  if (!isRecord(english) || !isRecord(translation)) return english;
  const out: Doc = { ...english };
  const keys = step === '*' ? Object.keys(english) : [step!];
  for (const key of keys) {
    if (key in english && key in translation)
      out[key] = overlay(english[key], translation[key], rest);
  }
  return out;
}

/**
 * The English document with each of the translation's words laid over it. A place the English no
 * longer has (a fourth slide of three, a section taken out) is dropped; what the translation
 * leaves out stays English.
 */
export function overlayTranslation<T extends Doc>(
  kind: EditableKind,
  english: T,
  translation: Doc,
): T {
  let out: unknown = english;
  for (const path of TRANSLATABLE_FIELDS[kind]) out = overlay(out, translation, stepsOf(path));
  return out as T;
}

/** The schema inside defaults, optionals and preprocessing: what a value is finally checked as. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  if (
    def.type === 'default' ||
    def.type === 'optional' ||
    def.type === 'nullable' ||
    def.type === 'prefault'
  )
    return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') {
    const input = def.in as z.ZodType;
    return unwrap(
      (input as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'transform'
        ? (def.out as z.ZodType)
        : input,
    );
  }
  return schema;
}

/**
 * The part of `schema` that checks the fields `paths` (as steps) name, with their own rules. A
 * list or map the English may leave out (with a default: a home block without cards) may be left
 * out of the translation too, as an empty one may (issue 40: the form of a block without cards
 * posts none); a group of words (the grievance officer's) is required as the English's is.
 */
function pickSchema(schema: z.ZodType, paths: string[][]): z.ZodType {
  const inner = unwrap(schema);
  if (
    paths.some((steps) => steps.length === 0) ||
    paths.every((steps) => steps.length === 1 && steps[0] === '[]')
  )
    return schema;
  const picked = pickInner(inner, paths);
  const many = paths[0]![0] === '[]' || paths[0]![0] === '*';
  return many && inner !== schema && schema.safeParse(undefined).success
    ? picked.optional()
    : picked;
}

/** `pickSchema` of a list, map or group as it is finally checked (`inner`, without its wrappers). */
function pickInner(inner: z.ZodType, paths: string[][]): z.ZodType {
  const [first] = paths[0]!;
  if (first === '[]')
    return z.array(
      pickSchema(
        (inner as z.ZodArray).element as z.ZodType,
        paths.map((steps) => steps.slice(1)),
      ),
    );
  if (first === '*') {
    const record = inner as z.ZodRecord;
    return z.partialRecord(
      record.keyType as z.ZodEnum,
      pickSchema(
        record.valueType as z.ZodType,
        paths.map((steps) => steps.slice(1)),
      ),
    );
  }
  const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>;
  const byField = new Map<string, string[][]>();
  for (const [field, ...rest] of paths) byField.set(field!, [...(byField.get(field!) ?? []), rest]);
  return z.object(
    Object.fromEntries(
      [...byField].map(([field, rest]) => [field, pickSchema(shape[field]!, rest)]),
    ),
  );
}

const translationSchemas = new Map<EditableKind, z.ZodType>();

/**
 * A translation's draft checked as the English one is for the same fields: the same lengths, the
 * same fields required, the same company-fact tokens (`{company}`). Nested lists carry the
 * English's items' words only; their number is the English's, not checked here.
 */
export function translationDraftSchema(kind: EditableKind): z.ZodType<Doc> {
  let schema = translationSchemas.get(kind);
  if (!schema) {
    schema = pickSchema(DRAFT_SCHEMAS[kind], TRANSLATABLE_FIELDS[kind].map(stepsOf));
    translationSchemas.set(kind, schema);
  }
  return schema as z.ZodType<Doc>;
}
