import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import { type EditableKind, translationLocales } from '@harsh/contract';
import { EDITABLES } from '../content/editable.js';
import {
  checkTranslation,
  SOURCE_FIELD,
  searchTextOf,
  sourceHashes,
} from '../content/translations.js';
import type { Database } from './client.js';
import {
  branches,
  contentItems,
  contentRevisions,
  contentTranslations,
  settings,
} from './schema.js';
import { PageFrontMatter, parseMarkdownFile, ServiceFrontMatter } from './seed-files.js';
import { FIRST_SEED_KINDS, firstSeedMarker, translationsSeededKey } from './seed-markers.js';
import { SEED_DIR } from './seed-paths.js';

/*
 * Translations in the seed (decision 044): `seed/<code>/…` for each language of the setting but
 * English, every file optional. Pages and services take the English file's name; the site texts
 * and the company facts are their words only. Each becomes the item's published revision 1 in that
 * language, made from the seeded English (its source hashes), and its live row.
 */
const PageTranslationFrontMatter = z.object({
  title: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
const ServiceTranslationFrontMatter = z.object({ title: z.string(), summary: z.string() });
const words = z.record(z.string(), z.unknown());
const SiteTextsTranslationSeed = z
  .object({
    home: z.record(z.string(), words),
    texts: z.record(z.string(), words),
    blocks: z.record(z.string(), words),
  })
  .partial();
/** The list kinds a language's `lists.json` translates, each entry by its number (issue 40). */
const LIST_SEED_KINDS = [
  'gallery',
  'testimonials',
  'plans',
  'projects',
  'clients',
  'achievements',
  'solutions',
] as const;
const ListsTranslationSeed = z.partialRecord(
  z.enum(LIST_SEED_KINDS),
  z.record(z.string().regex(/^\d+$/), words),
);
/** A language's branch names and addresses, by the branch's page address (`AHMEDABAD/narol-hub`). */
const BranchesTranslationSeed = z.record(z.string().regex(/^[^/]+\/[a-z0-9-]+$/), words);

const exists = (path: string) =>
  readdir(path).then(
    () => true,
    () => false,
  );
const readIfThere = (path: string) =>
  readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  );

/**
 * The translations a language's seed directory holds of the kinds `wanted` (the files of other
 * kinds are not read), each with its kind and item key; throws naming a file that is wrong.
 */
async function readTranslationSeed(
  seedDir: string,
  locale: string,
  wanted: (kind: EditableKind) => boolean,
): Promise<{ file: string; kind: EditableKind; key: string; words: Record<string, unknown> }[]> {
  const found: { file: string; kind: EditableKind; key: string; words: Record<string, unknown> }[] =
    [];
  const markdown = async <T extends z.ZodType>(
    dir: 'pages' | 'services',
    schema: T,
    englishSchema: z.ZodType,
    keyOf: (meta: never) => string,
    body: string,
  ) => {
    if (!wanted(dir)) return;
    const names = (await readdir(join(seedDir, locale, dir)).catch(() => []))
      .filter((name) => name.endsWith('.md'))
      .sort();
    for (const name of names) {
      const file = `${locale}/${dir}/${name}`;
      const english = await readIfThere(join(seedDir, dir, name));
      if (english === null)
        throw new Error(`${file}: there is no English ${dir}/${name} of that name`);
      const { meta, html } = parseMarkdownFile(
        file,
        await readFile(join(seedDir, locale, dir, name), 'utf8'),
        schema,
      );
      found.push({
        file,
        kind: dir,
        key: keyOf(parseMarkdownFile(`${dir}/${name}`, english, englishSchema).meta as never),
        words: { ...(meta as object), [body]: html },
      });
    }
  };
  await markdown(
    'pages',
    PageTranslationFrontMatter,
    PageFrontMatter,
    (meta: { number: number }) => String(meta.number),
    'content',
  );
  await markdown(
    'services',
    ServiceTranslationFrontMatter,
    ServiceFrontMatter,
    (meta: { id: number }) => String(meta.id),
    'description',
  );
  const siteTextKinds = (['home', 'texts', 'blocks'] as const).filter(wanted);
  const texts =
    siteTextKinds.length > 0 ? await readIfThere(join(seedDir, locale, 'site-texts.json')) : null;
  if (texts !== null) {
    const parsed = SiteTextsTranslationSeed.safeParse(JSON.parse(texts));
    if (!parsed.success) throw new Error(`${locale}/site-texts.json: ${parsed.error.message}`);
    for (const kind of siteTextKinds) {
      for (const [key, value] of Object.entries(parsed.data[kind] ?? {}))
        found.push({ file: `${locale}/site-texts.json (${kind}.${key})`, kind, key, words: value });
    }
  }
  const company = wanted('settings')
    ? await readIfThere(join(seedDir, locale, 'settings.json'))
    : null;
  if (company !== null)
    found.push({
      file: `${locale}/settings.json`,
      kind: 'settings',
      key: 'company',
      words: words.parse(JSON.parse(company)),
    });
  const branches = wanted('branches')
    ? await readIfThere(join(seedDir, locale, 'branches.json'))
    : null;
  if (branches !== null) {
    const parsed = BranchesTranslationSeed.safeParse(JSON.parse(branches));
    if (!parsed.success) throw new Error(`${locale}/branches.json: ${parsed.error.message}`);
    // Keyed by address here; by number once the branch is found (seedTranslationsOnce).
    for (const [address, value] of Object.entries(parsed.data))
      found.push({
        file: `${locale}/branches.json (${address})`,
        kind: 'branches',
        key: address,
        words: value,
      });
  }
  const listKinds = LIST_SEED_KINDS.filter(wanted);
  const lists =
    listKinds.length > 0 ? await readIfThere(join(seedDir, locale, 'lists.json')) : null;
  if (lists !== null) {
    const parsed = ListsTranslationSeed.safeParse(JSON.parse(lists));
    if (!parsed.success) throw new Error(`${locale}/lists.json: ${parsed.error.message}`);
    for (const kind of listKinds) {
      for (const [key, value] of Object.entries(parsed.data[kind] ?? {}))
        found.push({ file: `${locale}/lists.json (${kind}.${key})`, kind, key, words: value });
    }
  }
  return found;
}

/** A branch's number from its page address in the seed (`AHMEDABAD/narol-hub`); null when there is none. */
async function branchKeyOf(db: Database, address: string): Promise<string | null> {
  const [city, slug] = address.split('/') as [string, string];
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.city, city), eq(branches.slug, slug)));
  return row ? String(row.id) : null;
}

/** The site texts' kinds: their items are the code's (no one adds or deletes one), so their seed words are looked at every start. */
const SITE_TEXT_KINDS: readonly EditableKind[] = ['home', 'texts', 'blocks'];

/** A site text by its kind and key: `home/index2`. */
const siteTextName = (kind: string, key: string) => `${kind}/${key}`;

/** The site texts that ever had a revision in `locale`, by `siteTextName`: the seed's or staff's. */
async function siteTextsEverTranslated(db: Database, locale: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ kind: contentRevisions.kind, key: contentRevisions.itemKey })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.locale, locale),
        inArray(contentRevisions.kind, [...SITE_TEXT_KINDS]),
      ),
    );
  return new Set(rows.map((row) => siteTextName(row.kind, row.key)));
}

/**
 * Loads each language's seed translations once per database and kind (a marker in `settings` per
 * kind, so that a database seeded before gets a kind added to the seed later, and a translation
 * staff took off stays off). The site texts are looked at every start: one that never had a
 * revision in the language gets the seed's words, so a block a release adds, or words a release
 * adds to an older block, reach every database; one staff translated or took off (its revisions
 * stay) is left as it is. An item staff already translated keeps theirs. Throws, naming the
 * file, for an item that does not exist or words its kind's rules refuse. Returns the languages
 * it loaded something of.
 */
export async function seedTranslationsOnce(db: Database, seedDir = SEED_DIR): Promise<string[]> {
  const loaded: string[] = [];
  for (const locale of translationLocales()) {
    if (!(await exists(join(seedDir, locale)))) continue;
    const markers = new Set(
      (
        await db
          .select({ key: settings.key })
          .from(settings)
          .where(like(settings.key, `${firstSeedMarker(locale)}%`))
      ).map((row) => row.key),
    );
    const done = (kind: EditableKind) =>
      markers.has(translationsSeededKey(locale, kind)) ||
      (markers.has(firstSeedMarker(locale)) && FIRST_SEED_KINDS.includes(kind));
    const everTranslated = await siteTextsEverTranslated(db, locale);
    const seedFiles = await readTranslationSeed(
      seedDir,
      locale,
      (kind) => !done(kind) || SITE_TEXT_KINDS.includes(kind),
    );
    const translations = seedFiles.filter(
      ({ kind, key }) => !done(kind) || !everTranslated.has(siteTextName(kind, key)),
    );
    if (translations.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const { file, kind, key: seedKey, words } of translations) {
        const key = kind === 'branches' ? await branchKeyOf(tx, seedKey) : seedKey;
        if (key === null)
          throw new Error(`${file}: there is no branch at that address to translate`);
        const english = await EDITABLES[kind].read(tx, key);
        if (!english) throw new Error(`${file}: there is no ${kind} item ${key} to translate`);
        const [taken] = await tx
          .select({ key: contentItems.itemKey })
          .from(contentItems)
          .where(
            and(
              eq(contentItems.kind, kind),
              eq(contentItems.itemKey, key),
              eq(contentItems.locale, locale),
            ),
          );
        if (taken) continue;
        const checked = await checkTranslation(tx, kind, key, english, words);
        if ('fields' in checked) throw new Error(`${file}: ${JSON.stringify(checked.fields)}`);
        const source = { revision: 0, fields: sourceHashes(kind, english) };
        await tx.insert(contentRevisions).values({
          kind,
          itemKey: key,
          locale,
          number: 1,
          data: { ...checked.words, [SOURCE_FIELD]: source },
          note: 'Seed translation',
        });
        await tx.insert(contentItems).values({
          kind,
          itemKey: key,
          locale,
          latestRevision: 1,
          liveRevision: 1,
          publishedAt: new Date().toISOString(),
        });
        await tx.insert(contentTranslations).values({
          kind,
          itemKey: key,
          locale,
          data: checked.words,
          source,
          searchText: searchTextOf(kind, checked.words),
        });
      }
      for (const kind of new Set(
        translations.map((translation) => translation.kind).filter((kind) => !done(kind)),
      )) {
        const items = translations.filter((translation) => translation.kind === kind).length;
        await tx.insert(settings).values({
          key: translationsSeededKey(locale, kind),
          value: { at: new Date().toISOString(), items },
        });
      }
    });
    loaded.push(locale);
  }
  return loaded;
}
