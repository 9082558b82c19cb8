import { asc } from 'drizzle-orm';
import type { SitemapContent } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { blogs, branches, pages, services, settings } from '../db/schema.js';
import { translationTimes } from './content-translations.js';

const iso = (time: string) => new Date(time).toISOString();

/** Every page, service, blog post and branch with its last change and its live translations, for the sitemap; and which home pages' and list pages' words are translated. */
export async function listSitemapContent(db: Database): Promise<SitemapContent> {
  const [pageRows, serviceRows, blogRows, branchRows, settingRows, translationRows] =
    await Promise.all([
      db
        .select({ number: pages.number, updatedAt: pages.updatedAt })
        .from(pages)
        .orderBy(asc(pages.number)),
      db
        .select({ id: services.id, slug: services.slug, updatedAt: services.updatedAt })
        .from(services)
        .orderBy(asc(services.id)),
      db
        .select({ id: blogs.id, slug: blogs.slug, updatedAt: blogs.updatedAt })
        .from(blogs)
        .orderBy(asc(blogs.slug)),
      db
        .select({
          id: branches.id,
          city: branches.city,
          slug: branches.slug,
          updatedAt: branches.updatedAt,
        })
        .from(branches)
        .orderBy(asc(branches.city), asc(branches.slug)),
      db.select({ updatedAt: settings.updatedAt }).from(settings),
      translationTimes(db),
    ]);
  // Each item's live translations by kind and key: `{ hi: updated_at }`.
  const live = new Map<string, Record<string, string>>();
  for (const row of translationRows) {
    const id = `${row.kind}:${row.key}`;
    live.set(id, { ...live.get(id), [row.locale]: iso(row.updatedAt) });
  }
  const translations = (kind: string, key: number) => live.get(`${kind}:${key}`) ?? {};
  const siteTexts = {
    home: {} as Record<string, Record<string, string>>,
    texts: {} as Record<string, Record<string, string>>,
  };
  for (const [id, times] of live) {
    const [kind, key] = id.split(':') as [string, string];
    if (kind === 'home' || kind === 'texts') siteTexts[kind][key] = times;
  }
  const newestSetting = settingRows
    .map((row) => iso(row.updatedAt))
    .sort()
    .at(-1);
  return {
    pages: pageRows.map((row) => ({
      number: row.number,
      updated_at: iso(row.updatedAt),
      translations: translations('pages', row.number),
    })),
    services: serviceRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      updated_at: iso(row.updatedAt),
      translations: translations('services', row.id),
    })),
    blogs: blogRows.map((row) => ({
      slug: row.slug,
      updated_at: iso(row.updatedAt),
      translations: translations('posts', row.id),
    })),
    branches: branchRows.map((row) => ({
      city: row.city,
      slug: row.slug,
      updated_at: iso(row.updatedAt),
      translations: translations('branches', row.id),
    })),
    settings: newestSetting ? { updated_at: newestSetting } : null,
    site_texts: siteTexts,
  };
}
