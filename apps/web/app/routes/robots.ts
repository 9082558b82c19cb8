import type { Route } from './+types/robots';

/** Crawlers may read every page; the sitemap names them, on the site's public origin. */
export function loader({ context }: Route.LoaderArgs) {
  const text = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${context.siteUrl}/sitemap.xml`, ''].join('\n');
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
