import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  CompanySettingsSchema,
  CONSENT_NOTICE_VERSION,
  FIGURE_FACTS,
  HOME_PAGE_KEYS,
  HomePageDraftSchema,
  type HomePageKey,
  htmlToPlainText,
  PLAN_CURRENCY,
  PLAN_PERIOD,
  ROUTE_TEXTS_KEYS,
  RouteTextsDraftSchema,
  SHARED_BLOCK_KEYS,
  type SharedBlockKey,
  SharedBlockSchema,
  type RouteTextsKey,
  SERVICE_ICONS,
  type EditableKind,
  translationLocales,
} from '@harsh/contract';
import { markdownToSafeHtml } from '../content/markdown.js';
import { EDITABLES } from '../content/editable.js';
import {
  checkTranslation,
  SOURCE_FIELD,
  searchTextOf,
  sourceHashes,
} from '../content/translations.js';
import type { Database } from './client.js';
import { SEED_DIR } from './seed-paths.js';
import {
  achievements,
  blogComments,
  blogs,
  branches,
  clients,
  contentItems,
  contentRevisions,
  contentTranslations,
  galleryItems,
  pages,
  plans,
  projects,
  services,
  settings,
  siteTexts,
  solutions,
  testimonials,
} from './schema.js';

const PageFrontMatter = z.object({
  number: z.number().int(),
  slug: z.string(),
  title: z.string(),
  banner_image: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
});
const ServiceFrontMatter = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  icon: z.enum(SERVICE_ICONS),
});
const BlogFrontMatter = z.object({
  slug: z.string(),
  title: z.string(),
  image: z.string(),
  excerpt: z.string(),
  author: z.string(),
  published_at: z
    .union([z.string(), z.date()])
    .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d)),
});
interface SeedComment {
  blog_slug?: string | undefined;
  name: string;
  email: string;
  created_at: string;
  comment: string;
  replies: SeedComment[];
}
const CommentSeed: z.ZodType<SeedComment> = z.lazy(() =>
  z.object({
    blog_slug: z.string().optional(),
    name: z.string().min(1),
    email: z.email(),
    created_at: z.iso.datetime({ offset: true }),
    comment: z.string().min(1),
    replies: z.array(CommentSeed),
  }),
);

const VariantContentSeed = z.object({
  testimonials: z.array(
    z.object({ quote: z.string(), name: z.string(), designation: z.string(), image: z.string() }),
  ),
  plans: z.array(
    z.object({
      type: z.string(),
      price: z.number().positive(),
      featured: z.boolean(),
      benefits: z.array(z.string()).min(1),
    }),
  ),
  projects: z.array(
    z.object({ image: z.string(), title: z.string(), subtitle: z.string(), caption: z.string() }),
  ),
  clients: z.array(z.object({ name: z.string(), logo: z.string(), sector: z.string() })),
  achievements: z.array(
    z.object({
      value: z.number(),
      prefix: z.string(),
      suffix: z.string(),
      label: z.string().min(1),
      fact: z.enum(FIGURE_FACTS).nullable(),
    }),
  ),
  solutions: z.array(
    z.object({ serial: z.string(), title: z.string(), subtitle: z.string(), link: z.string() }),
  ),
});

const GallerySeed = z.array(
  z.object({ id: z.number().int(), image: z.string(), title: z.string() }),
);
const BranchSeed = z.array(
  z.object({
    location_name: z.string(),
    address: z.string(),
    state: z.string(),
    city: z.string(),
    pin_code: z.string().regex(/^\d{6}$/),
    phone_no: z.string(),
    email: z.string(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    opening_hours: z.array(z.string()).min(1),
    services: z.array(z.string()),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
);

/** Splits a Markdown file into its YAML front matter (checked against `schema`) and body. */
function parseMarkdownFile<T extends z.ZodType>(file: string, text: string, schema: T) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta = schema.safeParse(parseYaml(match[1]!));
  if (!meta.success) throw new Error(`${file}: ${meta.error.message}`);
  const html = markdownToSafeHtml(match[2]!);
  return { meta: meta.data as z.infer<T>, html, text: htmlToPlainText(html) };
}

async function readMarkdownDir<T extends z.ZodType>(dir: string, schema: T) {
  const names = (await readdir(join(SEED_DIR, dir))).filter((n) => n.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) =>
      parseMarkdownFile(
        `${dir}/${name}`,
        await readFile(join(SEED_DIR, dir, name), 'utf8'),
        schema,
      ),
    ),
  );
}

async function readJson<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(JSON.parse(await readFile(join(SEED_DIR, file), 'utf8')));
}

/** The home pages', the other routes' and the shared blocks' words, as their editing forms give them. */
const SiteTextsSeed = z.object({
  home: z.record(z.enum(HOME_PAGE_KEYS as [HomePageKey, ...HomePageKey[]]), HomePageDraftSchema),
  texts: z.record(
    z.enum(ROUTE_TEXTS_KEYS as [RouteTextsKey, ...RouteTextsKey[]]),
    RouteTextsDraftSchema,
  ),
  blocks: z.record(
    z.enum(SHARED_BLOCK_KEYS as [SharedBlockKey, ...SharedBlockKey[]]),
    SharedBlockSchema,
  ),
});

/** Reads and checks every seed file; throws naming the file that is wrong. */
export async function readSeed() {
  const [
    pageFiles,
    serviceFiles,
    blogFiles,
    gallery,
    branchList,
    company,
    comments,
    variantContent,
    texts,
  ] = await Promise.all([
    readMarkdownDir('pages', PageFrontMatter),
    readMarkdownDir('services', ServiceFrontMatter),
    readMarkdownDir('blogs', BlogFrontMatter),
    readJson('gallery.json', GallerySeed),
    readJson('branches.json', BranchSeed),
    readJson('settings.json', CompanySettingsSchema),
    readJson('comments.json', z.array(CommentSeed)),
    readJson('variant-content.json', VariantContentSeed),
    readJson('site-texts.json', SiteTextsSeed),
  ]);
  return {
    pageFiles,
    serviceFiles,
    blogFiles,
    gallery,
    branchList,
    company,
    comments,
    variantContent,
    texts,
  };
}

/**
 * The site texts came after the first databases were seeded, and a release may bring more: each
 * database gets the seed's document of every home page, route and block it has none of (a
 * document staff published stays).
 */
export async function seedSiteTexts(
  db: Database,
  texts?: Awaited<ReturnType<typeof readSeed>>['texts'],
): Promise<void> {
  const seed = texts ?? (await readSeed()).texts;
  const rows = (['home', 'texts', 'blocks'] as const).flatMap((kind) =>
    Object.entries(seed[kind]).map(([key, value]) => ({ kind, key, value })),
  );
  await db.insert(siteTexts).values(rows).onConflictDoNothing();
}

/** Marks, in `settings`, that the variants' content types got their seed content once. */
const VARIANT_CONTENT_SEEDED = 'seeded:variant-content';

/**
 * The home variants' content types came after the first databases were seeded: each database gets
 * their seed content once (a marker in `settings` remembers it), so a list staff empty on
 * purpose stays empty.
 */
export async function seedVariantContentOnce(
  db: Database,
  content?: Awaited<ReturnType<typeof readSeed>>['variantContent'],
): Promise<boolean> {
  const [marker] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, VARIANT_CONTENT_SEEDED));
  if (marker) return false;
  const seed = content ?? (await readSeed()).variantContent;
  const at = <T extends object>(rows: T[]) =>
    rows.map((row, index) => ({ ...row, position: index + 1 }));
  await db.transaction(async (tx) => {
    await tx.insert(testimonials).values(at(seed.testimonials));
    await tx
      .insert(plans)
      .values(
        at(seed.plans.map((plan) => ({ ...plan, currency: PLAN_CURRENCY, period: PLAN_PERIOD }))),
      );
    await tx.insert(projects).values(at(seed.projects));
    await tx.insert(clients).values(at(seed.clients));
    await tx.insert(achievements).values(at(seed.achievements));
    await tx.insert(solutions).values(at(seed.solutions));
    await tx
      .insert(settings)
      .values({ key: VARIANT_CONTENT_SEEDED, value: { at: new Date().toISOString() } });
  });
  return true;
}

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

/** Marks, in `settings`, that a language's seed translations of a kind were loaded (`seeded:translations:hi:branches`). */
const translationsSeededKey = (locale: string, kind: EditableKind) =>
  `seeded:translations:${locale}:${kind}`;
/** The marker of the first Hindi seed (`seeded:translations:hi`), which stood for every kind it held. */
const firstSeedMarker = (locale: string) => `seeded:translations:${locale}`;
const FIRST_SEED_KINDS: readonly EditableKind[] = [
  'pages',
  'services',
  'home',
  'texts',
  'blocks',
  'settings',
];

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

/** Loads the seed content when the database has no pages yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  if ((row?.n ?? 0) > 0) {
    await seedVariantContentOnce(db);
    await seedSiteTexts(db);
    await seedTranslationsOnce(db);
    return false;
  }
  const seed = await readSeed();
  await db.transaction(async (tx) => {
    await tx.insert(pages).values(
      seed.pageFiles.map(({ meta, html, text }) => ({
        number: meta.number,
        slug: meta.slug,
        title: meta.title,
        bannerImage: meta.banner_image,
        contentHtml: html,
        contentText: text,
        metaTitle: meta.meta_title,
        metaDescription: meta.meta_description,
      })),
    );
    await tx.insert(services).values(
      seed.serviceFiles.map(({ meta, html, text }) => ({
        id: meta.id,
        slug: meta.slug,
        title: meta.title,
        summary: meta.summary,
        image: meta.image,
        icon: meta.icon,
        descriptionHtml: html,
        descriptionText: text,
      })),
    );
    await tx.insert(blogs).values(
      seed.blogFiles.map(({ meta, html, text }) => ({
        slug: meta.slug,
        title: meta.title,
        image: meta.image,
        excerpt: meta.excerpt,
        author: meta.author,
        publishedAt: meta.published_at,
        contentHtml: html,
        contentText: text,
      })),
    );
    const posts = await tx.select({ id: blogs.id, slug: blogs.slug }).from(blogs);
    const postId = new Map(posts.map((p) => [p.slug, p.id]));
    // Published comments and their replies, as staff approved them.
    const insertComment = async (
      comment: SeedComment,
      blogId: number,
      parentId: number | null,
    ): Promise<void> => {
      const [row] = await tx
        .insert(blogComments)
        .values({
          blogId,
          parentId,
          name: comment.name,
          email: comment.email,
          comment: comment.comment,
          status: 'approved',
          consentVersion: CONSENT_NOTICE_VERSION,
          consentedAt: new Date(comment.created_at).toISOString(),
          createdAt: new Date(comment.created_at).toISOString(),
        })
        .returning({ id: blogComments.id });
      for (const reply of comment.replies) await insertComment(reply, blogId, row!.id);
    };
    for (const comment of seed.comments) {
      const blogId = postId.get(comment.blog_slug ?? '');
      if (blogId === undefined) throw new Error(`comments.json: no post ${comment.blog_slug}`);
      await insertComment(comment, blogId, null);
    }
    await tx.insert(galleryItems).values(seed.gallery);
    await tx.insert(branches).values(
      seed.branchList.map((b) => ({
        locationName: b.location_name,
        address: b.address,
        state: b.state,
        city: b.city.toUpperCase(),
        pinCode: b.pin_code,
        phoneNo: b.phone_no,
        email: b.email,
        slug: b.slug,
        openingHours: b.opening_hours,
        serviceSlugs: b.services,
        latitude: b.latitude,
        longitude: b.longitude,
      })),
    );
    await tx.insert(settings).values({ key: 'company', value: seed.company });
  });
  await seedVariantContentOnce(db, seed.variantContent);
  await seedSiteTexts(db, seed.texts);
  await seedTranslationsOnce(db);
  return true;
}
