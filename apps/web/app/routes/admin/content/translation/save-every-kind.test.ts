import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  type EditableItem,
  type EditableSummary,
  translatableTopFields,
} from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../../../../../api/src/test/api.js';
import { signedInStaff } from '../../../../../../api/src/test/staff.js';
import { staffScreenContext } from '../../_shared/staff-screen-context.test-helper';
import { translationFormStart } from './rows';
import { action, loader } from './route';

/*
 * Every kind with a Hindi side saves from its translation screen (issue 40): the screen's loader
 * and action on the real API in this process, the form posted as the screen sends it when opened
 * (`translationFormStart`, which the form renders from): saved unchanged, saved changed, published.
 * The home pages' Hindi was refused with "Please correct the highlighted fields." and nothing
 * highlighted: their blocks without cards posted no cards, which the translation's check required.
 */

const PASSWORD = 'a password for the translation screens';
let t: TestApi;
let cookies: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookies = await signedInStaff(t.app, t.database.db, ['editor', 'publisher'], PASSWORD);
});
afterAll(() => t.close());

const context = staffScreenContext(() => t);

const screen = (item: { kind: string; key: string }) =>
  `http://localhost:3000/admin/content/${item.kind}/${item.key}/hi`;
const params = (item: { kind: string; key: string }) => ({
  kind: item.kind,
  key: item.key,
  locale: 'hi',
});

async function open(who: string, item: { kind: string; key: string }): Promise<EditableItem> {
  const request = new Request(screen(item), { headers: { cookie: cookies[who]! } });
  return (await loader({ request, context, params: params(item) } as never)).item;
}

async function post(
  who: string,
  item: { kind: string; key: string },
  fields: Record<string, string>,
) {
  const request = new Request(screen(item), {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { cookie: cookies[who]! },
  });
  const answer = (await action({ request, context, params: params(item) } as never)) as unknown as {
    data: { ok: boolean; message: string; errors: Record<string, string[]> };
    init: { status: number };
  };
  return { status: answer.init.status, ...answer.data };
}

/** One item of each kind that has a Hindi side, as the content list names them. */
async function oneOfEachKind(): Promise<EditableSummary[]> {
  const list = (
    await t.app.inject({
      method: 'GET',
      url: '/api/admin/content',
      headers: { cookie: cookies['editor']! },
    })
  ).json().data as EditableSummary[];
  const byKind = new Map<string, EditableSummary>();
  for (const item of list)
    if (item.translations['hi'] && !byKind.has(item.kind)) byKind.set(item.kind, item);
  return [...byKind.values()];
}

describe('a Hindi translation screen of every kind', () => {
  it('has items of every translatable kind to try', async () => {
    const kinds = (await oneOfEachKind()).map((item) => item.kind).sort();
    expect(kinds).toEqual(
      [
        'achievements',
        'blocks',
        'branches',
        'clients',
        'gallery',
        'home',
        'pages',
        'plans',
        'posts',
        'projects',
        'services',
        'settings',
        'solutions',
        'testimonials',
        'texts',
      ].filter((kind) => translatableTopFields(kind as never).length > 0),
    );
  });

  it('saves unchanged and changed, and publishes, each home page', async () => {
    for (const key of ['home', 'index2', 'index3', 'index4'])
      await saveChangeAndPublish({ kind: 'home', key });
  });

  it('saves unchanged and changed, and publishes, one item of each kind', async () => {
    for (const item of await oneOfEachKind()) await saveChangeAndPublish(item);
  });
});

async function saveChangeAndPublish(item: { kind: string; key: string }) {
  const what = `${item.kind}/${item.key}`;
  let shown = await open('editor', item);
  let { rows, fields } = translationFormStart(shown);
  expect(rows.length, what).toBeGreaterThan(0);
  if (shown.latest_revision === 0) {
    // Not translated yet: the translator's first draft (the English words, as a start).
    for (const row of rows) fields[row.name] = row.english;
    const first = await post('editor', item, fields);
    expect(first, `${what} ${first.message}`).toMatchObject({ ok: true, status: 200, errors: {} });
    shown = await open('editor', item);
    ({ rows, fields } = translationFormStart(shown));
  }

  // Sent as it opens: nothing changed, and the answer says so, refusing no field.
  const unchanged = await post('editor', item, fields);
  expect(unchanged, what).toMatchObject({
    ok: false,
    status: 422,
    message: CONTENT_MESSAGES.unchanged,
    errors: { _: [CONTENT_MESSAGES.unchanged] },
  });

  // One line changed.
  const row = rows.find(
    (candidate) => !candidate.spec.richText && fields[candidate.name]!.trim() !== '',
  )!;
  fields[row.name] = `${fields[row.name]!.trimEnd()}।`;
  const changed = await post('editor', item, fields);
  expect(changed, `${what} ${row.name}: ${changed.message}`).toMatchObject({
    ok: true,
    status: 200,
    errors: {},
  });
  shown = await open('publisher', item);
  expect(translationFormStart(shown).fields[row.name], what).toBe(fields[row.name]);

  const published = await post('publisher', item, {
    intent: 'publish',
    revision: String(shown.latest_revision),
    at: '',
    until: '',
  });
  expect(published, `${what}: ${published.message}`).toMatchObject({ ok: true, status: 200 });
  expect((await open('publisher', item)).live_revision, what).toBe(shown.latest_revision);
}
