import { CONTENT_PAGE_ROUTES, type SitemapContent } from '@harsh/contract';
import { canonicalPath } from '../canonical';
import type { Route } from './+types/sitemap';

/** How long browsers and crawlers may keep the sitemap; it changes when content is published. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
const newest = (times: string[]) => times.sort().at(-1);

/**
 * Every public address and when its content last changed: the pages of spec §2's table (one
 * address each), the list pages, each service and each blog post. Search results, form answers,
 * error pages and the API are not in it.
 */
export function sitemapEntries(content: SitemapContent): Array<{ path: string; lastmod?: string }> {
  const pageChanged = new Map(content.pages.map((p) => [p.number, p.updated_at]));
  const services = content.services.map((s) => s.updated_at);
  const blogs = content.blogs.map((b) => b.updated_at);
  const entries = new Map<string, string | undefined>([
    ['/', newest([...services, ...blogs, ...(content.settings ? [content.settings.updated_at] : [])])],
    ['/services/services1', newest([...services])],
    ['/blogs/grid', newest([...blogs])],
    ['/contact-us', content.settings?.updated_at],
  ]);
  for (const route of CONTENT_PAGE_ROUTES) entries.set(canonicalPath(route.path), pageChanged.get(route.page));
  for (const service of content.services) entries.set(`/services/${service.slug}`, service.updated_at);
  for (const blog of content.blogs) entries.set(`/blogs/blog_details/${blog.slug}`, blog.updated_at);
  return [...entries].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
}

export function sitemapXml(siteUrl: string, entries: Array<{ path: string; lastmod?: string }>): string {
  const urls = entries.map(
    ({ path, lastmod }) => `<url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const content = await context.content.get<SitemapContent>('/get/sitemap');
  return new Response(sitemapXml(context.siteUrl, sitemapEntries(content)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
  });
}
