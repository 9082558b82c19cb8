import type { Page } from '@playwright/test';

/**
 * What the sitemap protocol's schemas (sitemaps.org, `sitemap.xsd` and `siteindex.xsd` 0.9) ask
 * of a `urlset`, or of a `sitemapindex` (at most 50,000 `sitemap` children, each a `loc` and at
 * most one `lastmod`). Of a `urlset`,
 * checked on the browser's own XML parser: well-formed XML; a `urlset` root in the protocol's
 * namespace with at most 50,000 `url` children; each with exactly one `loc` (an absolute http(s)
 * address of at most 2,048 characters) and at most one each of `lastmod` (a W3C date or date-time),
 * `changefreq` (one of its seven words) and `priority` (0.0 to 1.0), and nothing else of its own
 * namespace. Of other namespaces it allows only what search engines read: `xhtml:link` alternates
 * (`rel="alternate"`, an `hreflang`, an absolute `href`).
 */
export function sitemapProblems(page: Page, xml: string): Promise<string[]> {
  return page.evaluate((text) => {
    const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const XHTML = 'http://www.w3.org/1999/xhtml';
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML'];
    const root = doc.documentElement;
    const isIndex = root.localName === 'sitemapindex';
    if ((root.localName !== 'urlset' && !isIndex) || root.namespaceURI !== NS)
      return [`root is ${root.localName} in ${root.namespaceURI}`];
    const item = isIndex ? 'sitemap' : 'url';
    const fields = isIndex ? ['loc', 'lastmod'] : ['loc', 'lastmod', 'changefreq', 'priority'];
    const problems: string[] = [];
    const urls = [...root.children];
    if (urls.length > 50_000) problems.push(`${urls.length} addresses in one file`);
    const date = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
    const frequencies = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
    urls.forEach((url, index) => {
      const where = `${item} ${index + 1}`;
      if (url.localName !== item || url.namespaceURI !== NS)
        return problems.push(`${where} is ${url.localName}`);
      const counts = new Map<string, number>();
      for (const child of url.children) {
        if (!isIndex && child.namespaceURI === XHTML && child.localName === 'link') {
          const [rel, hreflang, href] = ['rel', 'hreflang', 'href'].map(
            (name) => child.getAttribute(name) ?? '',
          );
          if (
            rel !== 'alternate' ||
            !/^([a-z]{2}(-[A-Z]{2})?|x-default)$/.test(hreflang!) ||
            !/^https?:\/\/\S+$/.test(href!)
          )
            problems.push(`${where}: alternate ${rel} ${hreflang} ${href}`);
          continue;
        }
        if (child.namespaceURI !== NS || !fields.includes(child.localName)) {
          problems.push(`${where}: unexpected ${child.localName}`);
        }
        counts.set(child.localName, (counts.get(child.localName) ?? 0) + 1);
        const value = child.textContent ?? '';
        if (child.localName === 'loc' && (!/^https?:\/\/\S+$/.test(value) || value.length > 2048))
          problems.push(`${where}: loc ${value}`);
        if (child.localName === 'lastmod' && !date.test(value))
          problems.push(`${where}: lastmod ${value}`);
        if (child.localName === 'changefreq' && !frequencies.includes(value))
          problems.push(`${where}: changefreq ${value}`);
        if (child.localName === 'priority' && !(Number(value) >= 0 && Number(value) <= 1))
          problems.push(`${where}: priority ${value}`);
      }
      if (counts.get('loc') !== 1) problems.push(`${where}: ${counts.get('loc') ?? 0} loc`);
      for (const name of fields.slice(1))
        if ((counts.get(name) ?? 0) > 1) problems.push(`${where}: ${name} twice`);
    });
    return problems;
  }, xml);
}
