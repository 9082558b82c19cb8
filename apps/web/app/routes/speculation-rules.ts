/**
 * The public pages' speculation rules, named by their `Speculation-Rules` header
 * (entry.server.tsx): a link to another page of the site is fetched and rendered ahead when a
 * visitor is about to follow it (a pointer resting on it, a press), so the page that follows a
 * click is there at once without a client-side router. Left out: the staff side, the API (files,
 * images), addresses with a query (searches and the branch locator's answers, rendered on
 * demand), downloads, links for other windows and links marked `nofollow`.
 */
const RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/*\\?(.+)' } },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export function loader() {
  return new Response(JSON.stringify(RULES), {
    headers: {
      'content-type': 'application/speculationrules+json',
      'cache-control': 'public, max-age=3600',
    },
  });
}
