import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.js';
import { forgetTranslations } from '../test/translations.js';
import { type DatabaseHandle, rowsOf } from './client.js';
import { SEED_DIR } from './seed-paths.js';
import { seedIfEmpty } from './seed.js';
import { seedTranslationsOnce } from './seed-translations.js';

/*
 * The seed's translations (`seed/<code>/…`, decision 044), from a fixture directory made here:
 * the real Hindi seed is written by others, and loads through the same function at start-up.
 */

let database: DatabaseHandle;
let dir: string;

async function fixture(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'seed-translations-'));
  await mkdir(join(root, 'pages'), { recursive: true });
  await copyFile(join(SEED_DIR, 'pages', '01-about-us.md'), join(root, 'pages', '01-about-us.md'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await fixture({
    'hi/pages/01-about-us.md':
      '---\ntitle: हमारे बारे में\nmeta_title: हमारे बारे में | {company}\nmeta_description: सड़क, रेल और हवाई माल।\n---\nहम **तीस साल** से माल ले जाते हैं।\n<script>x()</script>\n',
    'hi/site-texts.json': JSON.stringify({
      blocks: { 'footer-booking': { heading: 'हमारे साथ भेजें', text: 'पिकअप बुक करें।' } },
      texts: {
        services: {
          meta_title: 'हमारी सेवाएँ | {company}',
          meta_description: 'सेवाएँ',
          heading: 'हमारी सेवाएँ',
          lead: '',
        },
      },
    }),
    'hi/settings.json': JSON.stringify({
      tagline: 'भरोसे के साथ',
      address: 'पता',
      head_office_city: 'अहमदाबाद',
      claims: { support: '24x7' },
      grievance_officer: { designation: 'शिकायत अधिकारी', address: 'पता' },
    }),
    'hi/branches.json': JSON.stringify({
      'AHMEDABAD/narol-hub': {
        location_name: 'अहमदाबाद नारोल हब',
        address: 'नारोल सर्कल के पास, नारोल',
      },
    }),
  });
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seed translations (seedTranslationsOnce)', () => {
  it('gives a new database every Hindi file of the seed, published', async () => {
    const seeded = await rowsOf<{ kind: string; count: number }>(
      database.db,
      sql`select kind, count(*)::int as count from content_translations where locale = 'hi' group by kind order by kind`,
    );
    const counts = Object.fromEntries(seeded.map((row) => [row.kind, row.count]));
    const files = async (dir: string) =>
      (await readdir(join(SEED_DIR, 'hi', dir))).filter((name) => name.endsWith('.md')).length;
    const texts = JSON.parse(
      await readFile(join(SEED_DIR, 'hi', 'site-texts.json'), 'utf8'),
    ) as Record<string, object>;
    const branches = JSON.parse(
      await readFile(join(SEED_DIR, 'hi', 'branches.json'), 'utf8'),
    ) as Record<string, object>;
    // The home pages' lists (issue 40): their entries by number.
    const lists = JSON.parse(await readFile(join(SEED_DIR, 'hi', 'lists.json'), 'utf8')) as Record<
      string,
      object
    >;
    expect(Object.keys(lists).sort()).toEqual([
      'achievements',
      'clients',
      'gallery',
      'plans',
      'projects',
      'solutions',
      'testimonials',
    ]);
    expect(counts).toEqual({
      ...Object.fromEntries(
        Object.entries(lists).map(([kind, entries]) => [kind, Object.keys(entries).length]),
      ),
      blocks: Object.keys(texts['blocks']!).length,
      branches: Object.keys(branches).length,
      home: Object.keys(texts['home']!).length,
      pages: await files('pages'),
      services: await files('services'),
      settings: 1,
      texts: Object.keys(texts['texts']!).length,
    });
  });

  it('loads each file as a published revision 1 and its live row, made from the seeded English, once', async () => {
    await forgetTranslations(database.db);
    expect(await seedTranslationsOnce(database.db, dir)).toEqual(['hi']);
    const rows = await rowsOf<{
      kind: string;
      item_key: string;
      latest_revision: number;
      live_revision: number;
    }>(
      database.db,
      sql`select kind, item_key, latest_revision, live_revision from content_items where locale = 'hi' order by kind, item_key`,
    );
    const [narol] = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from branches where city = 'AHMEDABAD' and slug = 'narol-hub'`,
    );
    expect(rows).toEqual([
      { kind: 'blocks', item_key: 'footer-booking', latest_revision: 1, live_revision: 1 },
      { kind: 'branches', item_key: String(narol!.id), latest_revision: 1, live_revision: 1 },
      { kind: 'pages', item_key: '1', latest_revision: 1, live_revision: 1 },
      { kind: 'settings', item_key: 'company', latest_revision: 1, live_revision: 1 },
      { kind: 'texts', item_key: 'services', latest_revision: 1, live_revision: 1 },
    ]);
    const [page] = await rowsOf<{
      data: { title: string; content: string };
      source: { fields: Record<string, string> };
      search_text: string;
    }>(
      database.db,
      sql`select data, source, search_text from content_translations where kind = 'pages' and item_key = '1' and locale = 'hi'`,
    );
    expect(page!.data.title).toBe('हमारे बारे में');
    expect(page!.data.content).toContain('<strong>तीस साल</strong>');
    expect(page!.data.content).not.toContain('script');
    expect(Object.keys(page!.source.fields).sort()).toEqual([
      'content',
      'meta_description',
      'meta_title',
      'title',
    ]);
    expect(page!.search_text).toContain('हम तीस साल से');
    // Once: a second start loads nothing again.
    expect(await seedTranslationsOnce(database.db, dir)).toEqual([]);
  });

  it('gives a database seeded before branches were translated the branches alone', async () => {
    await forgetTranslations(database.db);
    // The first Hindi seed's one marker, as a database made then has it; its site texts' revisions, as it had them.
    await rowsOf(
      database.db,
      sql`insert into settings (key, value) values ('seeded:translations:hi', '{"items": 3}'::jsonb)`,
    );
    await rowsOf(
      database.db,
      sql`insert into content_revisions (kind, item_key, locale, number, data, note) values ('blocks', 'footer-booking', 'hi', 1, '{}'::jsonb, 'Seed translation'), ('texts', 'services', 'hi', 1, '{}'::jsonb, 'Seed translation')`,
    );
    expect(await seedTranslationsOnce(database.db, dir)).toEqual(['hi']);
    const kinds = await rowsOf<{ kind: string }>(
      database.db,
      sql`select kind from content_items where locale = 'hi' order by kind`,
    );
    expect(kinds.map((row) => row.kind)).toEqual(['branches']);
    expect(await seedTranslationsOnce(database.db, dir)).toEqual([]);
  });

  it("gives a site text that never had words in a language the seed's at the next start, once: a block a release adds, or words added to an older one", async () => {
    await forgetTranslations(database.db);
    // A database whose kinds were all loaded before the fraud warning existed (and before its Hindi words).
    const kinds = [
      'pages',
      'services',
      'home',
      'texts',
      'blocks',
      'settings',
      'branches',
      'gallery',
      'testimonials',
      'plans',
      'projects',
      'clients',
      'achievements',
      'solutions',
    ];
    for (const kind of kinds)
      await rowsOf(
        database.db,
        sql`insert into settings (key, value) values (${`seeded:translations:hi:${kind}`}, '{}'::jsonb)`,
      );
    await rowsOf(
      database.db,
      sql`delete from site_texts where kind = 'blocks' and key = 'fraud-warning'`,
    );

    expect(await seedIfEmpty(database.db)).toBe(false);
    const seed = JSON.parse(
      await readFile(join(SEED_DIR, 'hi', 'site-texts.json'), 'utf8'),
    ) as Record<'home' | 'texts' | 'blocks', Record<string, { heading?: string }>>;
    const siteTexts = (['blocks', 'home', 'texts'] as const)
      .flatMap((kind) => Object.keys(seed[kind]).map((key) => `${kind}/${key}`))
      .sort();
    const hindi = async () =>
      (
        await rowsOf<{ name: string }>(
          database.db,
          sql`select kind || '/' || item_key as name from content_translations where locale = 'hi' order by 1`,
        )
      ).map((row) => row.name);
    // Every site text (none had Hindi words here), and nothing of the kinds loaded before.
    expect(await hindi()).toEqual(siteTexts);
    const [warning] = await rowsOf<{ heading: string }>(
      database.db,
      sql`select data ->> 'heading' as heading from content_translations where locale = 'hi' and item_key = 'fraud-warning'`,
    );
    expect(warning!.heading).toBe(seed.blocks['fraud-warning']!.heading);

    // Its words taken off the site (its revisions stay, as they always do): the next start leaves it so.
    await rowsOf(
      database.db,
      sql`delete from content_translations where locale = 'hi' and item_key = 'fraud-warning'`,
    );
    await rowsOf(
      database.db,
      sql`delete from content_items where locale = 'hi' and item_key = 'fraud-warning'`,
    );
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await hindi()).toEqual(siteTexts.filter((name) => name !== 'blocks/fraud-warning'));
    const markers = await rowsOf<{ key: string }>(
      database.db,
      sql`select key from settings where key like 'seeded:translations:hi%'`,
    );
    expect(markers).toHaveLength(kinds.length);
    await forgetTranslations(database.db);
  });

  it('fails loudly, naming the file, for an item that does not exist or words the rules refuse', async () => {
    // As on a database that has not loaded them yet.
    await rowsOf(database.db, sql`delete from settings where key like 'seeded:translations:hi%'`);
    const unknown = await fixture({
      'hi/pages/99-nowhere.md': '---\ntitle: x\nmeta_title: x\nmeta_description: x\n---\nx\n',
    });
    await expect(seedTranslationsOnce(database.db, unknown)).rejects.toThrow(
      'hi/pages/99-nowhere.md',
    );
    const refused = await fixture({
      'hi/site-texts.json': JSON.stringify({
        texts: {
          search: { meta_title: '', meta_description: 'd', heading: 'h {nonsense}', lead: '' },
        },
      }),
    });
    await expect(seedTranslationsOnce(database.db, refused)).rejects.toThrow(
      /site-texts\.json \(texts\.search\).*meta_title/,
    );
    const noItem = await fixture({
      'hi/site-texts.json': JSON.stringify({
        blocks: { 'no-such-block': { heading: 'h', text: 't' } },
      }),
    });
    await expect(seedTranslationsOnce(database.db, noItem)).rejects.toThrow('no-such-block');
    const noBranch = await fixture({
      'hi/branches.json': JSON.stringify({
        'AHMEDABAD/no-such-branch': { location_name: 'x', address: 'y' },
      }),
    });
    await expect(seedTranslationsOnce(database.db, noBranch)).rejects.toThrow(
      'hi/branches.json (AHMEDABAD/no-such-branch)',
    );
    for (const root of [unknown, refused, noItem, noBranch])
      await rm(root, { recursive: true, force: true });
  });
});
