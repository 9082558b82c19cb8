import { and, eq } from 'drizzle-orm';
import {
  SHARED_BLOCK_TITLES,
  CITY_TOKENS,
  CONTENT_MESSAGES,
  HOME_PAGE_KEYS,
  HOME_PAGES,
  type HomePageDraft,
  HomePageDraftSchema,
  type HomePageKey,
  missingHomeSections,
  ROUTE_TEXTS,
  ROUTE_TEXTS_KEYS,
  type RouteTextsDraft,
  RouteTextsDraftSchema,
  type RouteTextsKey,
  SHARED_BLOCK_KEYS,
  SHARED_BLOCKS,
  type SharedBlock,
  type SharedBlockKey,
  type SharedBlocks,
  SharedBlockSchema,
  unknownFacts,
} from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { siteTexts } from '../../db/schema.js';
import type { Editable } from '../editable.js';

/*
 * The home pages' words, the other routes' headings and search-engine texts, and the blocks several
 * pages share (issue 27): one document each in `site_texts`, fixed by the site's routes (edited,
 * never added or deleted).
 */

export type SiteTextsKind = 'home' | 'texts' | 'blocks';

/** What a read of `kind`'s site texts names, and a publish of one of them (content/read-tags.ts). */
export const siteTextsTable = (kind: SiteTextsKind) => `site_texts/${kind}`;

/** The live document of `kind`'s item `key`; null when there is none. */
export async function findSiteTexts(
  db: Database,
  kind: SiteTextsKind,
  key: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ value: siteTexts.value })
    .from(siteTexts)
    .where(and(eq(siteTexts.kind, kind), eq(siteTexts.key, key)))
    .limit(1);
  return (row?.value as Record<string, unknown> | undefined) ?? null;
}

/** One kind of site texts as staff edit it: its keys, titles and addresses fixed, its documents checked by `schema`. */
function siteTextsEditable<T extends Record<string, unknown>>(
  kind: SiteTextsKind,
  spec: {
    keys: readonly string[];
    schema: Editable<T>['schema'];
    title: (key: string) => string;
    path: (key: string) => string | null;
    check?: Editable<T>['check'];
  },
): Editable<T> {
  const known = (key: string) => spec.keys.includes(key);
  return {
    kind,
    schema: spec.schema,
    // Each kind of site texts counts as a table of its own (content/read-tags.ts): a home page's
    // publish drops the reads of home pages, not the blocks every page reads.
    tables: [siteTextsTable(kind)],
    list: async () => spec.keys.map((key) => ({ key, title: spec.title(key) })),
    async read(db, key) {
      return known(key) ? ((await findSiteTexts(db, kind, key)) as T | null) : null;
    },
    async readAll(db) {
      const rows = await db.select().from(siteTexts).where(eq(siteTexts.kind, kind));
      return rows
        .filter((row) => known(row.key))
        .map((row) => ({ key: row.key, data: row.value as T }));
    },
    async write(db, key, data) {
      await db
        .insert(siteTexts)
        .values({ kind, key, value: data })
        .onConflictDoUpdate({
          target: [siteTexts.kind, siteTexts.key],
          set: { value: data, updatedAt: new Date().toISOString() },
        });
    },
    check: spec.check,
    title: (key) => spec.title(key),
    path: (key) => spec.path(key),
  };
}

const HOME_TITLES: Record<HomePageKey, string> = {
  home: 'Home page',
  index2: 'Home page two',
  index3: 'Home page three',
  index4: 'Home page four',
};

export const editableHomePages = siteTextsEditable<HomePageDraft>('home', {
  keys: HOME_PAGE_KEYS,
  schema: HomePageDraftSchema,
  title: (key) => HOME_TITLES[key as HomePageKey],
  path: (key) => HOME_PAGES[key as HomePageKey].path,
  // Each home page asks for the headings of the blocks it shows.
  check: async (_db, key, draft) => {
    const missing = missingHomeSections(key as HomePageKey, draft);
    return Object.keys(missing).length > 0 ? missing : null;
  },
});

const ROUTE_TITLES: Record<RouteTextsKey, string> = {
  services: 'Our services',
  'services-at-a-glance': 'All services at a glance',
  blog: 'Blog',
  branches: 'Our branches',
  'city-branches': 'A city’s branches',
  'contact-us': 'Contact us',
  search: 'Search',
  track: 'Track a consignment',
  'your-data': 'Your data and your rights',
};

/** Fields of `draft` that name one of `names` though its item may not: by field, the message. */
function misplacedNames(draft: Record<string, unknown>, names: readonly string[], message: string) {
  const misplaced = Object.entries(draft).filter(
    ([, text]) =>
      typeof text === 'string' && unknownFacts(text).some((name) => names.includes(name)),
  );
  return misplaced.length > 0
    ? Object.fromEntries(misplaced.map(([field]) => [field, [message]]))
    : null;
}

export const editableRouteTexts = siteTextsEditable<RouteTextsDraft>('texts', {
  keys: ROUTE_TEXTS_KEYS,
  schema: RouteTextsDraftSchema,
  title: (key) => ROUTE_TITLES[key as RouteTextsKey],
  // The city page's address names a city: no one address to show.
  path: (key) => (key === 'city-branches' ? null : ROUTE_TEXTS[key as RouteTextsKey].path),
  // Only the city page fills in its city's names.
  check: async (_db, key, draft) =>
    key === 'city-branches'
      ? null
      : misplacedNames(draft, CITY_TOKENS, CONTENT_MESSAGES.cityNamesElsewhere),
});

export const editableSharedBlocks = siteTextsEditable<SharedBlock>('blocks', {
  keys: SHARED_BLOCK_KEYS,
  schema: SharedBlockSchema,
  title: (key) => SHARED_BLOCK_TITLES[key as SharedBlockKey],
  // Shown on many pages, or on every one.
  path: () => null,
  // Only a branch's block fills in its city.
  check: async (_db, key, draft) => {
    const allowed: readonly string[] = SHARED_BLOCKS[key as SharedBlockKey].names;
    return misplacedNames(
      draft,
      ['city'].filter((name) => !allowed.includes(name)),
      CONTENT_MESSAGES.cityOnlyBesideBranches,
    );
  },
});

/** Every shared block as published, by key; null until each has one (the seed writes them all). */
export async function findSharedBlocks(db: Database): Promise<SharedBlocks | null> {
  const rows = await db.select().from(siteTexts).where(eq(siteTexts.kind, 'blocks'));
  const found = Object.fromEntries(
    rows
      .filter((row) => (SHARED_BLOCK_KEYS as readonly string[]).includes(row.key))
      .map((row) => [row.key, row.value]),
  );
  return SHARED_BLOCK_KEYS.every((key) => key in found) ? (found as SharedBlocks) : null;
}
