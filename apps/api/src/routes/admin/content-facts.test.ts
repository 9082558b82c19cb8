import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanySettings,
  type EditableItem,
  typedFacts,
  typedFactsByField,
} from '@harsh/contract';
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema.js';
import { SEED_DIR } from '../../db/seed-paths.js';
import { hashPassword } from '../../services/passwords.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';

/*
 * The company's claims are said once (issue 40): copy names a fact in braces, every public read
 * says it as the company facts have it now, and a text that types the figure is refused.
 */

const PASSWORD = 'a password for the facts tests';
let t: TestApi;
let cookie = '';

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
const item = async (kind: string, key: string, locale = 'en') =>
  (await as('GET', `/content/${kind}/${key}?locale=${locale}`)).json().data as EditableItem;
const read = async (url: string) => {
  const response = await t.app.inject({
    method: url.startsWith('/get/services') ? 'POST' : 'GET',
    url: `/api${url}`,
    ...(url.startsWith('/get/services') ? { payload: {} } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.stringify(response.json().data);
};

async function saveAndPublish(
  kind: string,
  key: string,
  data: Record<string, unknown>,
  locale = 'en',
) {
  const current = await item(kind, key, locale);
  const query = locale === 'en' ? '' : `?locale=${locale}`;
  const source = locale === 'en' ? {} : { source_revision: current.english!.revision };
  const saved = await as('POST', `/content/${kind}/${key}/revisions${query}`, {
    data,
    base_revision: current.latest_revision,
    ...source,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const published = await as('POST', `/content/${kind}/${key}/publish${query}`, {
    revision: saved.json().data.revision,
  });
  expect(published.statusCode, published.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  await createStaffUser(t.database.db, {
    email: 'publisher@harshlogistics.in',
    name: 'Publisher Person',
    role: 'publisher',
    passwordHash: await hashPassword(PASSWORD),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email: 'publisher@harshlogistics.in', password: PASSWORD },
  });
  cookie = String(response.headers['set-cookie']).split(';')[0]!;
});
afterAll(() => t.close());

describe('the seed states every claim through the company facts', () => {
  const facts = JSON.parse(
    readFileSync(join(SEED_DIR, 'settings.json'), 'utf8'),
  ) as CompanySettings;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)],
    );

  it('types no figure a fact holds, in any language', () => {
    const typed = files(SEED_DIR)
      .filter((file) => /\.(md|json)$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            typedFacts(line, facts).map(
              ({ typed }) => `${file.slice(SEED_DIR.length)}:${index + 1}: ${typed}`,
            ),
          ),
      );
    expect(typed).toEqual([]);
  });
});

describe('a facts publish reaches every text that states one', () => {
  it('says 300 branches and 450 vehicles wherever the copy names them, in English and Hindi, and nowhere the old figures', async () => {
    const settings = (await item('settings', 'company')).latest as {
      claims: Record<string, unknown>;
    };
    await saveAndPublish('settings', 'company', {
      ...settings,
      claims: { ...settings.claims, branches: 300, vehicles: 450 },
    });

    for (const locale of ['en', 'hi']) {
      const about = await read(`/get/single/pages/1?locale=${locale}`);
      const road = await read(`/get/services?locale=${locale}`);
      const fleets = await read(`/get/single/pages/3?locale=${locale}`);
      const home = await read(`/get/home/home?locale=${locale}`);
      for (const answer of [about, road, fleets, home]) {
        expect(answer).not.toMatch(/\b(295|400)\+|\{(branches|vehicles)\}/);
      }
      expect(about).toMatch(/300/);
      expect(about).toMatch(/450/);
      expect(road).toMatch(/450\+/);
      expect(fleets).toMatch(/450/);
    }
    expect(await read('/get/settings')).toMatch(/since 1996/);
  });
});

describe('a text that types a fact', () => {
  it('is refused on save with the field named and what to write instead, in English and in Hindi', async () => {
    const page = await item('pages', '1');
    const typed = await as('POST', '/content/pages/1/revisions', {
      data: { ...page.latest, meta_description: 'We run 300+ branches across India.' },
      base_revision: page.latest_revision,
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().data.meta_description).toEqual([
      '300 is a company fact: write {branches} instead, so that the page follows the company facts when they change.',
    ]);

    const hindi = await item('pages', '1', 'hi');
    const draft = {
      ...(hindi.latest as Record<string, unknown>),
      content: '<p>हमारी 300 से ज़्यादा शाखाएँ हैं।</p>',
    };
    const refused = await as('POST', '/content/pages/1/revisions?locale=hi', {
      data: draft,
      base_revision: hindi.latest_revision,
      source_revision: hindi.english!.revision,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().data)).toEqual(['content']);
  });

  it('does not hold up a change to another field of a page published with a figure typed (before the facts were named)', async () => {
    await t.database.db
      .update(pages)
      .set({ metaDescription: 'Awards won across our 295+ branches.' })
      .where(eq(pages.number, 16));
    const page = await item('pages', '16');
    expect(page.latest).toMatchObject({ meta_description: 'Awards won across our 295+ branches.' });
    const saved = await as('POST', '/content/pages/16/revisions', {
      data: { ...page.latest, title: 'Awards and recognition' },
      base_revision: page.latest_revision,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await as('POST', '/content/pages/16/publish', { revision: saved.json().data.revision }))
        .statusCode,
    ).toBe(200);
  });

  it('finds nothing to refuse in the copy as published', async () => {
    const facts = (await item('settings', 'company')).latest as unknown as CompanySettings;
    for (const [kind, key] of [
      ['pages', '1'],
      ['pages', '3'],
      ['services', '7'],
      ['home', 'home'],
    ] as const) {
      for (const locale of ['en', 'hi'])
        expect(
          typedFactsByField((await item(kind, key, locale)).latest, facts),
          `${kind} ${key} ${locale}`,
        ).toEqual({});
    }
  });
});
