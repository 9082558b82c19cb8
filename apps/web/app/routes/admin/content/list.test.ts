import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentCreated } from '@harsh/contract';
import { buildTestApi, type TestApi } from '../../../../../api/src/test/api.js';
import { signedInStaff } from '../../../../../api/src/test/staff.js';
import { staffScreenContext } from '../_shared/staff-screen-context.test-helper';
import { loader, PER_KIND_PAGE, SHOWN_PER_KIND } from './list';

/*
 * The content list sends the page only what it shows (issue 42 §6): the first of each kind, and
 * a kind's own list a page at a time, so that it stays small with hundreds of branches.
 */

const PASSWORD = 'a password for the content list';
let t: TestApi;
let cookie = '';
const context = staffScreenContext(() => t);

const list = async (query = '') => {
  const request = new Request(`http://localhost:3000/admin/content${query}`, {
    headers: { cookie },
  });
  return loader({ request, context, params: {} } as never);
};

beforeAll(async () => {
  t = await buildTestApi({ rateLimits: { windowMs: 60_000, submissions: 1_000, requests: 1_000 } });
  cookie = (await signedInStaff(t.app, t.database.db, ['editor'], PASSWORD))['editor']!;
  // More branches than the whole list shows of a kind: the seed's and new drafts.
  const seeded = (await list()).groups.find((group) => group.kind === 'branches')!.count;
  for (let n = seeded; n <= SHOWN_PER_KIND; n++) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/branches',
      headers: { cookie },
      payload: {
        data: {
          location_name: `Test Depot ${n}`,
          address: `Shed ${n}, Ring Road`,
          city: 'Surat',
          state: 'Gujarat',
          slug: `test-depot-${n}`,
          pin_code: '395003',
          phone_no: '+91 261 400 0000',
          email: 'surat@harshlogistics.in',
          opening_hours: 'Mo-Sa 09:00-19:00',
          services: '',
          latitude: '',
          longitude: '',
        },
        note: 'A branch for the list test',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json().data as ContentCreated).key).toBeTruthy();
  }
});
afterAll(() => t.close());

describe('the content list', () => {
  it('shows the first of a large kind, with a link to the rest, and the small kinds whole', async () => {
    const whole = await list();
    const branches = whole.groups.find((group) => group.kind === 'branches')!;
    expect(branches.count).toBe(SHOWN_PER_KIND + 1);
    expect(branches.items).toHaveLength(SHOWN_PER_KIND);
    const services = whole.groups.find((group) => group.kind === 'services')!;
    expect(services.items).toHaveLength(services.count);
    expect(whole.settings).toHaveLength(1);
    expect(whole.total).toBeGreaterThan(SHOWN_PER_KIND + 1);
  });

  it('shows one kind alone, a page at a time, and words narrow it', async () => {
    const branches = await list('?kind=branches');
    expect(branches.groups.map((group) => group.kind)).toEqual(['branches']);
    expect(branches.groups[0]!.items).toHaveLength(Math.min(PER_KIND_PAGE, SHOWN_PER_KIND + 1));
    expect(branches.settings).toEqual([]);
    const beyond = await list('?kind=branches&page=2');
    expect(beyond.groups[0]!.items).toHaveLength(Math.max(0, SHOWN_PER_KIND + 1 - PER_KIND_PAGE));
    const found = await list('?kind=branches&q=test+depot+50');
    expect(found.groups[0]!.items.map((item) => item.title)).toEqual(['Test Depot 50, Surat']);
  });

  it('says what is wrong with a kind or a page it does not know, and narrows by neither', async () => {
    const wrong = await list('?kind=settings&page=0');
    expect(wrong.errors).toMatchObject({
      kind: 'Choose a kind of content from the list.',
      page: 'Use a page number.',
    });
    expect(wrong.kind).toBeNull();
    expect(wrong.groups.length).toBeGreaterThan(1);
  });
});
