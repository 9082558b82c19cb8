import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../../../../api/src/db/schema.js';
import { buildTestApi, type TestApi } from '../../../../../api/src/test/api.js';
import { signedInStaff } from '../../../../../api/src/test/staff.js';
import { staffScreenContext } from '../_shared/staff-screen-context.test-helper';
import { loader, PICTURES_PER_PAGE } from './list';

/*
 * The media library sends the page only a page of pictures (issue 42 §6): with a thousand, its
 * page was 1,370 KB. Searched by file name or description, the newest first.
 */

const PASSWORD = 'a password for the media library list';
const PICTURES = PICTURES_PER_PAGE + 5;
let t: TestApi;
let cookie = '';
const context = staffScreenContext(() => t);

const library = (query = '') =>
  loader({
    request: new Request(`http://localhost:3000/admin/media${query}`, { headers: { cookie } }),
    context,
    params: {},
  } as never);

beforeAll(async () => {
  t = await buildTestApi();
  cookie = (await signedInStaff(t.app, t.database.db, ['editor'], PASSWORD))['editor']!;
  // Rows as an upload leaves them; their files are not needed to list them.
  await t.database.db.insert(media).values(
    Array.from({ length: PICTURES }, (_, n) => ({
      hash: n.toString(16).padStart(16, '0'),
      fileName: `depot-${n}.jpg`,
      sourceFormat: 'jpeg',
      width: 960,
      height: 640,
      alt: n === 7 ? 'A reefer truck at the Surat cold store' : `Depot number ${n}`,
    })),
  );
});
afterAll(() => t.close());

describe('the media library', () => {
  it('shows a page of pictures, the newest first, and the next page the rest', async () => {
    const first = await library();
    expect(first.total).toBe(PICTURES);
    expect(first.pages).toBe(2);
    expect(first.items).toHaveLength(PICTURES_PER_PAGE);
    expect(first.items[0]!.file_name).toBe(`depot-${PICTURES - 1}.jpg`);
    const second = await library('?page=2');
    expect(second.items.map((item) => item.file_name)).toEqual(
      Array.from({ length: PICTURES - PICTURES_PER_PAGE }, (_, n) => `depot-${4 - n}.jpg`),
    );
    // Past the last page: the last.
    expect((await library('?page=9')).page).toBe(2);
  });

  it('finds pictures by words of their file name or description, and says what is wrong with a bad page', async () => {
    const found = await library('?q=reefer+surat');
    expect(found.items.map((item) => item.file_name)).toEqual(['depot-7.jpg']);
    expect(found.matching).toBe(1);
    const bad = await library('?page=0');
    expect(bad.errors).toEqual({ page: 'Use a page number.' });
    expect(bad.items).toHaveLength(PICTURES_PER_PAGE);
  });
});
