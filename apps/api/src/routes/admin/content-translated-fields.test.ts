import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citySlug,
  CONTENT_KINDS,
  EDITABLE_KINDS,
  type EditableItem,
  type EditableKind,
  type EditableSummary,
  translatableTopFields,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { signedInStaff } from '../../test/staff.js';

/*
 * Every translated field of every kind survives a publish (issue 41): an item's Hindi, one word
 * put before each of its English words, saved and published, is read back in Hindi where the
 * site reads the kind (its public answer and the editing screen's live version), and the English
 * reads stay English. A field a kind's module marks as translated that the public read does not
 * lay the Hindi over fails here.
 */

const PASSWORD = 'a password for the translated fields';
const MARK = 'हि';

let t: TestApi;
let cookies: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher'], PASSWORD);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie: cookies[who]! },
    ...(payload ? { payload } : {}),
  });

const itemIn = async (kind: string, key: string, locale: string) => {
  const response = await as('editor', 'GET', `/content/${kind}/${key}?locale=${locale}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as EditableItem;
};

type Doc = Record<string, unknown>;
type Path = (string | number)[];

/** Every text of a document, by its path (`['slides', 0, 'title']`). */
function texts(value: unknown, path: Path = []): [Path, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((inner, index) => texts(inner, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, [...path, key]));
  return [];
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (inner, step) => (inner as Record<string | number, unknown> | undefined)?.[step],
    value,
  );

/** The words with the mark before each, inside a rich text's first tag. */
function marked(value: unknown): unknown {
  if (typeof value === 'string')
    return value.startsWith('<') ? value.replace('>', `>${MARK} `) : `${MARK} ${value}`;
  if (Array.isArray(value)) return value.map(marked);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)]));
  return value;
}

/** Where the site reads an item of each kind, in a language: its public answer's document. */
const PUBLIC_READS: Record<
  EditableKind,
  (key: string, live: Doc, locale: string) => Promise<unknown>
> = {
  pages: (key, _live, locale) => one(`/get/single/pages/${key}?locale=${locale}`),
  services: (key, _live, locale) => one(`/get/single/services/${key}?locale=${locale}`),
  posts: (_key, live, locale) => one(`/get/single/blogs/${String(live['slug'])}?locale=${locale}`),
  branches: (key, _live, locale) => byId(`/get/branches?locale=${locale}`, key),
  gallery: (key, _live, locale) => byId(`/get/gallery?locale=${locale}`, key, 'POST'),
  testimonials: (key, _live, locale) => byId(`/get/testimonials?locale=${locale}`, key),
  plans: (key, _live, locale) => byId(`/get/plans?locale=${locale}`, key),
  projects: (key, _live, locale) => byId(`/get/projects?locale=${locale}`, key),
  clients: (key, _live, locale) => byId(`/get/clients?locale=${locale}`, key),
  achievements: (key, _live, locale) => byId(`/get/achievements?locale=${locale}`, key),
  solutions: (key, _live, locale) => byId(`/get/solutions?locale=${locale}`, key),
  settings: (_key, _live, locale) => one(`/get/settings?locale=${locale}`),
  home: (key, _live, locale) => one(`/get/home/${key}?locale=${locale}`),
  texts: (key, _live, locale) => one(`/get/texts/${key}?locale=${locale}`),
  blocks: async (key, _live, locale) => ((await one(`/get/blocks?locale=${locale}`)) as Doc)[key],
};

async function one(url: string, method: 'GET' | 'POST' = 'GET'): Promise<unknown> {
  const response = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
}

async function byId(url: string, key: string, method: 'GET' | 'POST' = 'GET') {
  const data = (await one(url, method)) as { id: number }[] | { data: { id: number }[] };
  const list = Array.isArray(data) ? data : data.data;
  return list.find((entry) => String(entry.id) === key);
}

/** The keys of each kind's items, as the content list names them. */
async function keysByKind(): Promise<Map<EditableKind, string[]>> {
  const list = (await as('editor', 'GET', '/content')).json().data as EditableSummary[];
  const byKind = new Map<EditableKind, string[]>();
  for (const item of list) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.key]);
  return byKind;
}

/** The kind's first item with words in every field its kind translates, so that each one is tried. */
async function itemWithEveryField(kind: EditableKind) {
  for (const key of (await keysByKind()).get(kind) ?? []) {
    const item = await itemIn(kind, key, 'hi');
    const filled = new Set(texts(item.english!.data).map(([path]) => String(path[0])));
    if (translatableTopFields(kind).every((field) => filled.has(field))) return { key, item };
  }
  throw new Error(`No item of ${kind} has words in every translated field.`);
}

describe('every translated field of every kind', () => {
  it.each(EDITABLE_KINDS)(
    'of %s is read back in Hindi after a publish, and the English stays',
    async (kind) => {
      const { key, item: before } = await itemWithEveryField(kind);
      const english = before.english!.data;

      const saved = await as('editor', 'POST', `/content/${kind}/${key}/revisions?locale=hi`, {
        data: marked(english),
        base_revision: before.latest_revision,
        source_revision: before.english!.revision,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const published = await as('publisher', 'POST', `/content/${kind}/${key}/publish?locale=hi`, {
        revision: saved.json().data.revision,
      });
      expect(published.statusCode, published.body).toBe(200);

      const hindi = await itemIn(kind, key, 'hi');
      const live = (await itemIn(kind, key, 'en')).live!;
      const publicHindi = await PUBLIC_READS[kind](key, live, 'hi');
      const publicEnglish = await PUBLIC_READS[kind](key, live, 'en');
      for (const [path, words] of texts(english)) {
        const where = `${kind}/${key} ${path.join('.')}`;
        expect(String(at(hindi.live, path)), where).toContain(MARK);
        expect(String(at(publicHindi, path)), `${where} (public, Hindi)`).toContain(MARK);
        expect(at(live, path), `${where} (English)`).toBe(words);
        expect(String(at(publicEnglish, path)), `${where} (public, English)`).not.toContain(MARK);
      }
    },
  );
});

describe('every field a kind shows', () => {
  it.each(EDITABLE_KINDS)('of %s is in its public answer', async (kind) => {
    const key = (await keysByKind()).get(kind)![0]!;
    const live = (await itemIn(kind, key, 'en')).live!;
    // A branch's page reads it whole (`BranchDetail`); the directory's list, a part.
    const answer = (
      kind === 'branches'
        ? await one(`/get/branches/${citySlug(String(live['city']))}/${String(live['slug'])}`)
        : await PUBLIC_READS[kind](key, live, 'en')
    ) as Doc;
    const shown: Record<string, boolean | string> = CONTENT_KINDS[kind].shown;
    for (const [field, as] of Object.entries(shown)) {
      if (as === false) continue;
      const name = as === true ? field : as;
      expect(Object.keys(answer), `${kind}/${key}: ${field} shown as ${name}`).toContain(name);
    }
  });
});
