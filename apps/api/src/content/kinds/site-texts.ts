import { and, eq } from 'drizzle-orm';
import {
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
  unknownFacts,
} from '@harsh/contract';
import type { Database } from '../../db/client.js';
import { siteTexts } from '../../db/schema.js';
import type { Editable } from '../editable.js';

/*
 * The home pages' words and the other routes' headings and search-engine texts (issue 27): one
 * document each in `site_texts`, fixed by the site's routes (edited, never added or deleted).
 */

type SiteTextsKind = 'home' | 'texts';

/** The live document of `kind`'s item `key`; null when there is none. */
export async function findSiteTexts(db: Database, kind: SiteTextsKind, key: string): Promise<Record<string, unknown> | null> {
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
  spec: { keys: readonly string[]; schema: Editable<T>['schema']; title: (key: string) => string; path: (key: string) => string | null; check?: Editable<T>['check'] },
): Editable<T> {
  const known = (key: string) => spec.keys.includes(key);
  return {
    kind,
    schema: spec.schema,
    tables: ['site_texts'],
    list: async () => spec.keys.map((key) => ({ key, title: spec.title(key) })),
    async read(db, key) {
      return known(key) ? ((await findSiteTexts(db, kind, key)) as T | null) : null;
    },
    async readAll(db) {
      const rows = await db.select().from(siteTexts).where(eq(siteTexts.kind, kind));
      return rows.filter((row) => known(row.key)).map((row) => ({ key: row.key, data: row.value as T }));
    },
    async write(db, key, data) {
      await db
        .insert(siteTexts)
        .values({ kind, key, value: data })
        .onConflictDoUpdate({ target: [siteTexts.kind, siteTexts.key], set: { value: data, updatedAt: new Date().toISOString() } });
    },
    check: spec.check,
    title: (key) => spec.title(key),
    path: (key) => spec.path(key),
  };
}

const HOME_TITLES: Record<HomePageKey, string> = { home: 'Home page', index2: 'Home page two', index3: 'Home page three', index4: 'Home page four' };

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
};

export const editableRouteTexts = siteTextsEditable<RouteTextsDraft>('texts', {
  keys: ROUTE_TEXTS_KEYS,
  schema: RouteTextsDraftSchema,
  title: (key) => ROUTE_TITLES[key as RouteTextsKey],
  // The city page's address names a city: no one address to show.
  path: (key) => (key === 'city-branches' ? null : ROUTE_TEXTS[key as RouteTextsKey].path),
  // Only the city page fills in its city's names.
  check: async (_db, key, draft) => {
    if (key === 'city-branches') return null;
    const misplaced = Object.entries(draft).filter(([, text]) => typeof text === 'string' && unknownFacts(text).some((name) => (CITY_TOKENS as readonly string[]).includes(name)));
    return misplaced.length > 0 ? Object.fromEntries(misplaced.map(([field]) => [field, [CONTENT_MESSAGES.cityNamesElsewhere]])) : null;
  },
});
