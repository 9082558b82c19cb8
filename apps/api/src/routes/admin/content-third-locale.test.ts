import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EditableSummary, LOCALE_CODES } from '@harsh/contract';
import { hashPassword } from '../../services/passwords.js';
import { createStaffUser } from '../../repositories/staff.js';
import { buildTestApi, type TestApi } from '../../test/api.js';
import { forgetTranslations } from '../../test/translations.js';

/*
 * "Ready for more" (issue 29): a third language is a setting and its translations, no code. This
 * file's setting (`locales.json`) has Gujarati besides Hindi; nothing else differs.
 */
vi.mock('../../../../../packages/contract/src/locales.json', () => ({
  default: [
    { code: 'en', tag: 'en-IN', name: 'English', englishName: 'English', script: 'latin' },
    { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi', script: 'devanagari' },
    { code: 'gu', tag: 'gu-IN', name: 'ગુજરાતી', englishName: 'Gujarati', script: 'latin' },
  ],
}));

const PASSWORD = 'a password for the third language';
let t: TestApi;
let cookie = '';

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  // Translating starts from English alone, not from the seed's Hindi.
  await forgetTranslations(t.database.db);
  await createStaffUser(t.database.db, {
    email: 'publisher@harshlogistics.in',
    name: 'Publisher',
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

describe('a third language made by a setting alone', () => {
  it('is drafted, published and read like Hindi, and counted in every item’s translations', async () => {
    expect(LOCALE_CODES).toEqual(['en', 'hi', 'gu']);
    const words = {
      title: 'અમારા વિશે',
      content: '<p>અમે માલ લઈ જઈએ છીએ.</p>',
      meta_title: 'અમારા વિશે',
      meta_description: 'ટ્રક અને રેલ.',
    };
    const saved = await as('POST', '/content/pages/1/revisions?locale=gu', {
      data: words,
      base_revision: 0,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(
      (await as('POST', '/content/pages/1/publish?locale=gu', { revision: 1 })).statusCode,
    ).toBe(200);
    const read = (
      await t.app.inject({ method: 'GET', url: '/api/get/single/pages/1?locale=gu' })
    ).json().data;
    expect(read).toMatchObject({
      title: 'અમારા વિશે',
      content_locale: 'gu',
      translated: ['en', 'gu'],
    });
    const hindi = (
      await t.app.inject({ method: 'GET', url: '/api/get/single/pages/1?locale=hi' })
    ).json().data;
    expect(hindi).toMatchObject({
      title: 'About Us',
      content_locale: 'en',
      translated: ['en', 'gu'],
    });
    const list = (await as('GET', '/content')).json().data as EditableSummary[];
    expect(list.find((entry) => entry.kind === 'pages' && entry.key === '1')!.translations).toEqual(
      {
        hi: { state: 'missing', draft_waiting: false, stale_fields: [] },
        gu: { state: 'current', draft_waiting: false, stale_fields: [] },
      },
    );
    const sitemap = (await t.app.inject({ method: 'GET', url: '/api/get/sitemap' })).json().data;
    expect(
      sitemap.pages.find((page: { number: number }) => page.number === 1).translations,
    ).toEqual({ gu: expect.any(String) });
  });
});
