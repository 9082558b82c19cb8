import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_CODES, visitorText } from '@harsh/contract';
import { SiteHeader } from './components/site-header';
import { localeOf, localePath, unlocalisedPath } from './locale';
import routeTable from './routes';
import { sitemapEntries } from './routes/sitemap';
import { uiText } from './ui-text';

/*
 * "Ready for more" (issue 29, point 7): the site takes a third language from the setting and its
 * catalogues alone. Here the setting lists Marathi besides Hindi, and each catalogue has a Marathi
 * file (made for the test from the English, with one message of its own); no module of the site
 * is told about Marathi. The API's side is `content-third-locale.test.ts`; the build's check of a
 * new catalogue is `scripts/catalogues.test.ts`.
 */
vi.mock('../../../packages/contract/src/locales.json', () => ({
  default: [
    { code: 'en', tag: 'en-IN', name: 'English', englishName: 'English', script: 'latin' },
    { code: 'hi', tag: 'hi-IN', name: 'हिन्दी', englishName: 'Hindi', script: 'devanagari' },
    { code: 'mr', tag: 'mr-IN', name: 'मराठी', englishName: 'Marathi', script: 'devanagari' },
  ],
}));
// What `npm run catalogues` writes once `mr.json` is beside `en.json` and `hi.json`.
vi.mock('./ui-text/locales/catalogues.generated', async () => {
  const { messages: en } = await import('./ui-text/locales/en');
  const { messages: hi } = await import('./ui-text/locales/hi');
  return { CATALOGUES: { en, hi, mr: { ...en, 'nav.home': ['मुख्यपृष्ठ'] } } };
});
vi.mock('../../../packages/contract/src/visitor-text/locales/catalogues.generated', async () => {
  const { messages: en } = await import('../../../packages/contract/src/visitor-text/locales/en');
  const { messages: hi } = await import('../../../packages/contract/src/visitor-text/locales/hi');
  return { CATALOGUES: { en, hi, mr: { ...en, 'answers.ok': ['ठीक आहे.'] } } };
});

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}
const paths = (entries: RouteEntry[], prefix = ''): string[] =>
  entries.flatMap((entry) => {
    const path = [prefix, (entry.path ?? '').replace(/^\/+/, '')].filter(Boolean).join('/');
    return [path, ...paths(entry.children ?? [], path)];
  });

describe('a third language made by the setting and its catalogues alone', () => {
  it('is one of the site’s languages, with its addresses under its own prefix', () => {
    expect(LOCALE_CODES).toEqual(['en', 'hi', 'mr']);
    expect(localeOf('/mr/about-us').tag).toBe('mr-IN');
    expect(localePath(localeOf('/mr'), '/services/warehousing')).toBe('/mr/services/warehousing');
    expect(unlocalisedPath('/mr/branches/ahmedabad')).toBe('/branches/ahmedabad');
  });

  it('has every public page of the route table, and its own 404', () => {
    const all = new Set(paths(routeTable as RouteEntry[]));
    for (const path of [
      'mr/about-us',
      'mr/services/:slug',
      'mr/branches/:city/:slug',
      'mr/contact-us',
      'mr/search',
      'mr/*',
    ])
      expect(all.has(path), path).toBe(true);
    // Every page Hindi has, Marathi has.
    const hindi = [...all].filter((path) => /^hi(\/|$)/.test(path));
    expect(hindi.length).toBeGreaterThan(40);
    for (const path of hindi) expect(all.has(path.replace(/^hi/, 'mr')), path).toBe(true);
  });

  it('speaks in its own catalogues, the interface’s and what the site tells visitors', () => {
    expect(uiText('mr').nav.home).toBe('मुख्यपृष्ठ');
    expect(uiText('hi').nav.home).toBe('होम');
    expect(visitorText('mr').answers.ok).toBe('ठीक आहे.');
  });

  it('is offered by the header’s switch on every page, leading to the same page', () => {
    const Stub = createRoutesStub([{ path: '*', Component: () => <SiteHeader settings={null} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={['/mr/about-us']} />);
    expect(html).toContain('href="/language?to=%2Fabout-us" hrefLang="en-IN" lang="en-IN"');
    expect(html).toContain('href="/language?to=%2Fhi%2Fabout-us" hrefLang="hi-IN" lang="hi-IN"');
    expect(html).not.toContain('to=%2Fmr%2Fabout-us');
    expect(html).toContain('>मुख्यपृष्ठ<');
    const english = renderToStaticMarkup(<Stub initialEntries={['/about-us']} />);
    expect(english).toContain('href="/language?to=%2Fmr%2Fabout-us" hrefLang="mr-IN" lang="mr-IN"');
  });

  it('is listed in the sitemap for what is translated into it, each version naming the other two', () => {
    const entries = sitemapEntries({
      pages: [
        {
          number: 1,
          updated_at: '2026-11-01T10:00:00.000Z',
          translations: { mr: '2026-11-20T10:00:00.000Z' },
        },
      ],
      services: [],
      blogs: [],
      branches: [],
      settings: null,
      site_texts: {
        home: { home: { hi: '2026-11-20T10:00:00.000Z', mr: '2026-11-21T10:00:00.000Z' } },
        texts: {},
      },
    });
    const entry = (path: string) => entries.find((e) => e.path === path);
    expect(entry('/mr/about-us')?.lastmod).toBe('2026-11-20T10:00:00.000Z');
    expect(entry('/hi/about-us')).toBeUndefined();
    expect(entry('/about-us')?.alternates?.map((a) => a.hreflang)).toEqual([
      'en-IN',
      'mr-IN',
      'x-default',
    ]);
    expect(entry('/mr')?.alternates?.map((a) => a.path)).toEqual(['/', '/hi', '/mr', '/']);
  });
});
