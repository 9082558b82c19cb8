import { data } from 'react-router';
import type { Route } from './+types/sitemap-part';
import { loadSitemapEntries, sitemapParts, sitemapXml, xmlResponse } from './sitemap';

/** `/sitemaps/{kind}.xml` (or `{kind}-{n}.xml` past 50,000 addresses): one file the index names. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const part = sitemapParts(await loadSitemapEntries(context)).find(
    (each) => each.file === params.file,
  );
  if (!part) throw data(null, { status: 404 });
  return xmlResponse(sitemapXml(context.siteUrl, part.entries));
}
