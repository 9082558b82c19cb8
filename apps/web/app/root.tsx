import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  type CompanySettings,
  DEFAULT_LOCALE,
  isStaffPath,
  type LocaleSetting,
  localeSetting,
  LOCALES,
  type SharedBlocks,
  socialCardPath,
} from '@harsh/contract';
import type { Route } from './+types/root';
import {
  ChunkLoadErrorPage,
  failedChunkName,
  NotFoundPage,
  UnexpectedErrorPage,
} from './components/error-pages';
import { ProgressBar } from './components/progress-bar';
import { ScrollToTopButton } from './components/scroll-to-top';
import { type FooterHandle, SecondFooter, SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { type CanonicalHandle, canonicalPath, pageWords } from './canonical';
import { loadCompanySettings } from './content.server';
import { loadSharedBlocks } from './site-texts.server';
import { SITE_NAME, socialImageTags } from './page-meta';
import {
  breadcrumbList,
  type JsonLd,
  localisedTrail,
  jsonLdText,
  type SiteFacts,
  type StructuredDataHandle,
} from './structured-data';
import stylesheet from './styles/app.css?url';
import {
  FrameLocale,
  localeOf,
  localePath,
  uiOf,
  unlocalisedPath,
  useLocale,
  useUi,
  visitorTextOf,
} from './locale';
import { FrameBlocks } from './shared-blocks';
import { uiText } from './ui-text';
import { enhancementScripts } from 'virtual:enhancements';
import { enhancementsOf, isStaffApplication } from './page-scripts';
import { scriptFontHead } from './script-fonts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The frame around a page: the public header and footer; none on the error paths (spec §2); the
 * staff side's own, drawn by its layout. Decided here on the server, so the browser's copy of the
 * layout carries no knowledge of the staff side's addresses.
 */
type PageFrame = 'site' | 'bare' | 'staff';

function pageFrame(pathname: string): PageFrame {
  // A preview shows a draft as visitors would see it: in the public header and footer.
  if (/^\/admin\/preview\//i.test(pathname)) return 'site';
  if (isStaffPath(pathname)) return 'staff';
  return unlocalisedPath(pathname).startsWith('/error') ? 'bare' : 'site';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const frame = pageFrame(new URL(request.url).pathname);
  const settings = loadCompanySettings(context.content);
  // The shared blocks are the public pages' (useSharedBlock); the staff screens have none.
  const blocks = frame === 'site' ? loadSharedBlocks(context.content, settings) : null;
  // The enhancements' addresses, for pages in the public frame (previews of drafts too): their
  // loader data stays on the server (page-scripts.ts).
  const scripts = frame === 'site' ? enhancementScripts : null;
  return {
    settings: await settings,
    blocks: await blocks,
    siteUrl: context.siteUrl,
    frame,
    scripts,
  };
}

export function meta({ data, error, location }: Route.MetaArgs) {
  const company = data?.settings?.name ?? SITE_NAME;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const ui = uiOf(location.pathname);
    return [
      {
        title: ui.titled({
          title: visitorTextOf(location.pathname).pages.notFound.heading,
          company,
        }),
      },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: company }];
}

/**
 * The route that renders the page, what its `handle` says for search engines and link previews,
 * and whether the page is for search engines; null on error pages.
 */
function usePageRoute() {
  const leaf = useMatches().at(-1);
  const error = useRouteError();
  if (error || !leaf) return null;
  const handle = leaf.handle as
    (CanonicalHandle & StructuredDataHandle & FooterHandle & FrameSettingsHandle) | undefined;
  const noindex =
    typeof handle?.noindex === 'function' ? handle.noindex(leaf.data) : Boolean(handle?.noindex);
  return { data: leaf.data, pathname: leaf.pathname, handle, noindex };
}

/**
 * The page's one address on `SITE_URL` (never the request's host), as `<link rel="canonical">` and
 * `og:url`; none on error pages and pages not for search engines.
 */
function CanonicalAddress({ siteUrl }: { siteUrl: string | undefined }) {
  const { pathname } = useLocation();
  const page = usePageRoute();
  if (!siteUrl || !page || page.noindex) return null;
  const own = page.handle?.canonical?.(page.data);
  const href = siteUrl + canonicalPath(own ? localePath(localeOf(pathname), own) : pathname);
  return (
    <>
      <link rel="canonical" href={href} />
      <meta property="og:url" content={href} />
      <LanguageAlternates
        siteUrl={siteUrl}
        path={own ?? unlocalisedPath(pathname)}
        translated={pageWords(page.data)?.translated}
      />
    </>
  );
}

/**
 * The page in each language it is written in (`hreflang`), English as the default; none for a page
 * in one language only (a page not translated is left out of the other's alternates, decision 044).
 */
function LanguageAlternates({
  siteUrl,
  path,
  translated,
}: {
  siteUrl: string;
  path: string;
  translated: readonly string[] | undefined;
}) {
  const languages = LOCALES.filter((locale) => translated?.includes(locale.code));
  if (languages.length < 2) return null;
  const href = (locale: LocaleSetting) => siteUrl + canonicalPath(localePath(locale, path));
  return (
    <>
      {languages.map((locale) => (
        <link key={locale.code} rel="alternate" hrefLang={locale.tag} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}

/**
 * The fonts of the page's script, and of the other languages' names (`script-fonts.ts`, decision
 * 045): the staff screens' own, or the public pages' (a preview of a draft, in the public frame
 * and its language, included).
 */
function ScriptFont({ locale, staff }: { locale: LocaleSetting; staff: boolean }) {
  const head = scriptFontHead(locale, staff);
  return (
    <>
      {head.preloads.map(({ href, media }) => (
        <link
          key={href}
          rel="preload"
          href={href}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
          media={media}
        />
      ))}
      <style>{head.css}</style>
    </>
  );
}

/** The page's schema.org data (its breadcrumb trail and what its route declares), for pages search engines index. */
function StructuredData({ site }: { site: SiteFacts | null }) {
  const page = usePageRoute();
  const ui = useUi();
  const locale = useLocale();
  if (!site || !page || page.noindex) return null;
  const trail = page.handle?.breadcrumb?.(page.data, page.pathname, ui);
  const items: JsonLd[] = [
    ...(trail?.length ? [breadcrumbList(site.siteUrl, localisedTrail(trail, ui, locale))] : []),
    ...(page.handle?.structuredData?.(page.data, site) ?? []),
  ];
  return items.map((item, index) => (
    // Safe as HTML: JSON with every `<` escaped (jsonLdText).
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
    />
  ));
}

/** The page's link-preview image, or the company's card; absolute, on SITE_URL. */
function SocialImage({ site }: { site: SiteFacts | null }) {
  const page = usePageRoute();
  if (!site || !page) return null;
  const own = page.handle?.socialCard?.(page.data, site);
  const card =
    own ??
    (site.settings
      ? { path: socialCardPath.site(site.settings, site.settings.name), alt: site.settings.name }
      : null);
  if (!card) return null;
  return socialImageTags(site.siteUrl + card.path, card.alt).map((tag) => (
    <meta key={tag.property ?? tag.name} {...tag} />
  ));
}

/**
 * A page that shows the header and footer with other company facts than the live ones (a preview
 * of a draft), or in a language its address does not name (a preview of a translation: that
 * language's facts, blocks, words and links, issue 40).
 */
export interface FrameSettingsHandle {
  frameSettings?: (data: unknown) => CompanySettings | undefined;
  frameLocale?: (data: unknown) => string | undefined;
  frameBlocks?: (data: unknown) => SharedBlocks | null | undefined;
}

/**
 * Public pages are HTML first (page-scripts.ts): no framework runtime, no hydration data, only
 * the enhancement scripts their routes name. Module scripts run once the document is parsed, so
 * in `<head>` they cost the first paint nothing and are fetched sooner.
 */
function EnhancementScripts({
  files,
  frame,
}: {
  files: typeof enhancementScripts | null | undefined;
  frame: PageFrame;
}) {
  const handles = useMatches().map((match) => match.handle);
  if (!files || isStaffApplication(handles)) return null;
  const scripts = enhancementsOf(handles, { header: frame === 'site' }).flatMap((name) =>
    files[name] ? [{ name, ...files[name] }] : [],
  );
  // The chunks they share are fetched with them, not once a script has arrived and named them.
  const shared = [...new Set(scripts.flatMap((script) => script.imports))];
  return (
    <>
      {shared.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {scripts.map(({ name, src }) => (
        <script key={name} type="module" src={src} data-enhance={name} />
      ))}
    </>
  );
}

/** The staff screens are a React Router application: its scripts and hydration data. */
function ApplicationScripts() {
  const handles = useMatches().map((match) => match.handle);
  if (!isStaffApplication(handles)) return null;
  return (
    <>
      {/* Every new page starts at the top; back and forward restore the old position. */}
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const page = usePageRoute();
  const framed = page?.handle?.frameLocale?.(page.data);
  const frameLocale = framed ? localeSetting(framed) : null;
  const addressLocale = useLocale();
  const locale = frameLocale ?? addressLocale;
  const ui = uiText(locale.code);
  const data = useRouteLoaderData<typeof loader>('root');
  const settings = page?.handle?.frameSettings?.(page.data) ?? data?.settings ?? null;
  const site = data ? { siteUrl: data.siteUrl, settings } : null;
  const frame = data?.frame ?? 'site';
  const Footer = page?.handle?.footer === 'second' ? SecondFooter : SiteFooter;
  const frameBlocks = page?.handle?.frameBlocks?.(page.data) ?? null;
  return (
    <FrameLocale.Provider value={frameLocale}>
      <FrameBlocks.Provider value={frameBlocks}>
        <html lang={locale.tag} id="top">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0b2545" />
            <Meta />
            {frame === 'site' && (
              <meta property="og:locale" content={locale.tag.replace('-', '_')} />
            )}
            <CanonicalAddress siteUrl={data?.siteUrl} />
            <SocialImage site={site} />
            <StructuredData site={site} />
            <Links />
            <ScriptFont locale={locale} staff={frame === 'staff'} />
            <EnhancementScripts files={data?.scripts} frame={frame} />
          </head>
          <body className="flex min-h-screen flex-col">
            <a
              href="#main"
              className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              {ui.layout.skipToContent}
            </a>
            <ProgressBar />
            {frame === 'site' && <SiteHeader settings={settings} />}
            <div className="flex-1">{children}</div>
            {frame === 'site' && <Footer settings={settings} />}
            {/* The footers carry it; the bare error pages, which have no footer (spec §2), a landmark of its own. */}
            {frame === 'bare' && (
              <nav aria-label={ui.layout.backToTop}>
                <ScrollToTopButton />
              </nav>
            )}
            <ApplicationScripts />
          </body>
        </html>
      </FrameBlocks.Provider>
    </FrameLocale.Provider>
  );
}

export default function App() {
  const ui = useUi();
  const navigation = useNavigation();
  const [stalled, setStalled] = useState<string | null>(null);

  // A navigation still waiting for its code after the spec's 120 s is reported as failed.
  useEffect(() => {
    if (navigation.state !== 'loading') return;
    const target = navigation.location.pathname;
    const timer = setTimeout(() => setStalled(target), CHUNK_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [navigation.state, navigation.location]);

  if (stalled) return <ChunkLoadErrorPage chunk={stalled} />;
  return (
    <>
      {/* Spec §4: a data page shows Loading... until its response arrives (on public pages, enhance/loading.ts says it). */}
      <p
        role="status"
        data-page-loading={ui.layout.loading}
        className="fixed top-3 left-1/2 z-50 -translate-x-1/2 rounded-full bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white shadow-lg empty:hidden"
      >
        {navigation.state === 'loading' ? ui.layout.loading : null}
      </p>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = failedChunkName(error);
  if (chunk) return <ChunkLoadErrorPage chunk={chunk} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <UnexpectedErrorPage detail={detail} />;
}
