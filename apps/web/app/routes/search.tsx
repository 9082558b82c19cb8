import { data, Form } from 'react-router';
import { DEFAULT_LOCALE, localeSetting, type SearchResult } from '@harsh/contract';
import { RouteBanner, routeTextsCrumbs } from '../components/route-banner';
import { Pagination } from '../components/pagination';
import { metaTags } from '../page-meta';
import { loadRouteTexts } from '../site-texts.server';
import { localeOfRequest, uiOf, useLocale, useLocalePath, useUi } from '../locale';
import type { Route } from './+types/search';
import type { PageCacheHandle } from '../../server/page-key';
import type { CanonicalHandle } from '../canonical';
import type { StructuredDataHandle } from '../structured-data';
import { queryText } from '../text';

/**
 * The query parameters the loader reads (the page cache keys this page by them and no others);
 * search results are not for search engines, the search page itself is.
 */
export const handle: PageCacheHandle & CanonicalHandle & StructuredDataHandle = {
  pageCache: { query: ['q', 'page'] },
  breadcrumb: routeTextsCrumbs('/search'),
  noindex: (data) => Boolean((data as { q?: string } | undefined)?.q),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = queryText(url.searchParams.get('q'), 200);
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  // Without its words the page has no heading: said as the search itself would be, a 503 to try again shortly.
  const texts = await loadRouteTexts(context.content, 'search').catch((error: unknown) => {
    console.error('Search page texts failed:', error instanceof Error ? error.message : error);
    throw data(null, { status: 503 });
  });
  if (!q) return { texts, q, results: null, failed: false };
  try {
    // In another language, its translations are searched too (and English beside them).
    const locale = localeOfRequest(request.url);
    const params = new URLSearchParams({
      q,
      page: String(page),
      ...(locale.code === DEFAULT_LOCALE.code ? {} : { locale: locale.code }),
    });
    return {
      texts,
      q,
      results: await context.content.get(`/search?${params}`),
      failed: false,
    };
  } catch (error) {
    console.error('Search failed:', error instanceof Error ? error.message : error);
    // Said on the page, answered 503: a crawler or cache comes back later, and nobody keeps it.
    return data({ texts, q, results: null, failed: true }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  data
    ? [
        ...metaTags(
          data.q
            ? uiOf(location.pathname).searchedFor({ query: data.q, title: data.texts.meta_title })
            : data.texts.meta_title,
          data.texts.meta_description,
        ),
        ...(data.q ? [{ name: 'robots', content: 'noindex' }] : []),
      ]
    : [];

export default function Search({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  const localePath = useLocalePath();
  // A result in another language than the page's (English found from a Hindi page) says so.
  const langOf = (result: SearchResult) =>
    result.locale === locale.code ? undefined : localeSetting(result.locale).tag;
  const { texts, q, results, failed } = loaderData;
  return (
    <main id="main">
      <RouteBanner texts={texts} />
      <div className="container-page max-w-4xl py-12">
        <Form method="get" role="search" aria-label={ui.search.newSearch} className="flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {ui.search.label}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            maxLength={200}
            className="field-input"
          />
          <button type="submit" className="btn-primary">
            {ui.search.button}
          </button>
        </Form>
        <div className="mt-8">
          {!q && <p role="status">{ui.search.howTo}</p>}
          {failed && <p role="status">{ui.search.unavailable}</p>}
          {results && results.total === 0 && (
            // A pasted address is one long word: it breaks rather than widen the page.
            <p role="status" className="wrap-anywhere">
              {ui.search.nothing({ query: q })}{' '}
              <a
                className="font-semibold text-brand-600 underline"
                href={localePath('/services/services1')}
              >
                {ui.search.browseServices}
              </a>
              .
            </p>
          )}
          {results && results.total > 0 && (
            <>
              <p role="status" className="mb-6 font-medium">
                {ui.search.resultsFor({ count: results.total, query: q })}
              </p>
              <ol className="space-y-6">
                {results.data.map((result) => (
                  <li key={result.url} className="rounded-xl border border-slate-200 p-5">
                    <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
                      {ui.search.types[result.type]}
                    </p>
                    <h2 className="mt-1 text-xl font-bold" lang={langOf(result)}>
                      <a href={localePath(result.url)} className="hover:underline">
                        {result.title}
                      </a>
                    </h2>
                    {/* The API escapes the snippet and adds only <mark> around matches. */}
                    <p
                      className="mt-2 text-muted [&_mark]:bg-sun-400/40 [&_mark]:text-ink"
                      lang={langOf(result)}
                      dangerouslySetInnerHTML={{ __html: result.snippet }}
                    />
                  </li>
                ))}
              </ol>
              <Pagination
                current={results.current_page}
                last={results.last_page}
                basePath={localePath('/search')}
                query={`q=${encodeURIComponent(q)}`}
              />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
