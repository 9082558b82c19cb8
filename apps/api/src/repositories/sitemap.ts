import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import type { SitemapContent } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { blogs, branches, contentItems, pages, services } from '../db/schema.js';
import { translationTimes } from './content-translations.js';

const iso = (time: string) => new Date(time).toISOString();

/**
 * When staff last published each item in each language (`kind:key:locale`): the time its content
 * last changed. What the seed loaded has no such time (it was published by no one): the load is
 * no change of its content, so the sitemap gives it no `lastmod` (a post its publication date).
 */
async function staffPublishTimes(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({
      kind: contentItems.kind,
      key: contentItems.itemKey,
      locale: contentItems.locale,
      publishedAt: contentItems.publishedAt,
    })
    .from(contentItems)
    .where(
      and(
        isNotNull(contentItems.publishedBy),
        isNotNull(contentItems.publishedAt),
        isNull(contentItems.deletedAt),
      ),
    );
  return new Map(
    rows.map((row) => [`${row.kind}:${row.key}:${row.locale}`, iso(row.publishedAt!)]),
  );
}

/** Every page, service, blog post and branch with its last change and its live translations, for the sitemap; and which home pages' and list pages' words are translated. */
export async function listSitemapContent(db: Database): Promise<SitemapContent> {
  const [pageRows, serviceRows, blogRows, branchRows, published, translationRows] =
    await Promise.all([
      db.select({ number: pages.number }).from(pages).orderBy(asc(pages.number)),
      db.select({ id: services.id, slug: services.slug }).from(services).orderBy(asc(services.id)),
      db
        .select({ id: blogs.id, slug: blogs.slug, publishedOn: blogs.publishedAt })
        .from(blogs)
        .orderBy(asc(blogs.slug)),
      db
        .select({
          id: branches.id,
          city: branches.city,
          slug: branches.slug,
        })
        .from(branches)
        .orderBy(asc(branches.city), asc(branches.slug)),
      staffPublishTimes(db),
      translationTimes(db),
    ]);
  const changed = (kind: string, key: string | number, locale = 'en') =>
    published.get(`${kind}:${key}:${locale}`) ?? null;
  // Each item's live translations by kind and key, with when staff last published them: `{ hi: … }`.
  const live = new Map<string, Record<string, string | null>>();
  for (const row of translationRows) {
    const id = `${row.kind}:${row.key}`;
    live.set(id, { ...live.get(id), [row.locale]: changed(row.kind, row.key, row.locale) });
  }
  const translations = (kind: string, key: number) => live.get(`${kind}:${key}`) ?? {};
  const siteTexts = {
    home: {} as Record<string, Record<string, string | null>>,
    texts: {} as Record<string, Record<string, string | null>>,
  };
  for (const [id, times] of live) {
    const [kind, key] = id.split(':') as [string, string];
    if (kind === 'home' || kind === 'texts') siteTexts[kind][key] = times;
  }
  const settingsChanged = changed('settings', 'company');
  return {
    pages: pageRows.map((row) => ({
      number: row.number,
      updated_at: changed('pages', row.number),
      translations: translations('pages', row.number),
    })),
    services: serviceRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      updated_at: changed('services', row.id),
      translations: translations('services', row.id),
    })),
    blogs: blogRows.map((row) => ({
      slug: row.slug,
      // A post as seeded was written on its publication date.
      updated_at: changed('posts', row.id) ?? row.publishedOn,
      translations: translations('posts', row.id),
    })),
    branches: branchRows.map((row) => ({
      city: row.city,
      slug: row.slug,
      updated_at: changed('branches', row.id),
      translations: translations('branches', row.id),
    })),
    settings: settingsChanged ? { updated_at: settingsChanged } : null,
    site_texts: siteTexts,
  };
}
