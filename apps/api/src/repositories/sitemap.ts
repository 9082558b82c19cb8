import { asc } from 'drizzle-orm';
import type { SitemapContent } from '@harsh/contract';
import type { Database } from '../db/client.js';
import { blogs, branches, pages, services, settings } from '../db/schema.js';

const iso = (time: string) => new Date(time).toISOString();

/** Every page, service, blog post and branch with its last change, for the sitemap. */
export async function listSitemapContent(db: Database): Promise<SitemapContent> {
  const [pageRows, serviceRows, blogRows, branchRows, settingRows] = await Promise.all([
    db.select({ number: pages.number, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.number)),
    db.select({ id: services.id, slug: services.slug, updatedAt: services.updatedAt }).from(services).orderBy(asc(services.id)),
    db.select({ slug: blogs.slug, updatedAt: blogs.updatedAt }).from(blogs).orderBy(asc(blogs.slug)),
    db
      .select({ city: branches.city, slug: branches.slug, updatedAt: branches.updatedAt })
      .from(branches)
      .orderBy(asc(branches.city), asc(branches.slug)),
    db.select({ updatedAt: settings.updatedAt }).from(settings),
  ]);
  const newestSetting = settingRows.map((row) => iso(row.updatedAt)).sort().at(-1);
  return {
    pages: pageRows.map((row) => ({ number: row.number, updated_at: iso(row.updatedAt) })),
    services: serviceRows.map((row) => ({ id: row.id, slug: row.slug, updated_at: iso(row.updatedAt) })),
    blogs: blogRows.map((row) => ({ slug: row.slug, updated_at: iso(row.updatedAt) })),
    branches: branchRows.map((row) => ({ city: row.city, slug: row.slug, updated_at: iso(row.updatedAt) })),
    settings: newestSetting ? { updated_at: newestSetting } : null,
  };
}
