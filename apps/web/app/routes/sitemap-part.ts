import { data } from 'react-router';
import type { Route } from './+types/sitemap-part';
import { loadSitemapEntries, sitemapParts, sitemapXml, xmlResponse } from './sitemap';

/** `/sitemaps/{n}.xml`: one part of a sitemap too long for one file; there are none below 50,000 addresses. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
  const parts = sitemapParts(await loadSitemapEntries(context));
  const part = match && parts.length > 1 ? parts[Number(match[1]) - 1] : undefined;
  if (!part) throw data(null, { status: 404 });
  return xmlResponse(sitemapXml(context.siteUrl, part));
}
