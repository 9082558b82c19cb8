import type { Route } from './+types/robots';

/**
 * Crawlers may read every page; the sitemap names them, on the site's public origin. The API is
 * not for them, except the images pages show and share: link-preview crawlers (Twitter's,
 * LinkedIn's) fetch a card only where robots.txt allows it. The staff side is no one's business.
 */
export function loader({ context }: Route.LoaderArgs) {
  const text = [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    'Allow: /api/og/',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${context.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
