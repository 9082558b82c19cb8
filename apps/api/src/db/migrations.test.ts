import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { readSeed } from './seed-files.js';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle/', import.meta.url));

async function apply(db: PGlite, file: string) {
  const sql = await readFile(`${MIGRATIONS}${file}`, 'utf8');
  for (const statement of sql.split('--> statement-breakpoint'))
    if (statement.trim()) await db.exec(statement);
}

/** Every migration before the one numbered `number`, in order: the database as it stood then. */
async function applyBefore(db: PGlite, number: string) {
  const before = (await readdir(MIGRATIONS))
    .filter((name) => name.endsWith('.sql') && name < number)
    .sort();
  for (const file of before) await apply(db, file);
}

describe('migration 0002 on a database that already has branches', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives every existing branch the slug the seed would, unique in its city, and the new columns their defaults', async () => {
    await apply(db, '0000_content.sql');
    await apply(db, '0001_enquiries.sql');
    await db.exec(`
      insert into branches (location_name, address, state, city, pin_code, phone_no, email) values
        ('Surat Ring Road Branch', 'A', 'Gujarat', 'SURAT', '395002', '1', 'a@example.in'),
        ('Surat Ring-Road Branch', 'B', 'Gujarat', 'SURAT', '395003', '2', 'b@example.in'),
        ('Pune (Chakan) Hub', 'C', 'Maharashtra', 'PUNE', '410501', '3', 'c@example.in'),
        ('Narol Hub', 'D', 'Gujarat', 'AHMEDABAD', '382405', '4', 'd@example.in'),
        ('Narol Hub.', 'E', 'Gujarat', 'AHMEDABAD', '382405', '5', 'e@example.in'),
        ('Jabalpur Branch', 'F', 'Madhya Pradesh', 'JABALPUR', '482001', '6', 'f@example.in'),
        ('***', 'G', 'Delhi', 'DELHI', '110020', '7', 'g@example.in');
    `);
    await apply(db, '0002_branch_pages.sql');
    const { rows } = await db.query<{
      slug: string;
      opening_hours: string[];
      service_slugs: string[];
    }>('select slug, opening_hours, service_slugs from branches order by id');
    // The slugs the seed gives: the name without its city, unique in the city.
    expect(rows.map((r) => r.slug)).toEqual([
      'ring-road-branch',
      'ring-road-branch-2',
      'chakan-hub',
      'narol-hub',
      'narol-hub-5',
      'jabalpur-branch',
      'branch',
    ]);
    expect(rows[0]!.opening_hours).toEqual(['Mo-Sa 09:30-18:30']);
    expect(rows[0]!.service_slugs).toEqual([]);
  }, 120_000); // Starts PGlite and applies migrations one by one: 10 s on a quiet machine, 26 s and once 64 s seen on a loaded one.
});

describe('migration 0002 on a database seeded before it', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives every seed branch the same address a fresh seed does', async () => {
    await apply(db, '0000_content.sql');
    await apply(db, '0001_enquiries.sql');
    const { branchList } = await readSeed();
    for (const b of branchList) {
      await db.query(
        'insert into branches (location_name, address, state, city, pin_code, phone_no, email) values ($1, $2, $3, $4, $5, $6, $7)',
        [
          b.location_name,
          b.address,
          b.state,
          b.city.toUpperCase(),
          b.pin_code,
          b.phone_no,
          b.email,
        ],
      );
    }
    await apply(db, '0002_branch_pages.sql');
    const { rows } = await db.query<{ city: string; slug: string }>(
      'select city, slug from branches order by id',
    );
    expect(rows).toEqual(branchList.map((b) => ({ city: b.city.toUpperCase(), slug: b.slug })));
  });
});

describe('migration 0004 on a database seeded before it', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives the seeded services their pictures, and any other service the road', async () => {
    for (const file of [
      '0000_content.sql',
      '0001_enquiries.sql',
      '0002_branch_pages.sql',
      '0003_quote_requests.sql',
    ])
      await apply(db, file);
    await db.exec(`
      insert into services (id, slug, title, summary, description_html, description_text, image) values
        (4, 'warehousing', 'Warehousing', 's', '<p>d</p>', 'd', '/api/media/a.svg'),
        (11, 'cold-chain', 'Cold chain', 's', '<p>d</p>', 'd', '/api/media/b.svg');
    `);
    await apply(db, '0004_service_icons.sql');
    const { rows } = await db.query<{ slug: string; icon: string }>(
      'select slug, icon from services order by id',
    );
    expect(rows).toEqual([
      { slug: 'warehousing', icon: 'warehouse' },
      { slug: 'cold-chain', icon: 'road' },
    ]);
  });
});

describe('migration 0017 on services edited before their slug was in the form', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives each service revision its service’s slug, keeps the rest of it, and leaves revisions append-only', async () => {
    await applyBefore(db, '0017');
    await db.exec(`
      insert into services (id, slug, title, summary, description_html, description_text, image) values
        (4, 'warehousing', 'Warehousing', 'S', '<p>D</p>', 'D', '/api/media/x.svg');
      insert into content_items (kind, item_key, latest_revision, live_revision) values ('services', '4', 2, 1);
      insert into content_revisions (kind, item_key, number, data, note) values
        ('services', '4', 1, '{"title":"Warehousing","summary":"S","description":"<p>D</p>","image":"/api/media/x.svg","icon":"warehouse"}', 'before'),
        ('services', '4', 2, '{"title":"Warehousing in 40 cities","summary":"S","description":"<p>D</p>","image":"/api/media/x.svg","icon":"warehouse"}', ''),
        ('pages', '1', 1, '{"title":"About"}', '');
    `);
    await apply(db, '0017_service_revision_slugs.sql');
    const { rows } = await db.query<{ kind: string; data: Record<string, unknown> }>(
      'select kind, data from content_revisions order by id',
    );
    expect(rows.map((row) => row.data['slug'])).toEqual(['warehousing', 'warehousing', undefined]);
    expect(rows[1]!.data['title']).toBe('Warehousing in 40 cities');
    await expect(db.exec(`update content_revisions set note = 'changed'`)).rejects.toThrow();
  });
});

describe('migrations 0018 and 0019 on a gallery and branches edited before they could be added to', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('keeps the gallery’s order, and gives each branch revision its branch’s city, state, slug, services and position', async () => {
    await applyBefore(db, '0018');
    await db.exec(`
      insert into gallery_items (id, image, title) values (3, '/a.svg', 'C'), (1, '/b.svg', 'A'), (2, '/c.svg', 'B');
      insert into branches (id, location_name, address, state, city, pin_code, phone_no, email, slug, service_slugs, latitude, longitude) values
        (7, 'Narol Hub', 'D', 'Gujarat', 'AHMEDABAD', '382405', '4', 'd@example.in', 'narol-hub', '["warehousing"]', 22.97, 72.6);
      insert into content_items (kind, item_key, latest_revision, live_revision) values ('branches', '7', 1, 1);
      insert into content_revisions (kind, item_key, number, data, note) values
        ('branches', '7', 1, '{"location_name":"Narol Hub","address":"D","pin_code":"382405","phone_no":"4","email":"d@example.in","opening_hours":["Mo-Sa 09:30-18:30"]}', 'before'),
        ('gallery', '1', 1, '{"title":"A","image":"/b.svg"}', '');
    `);
    await apply(db, '0018_gallery_order.sql');
    await apply(db, '0019_branch_revision_addresses.sql');
    const gallery = await db.query<{ id: number }>(
      'select id from gallery_items order by position',
    );
    expect(gallery.rows.map((row) => row.id)).toEqual([1, 2, 3]);
    const { rows } = await db.query<{ data: Record<string, unknown> }>(
      'select data from content_revisions order by id',
    );
    expect(rows[0]!.data).toEqual({
      location_name: 'Narol Hub',
      address: 'D',
      pin_code: '382405',
      phone_no: '4',
      email: 'd@example.in',
      opening_hours: ['Mo-Sa 09:30-18:30'],
      city: 'AHMEDABAD',
      state: 'Gujarat',
      slug: 'narol-hub',
      services: ['warehousing'],
      latitude: 22.97,
      longitude: 72.6,
    });
    expect(rows[1]!.data).toEqual({ title: 'A', image: '/b.svg' });
    await expect(db.exec(`update content_revisions set note = 'changed'`)).rejects.toThrow();
  });
});

describe('migration 0024 on branches seeded at their city’s centre', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('moves each seeded branch to its own place, unless staff have edited it or its position is no longer the seed’s', async () => {
    await applyBefore(db, '0024');
    await db.exec(`
      insert into branches (id, location_name, address, state, city, pin_code, phone_no, email, slug, latitude, longitude) values
        (1, 'Ahmedabad Head Office', 'A', 'Gujarat', 'AHMEDABAD', '380054', '1', 'a@example.in', 'head-office', 23.0225, 72.5714),
        (2, 'Ahmedabad Narol Hub', 'B', 'Gujarat', 'AHMEDABAD', '382405', '2', 'b@example.in', 'narol-hub', 23.0225, 72.5714),
        (3, 'Ahmedabad Odhav Branch', 'C', 'Gujarat', 'AHMEDABAD', '382415', '3', 'c@example.in', 'odhav-branch', 23.03, 72.66),
        (4, 'Ahmedabad Vatva Desk', 'D', 'Gujarat', 'AHMEDABAD', '382445', '4', 'd@example.in', 'vatva-desk', 23.0225, 72.5714);
      insert into content_items (kind, item_key, latest_revision, live_revision) values ('branches', '2', 1, 1);
    `);
    await apply(db, '0024_branch_positions.sql');
    const { rows } = await db.query<{ slug: string; latitude: number; longitude: number }>(
      'select slug, latitude, longitude from branches order by id',
    );
    const { branchList } = await readSeed();
    const seeded = branchList.find((b) => b.city === 'AHMEDABAD' && b.slug === 'head-office')!;
    expect(rows).toEqual([
      { slug: 'head-office', latitude: seeded.latitude, longitude: seeded.longitude },
      { slug: 'narol-hub', latitude: 23.0225, longitude: 72.5714 },
      { slug: 'odhav-branch', latitude: 23.03, longitude: 72.66 },
      { slug: 'vatva-desk', latitude: 23.0225, longitude: 72.5714 },
    ]);
    expect(seeded.latitude).not.toBe(23.0225);
  });
});

describe('migration 0028 on submissions stored before the site spoke Hindi', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('gives each of them English, and the inbox their language beside what it showed before', async () => {
    await applyBefore(db, '0028');
    await db.exec(`
      insert into contact_messages (id, name, email, phone, subject, message, consent_version, consented_at) values
        (1, 'Ravi Kumar', 'ravi@example.in', '9812345678', 'Rail freight', 'What does a rake cost?', '2026-11', now());
      insert into newsletter_subscriptions (id, email, consent_version, consented_at) values (1, 'reader@example.in', '2026-11', now());
    `);
    const inbox =
      'select kind, submission_id, name, summary, initial_status, search_text from inbox order by kind';
    const before = (await db.query(inbox)).rows;
    await apply(db, '0028_submission_locale.sql');
    expect((await db.query(inbox)).rows).toEqual(before);
    const { rows } = await db.query<{ kind: string; locale: string }>(
      'select kind, locale from inbox order by kind',
    );
    expect(rows).toEqual([
      { kind: 'contact', locale: 'en' },
      { kind: 'newsletter', locale: 'en' },
    ]);
    for (const table of [
      'partner_enquiries',
      'contact_messages',
      'newsletter_subscriptions',
      'quote_requests',
      'blog_comments',
    ]) {
      const column = await db.query<{ is_nullable: string; column_default: string }>(
        `select is_nullable, column_default from information_schema.columns where table_name = $1 and column_name = 'locale'`,
        [table],
      );
      expect(column.rows, table).toEqual([{ is_nullable: 'NO', column_default: "'en'::text" }]);
    }
  }, 60_000); // Applies 28 migrations one by one on a fresh cluster.
});

describe('migration 0029 on content edited before it had languages', () => {
  const db = new PGlite();
  afterAll(() => db.close());

  it('keeps every state, revision, schedule and preview link as English, and lets a translation chain sit beside it', async () => {
    await applyBefore(db, '0029');
    await db.exec(`
      insert into content_items (kind, item_key, latest_revision, live_revision) values ('pages', '1', 2, 2);
      insert into content_revisions (kind, item_key, number, data) values ('pages', '1', 1, '{"title":"About"}'), ('pages', '1', 2, '{"title":"About us"}');
      insert into content_schedules (kind, item_key, revision, publish_at) values ('pages', '1', 2, now());
      insert into preview_links (token_hash, kind, item_key, revision, expires_at) values ('h', 'pages', '1', 2, now());
    `);
    await apply(db, '0029_content_translations.sql');
    for (const table of [
      'content_items',
      'content_revisions',
      'content_schedules',
      'preview_links',
    ]) {
      const { rows } = await db.query<{ locale: string }>(`select locale from ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.locale)), table).toEqual(new Set(['en']));
    }
    // A translation's own chain: the same numbers, another language.
    await db.exec(`
      insert into content_items (kind, item_key, locale, latest_revision) values ('pages', '1', 'hi', 1);
      insert into content_revisions (kind, item_key, locale, number, data) values ('pages', '1', 'hi', 1, '{"title":"हमारे बारे में"}');
      insert into content_translations (kind, item_key, locale, data, source, search_text) values ('pages', '1', 'hi', '{"title":"हमारे बारे में"}', '{"revision":2,"fields":{}}', 'गोदाम रेलवे');
    `);
    await expect(
      db.exec(
        `insert into content_revisions (kind, item_key, locale, number, data) values ('pages', '1', 'hi', 1, '{}')`,
      ),
    ).rejects.toThrow();
    const { rows } = await db.query<{ found: number }>(
      `select count(*)::int as found from content_translations where search_vector @@ to_tsquery('simple', 'गोदाम:*') and search_vector @@ to_tsquery('simple', 'हमारे')`,
    );
    expect(rows).toEqual([{ found: 1 }]);
  }, 60_000); // Applies 29 migrations one by one on a fresh cluster.
});
