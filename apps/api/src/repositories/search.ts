import { type SQL, sql } from 'drizzle-orm';
import {
  blogPostPath,
  branchPath,
  CONTENT_PAGE_ROUTES,
  DEFAULT_LOCALE,
  escapeHtml,
  type Paginator,
  type SearchResult,
  servicePath,
} from '@harsh/contract';
import { type Database, rowsOf } from '../db/client.js';
import { paginate } from './pagination.js';

/** Markers ts_headline puts around matches; they cannot occur in stored text. */
const START = '\u0001';
const STOP = '\u0002';
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** Where a page number is shown on the site (page 30 has two routes; /industries is its home). */
const pagePath = new Map<number, string>();
for (const route of [...CONTENT_PAGE_ROUTES].reverse()) pagePath.set(route.page, route.path);

/** The snippet as safe HTML: the text escaped, the matches in `<mark>`. */
function markSnippet(headline: string) {
  return escapeHtml(headline).replaceAll(START, '<mark>').replaceAll(STOP, '</mark>');
}

interface Hit {
  type: SearchResult['type'];
  key: string;
  title: string;
  headline: string;
  locale: string;
  total: number;
}

/**
 * The words a query looks for, space-separated, for the title check below: `-word`s and `or` are
 * left out, as the search itself leaves them out.
 */
export function queryWords(query: string): string {
  const tokens = query
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token && !token.startsWith('-') && token !== 'or');
  // A lone letter ("harsh's" gives `s`) would ask every title for a word starting with it.
  const words = tokens
    .flatMap((token) => token.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])
    .filter((word) => word.length > 1 || /\d/.test(word));
  return [...new Set(words)].slice(0, 8).join(' ');
}

/**
 * What a title must hold to match `query` whole (a `tsquery` in the `simple` configuration, or
 * null when only stop words are left): each word but English stop words, as it is or as its stem,
 * as the start of a title word (`warehouse:* | warehous:*`). Stemming makes "warehouse"
 * `warehous` but "Warehousing" `wareh`, so the stemmed search alone missed that service's title;
 * and the stem alone misses "policy" (`polici`).
 */
export function titleMatchQuery(query: string): SQL {
  return sql`(select to_tsquery('simple', string_agg('(' || word || ':* | ' || stem[1] || ':*)', ' & '))
      from regexp_split_to_table(${queryWords(query)}, ' ') word, ts_lexize('english_stem', word) stem
     where word <> '' and stem <> '{}')`;
}

/**
 * The query as the text search reads it: a web search (`websearch_to_tsquery`: quotes, `or` and
 * `-word` work, and no input is an error), each stem of five letters or more also matching as the
 * start of a word. English stemming cuts "warehousing" to `wareh` but "warehouse" to `warehous`,
 * so a search for the one missed the other; shorter stems stay whole, or "car" would find "cargo".
 */
export function textQuery(query: string): SQL {
  return prefixQuery(sql`websearch_to_tsquery('english', ${query})`, 5);
}

/**
 * The query as a translation's words are searched (issue 29): no language has a stemmer for Hindi,
 * so words are kept whole (`simple`), and each of three letters or more also matches as the start
 * of a word, as Hindi inflects at the end: गोदाम finds गोदामों, रेल finds रेलवे.
 */
export function translationQuery(query: string): SQL {
  return prefixQuery(sql`websearch_to_tsquery('simple', normalize(${query}, NFC))`, 3);
}

function prefixQuery(tsQuery: SQL, shortest: number): SQL {
  // A lexeme is a quoted word after the start, a space, `(` or `!`, and before the end, a space or `)`.
  const lexeme = `(^|[ (!])'([^']{${shortest},})'(?=$|[ )])`;
  return sql`regexp_replace((${tsQuery})::text, ${lexeme}, '\\1''\\2'':*', 'g')::tsquery`;
}

/** One kind's hits in English: what the English search vectors of the live tables match. */
function englishHits(tsQuery: SQL): SQL {
  return sql`
      select 'page' as type, number::text as key, title, content_text as body, ts_rank(search_vector, ${tsQuery}) as rank, 'en' as locale
        from pages where search_vector @@ ${tsQuery}
      union all
      select 'service', slug, title, description_text, ts_rank(search_vector, ${tsQuery}), 'en'
        from services where search_vector @@ ${tsQuery}
      union all
      select 'blog', slug, title, excerpt || ' ' || content_text, ts_rank(search_vector, ${tsQuery}), 'en'
        from blogs where search_vector @@ ${tsQuery}
      union all
      select 'branch', city || '/' || slug, location_name, location_name || ', ' || address || ', ' || city || ', ' || state || ' ' || pin_code, ts_rank(search_vector, ${tsQuery}), 'en'
        from branches where search_vector @@ ${tsQuery}`;
}

/**
 * The live translations in `locale` that `translated` matches (decision 044), as the same hits:
 * each under its item's address, which the English row gives (a translation holds words only).
 */
function translatedHits(translated: SQL, locale: string): SQL {
  return sql`
      select case t.kind when 'pages' then 'page' when 'services' then 'service' when 'posts' then 'blog' else 'branch' end,
             coalesce(p.number::text, s.slug, b.slug, br.city || '/' || br.slug),
             coalesce(t.data->>'title', t.data->>'location_name', p.title, s.title, b.title, br.location_name),
             t.search_text, ts_rank(t.search_vector, ${translated}), t.locale
        from content_translations t
        left join pages p on t.kind = 'pages' and p.number::text = t.item_key
        left join services s on t.kind = 'services' and s.id::text = t.item_key
        left join blogs b on t.kind = 'posts' and b.id::text = t.item_key
        left join branches br on t.kind = 'branches' and br.id::text = t.item_key
       where t.locale = ${locale} and t.kind in ('pages', 'services', 'posts', 'branches')
         and coalesce(p.number, s.id, b.id, br.id) is not null
         and t.search_vector @@ ${translated}`;
}

/**
 * Every hit of `query` read in `locale`, one per item: in English the English ones; in another
 * language its translations' hits too, an item found in both shown in the language asked for.
 */
function hitsIn(query: string, locale: string): SQL {
  const english = englishHits(textQuery(query));
  if (locale === DEFAULT_LOCALE.code) return english;
  return sql`
    select distinct on (type, key) * from (${english} union all ${translatedHits(translationQuery(query), locale)}) found
     order by type, key, (locale = ${locale}) desc, rank desc`;
}

/**
 * Full-text search over pages, services, blogs and branches (decision 029), best match first. The query is read as a
 * web search (`websearch_to_tsquery`): quotes, `or` and `-word` work, and no input is an error.
 * Read in another language (issue 29), it also searches that language's live translations, each
 * result saying the language its words are in (`locale`).
 *
 * Order: a result whose title has every word of the query (as the start of a title word) comes
 * before one that has them only in its text; then the text search's rank, weighed by kind at
 * equal match: the company's pages and services, then articles, then branches (a branch's short
 * entry ranks high for any word of its name, and there are many of them).
 */
export async function searchContent(
  db: Database,
  query: string,
  page: number,
  perPage: number,
  locale = DEFAULT_LOCALE.code,
): Promise<Paginator<SearchResult>> {
  const titleQuery = titleMatchQuery(query);
  const rows = await rowsOf<Hit>(
    db,
    sql`
    with title_query as (select ${titleQuery} as q),
    hits as (${hitsIn(query, locale)})
    select type, key, title, locale,
           case when locale = ${DEFAULT_LOCALE.code}
                then ts_headline('english', body, ${textQuery(query)}, ${HEADLINE_OPTIONS})
                else ts_headline('simple', body, ${translationQuery(query)}, ${HEADLINE_OPTIONS}) end as headline,
           count(*) over ()::int as total
      from hits
     order by case when to_tsvector('simple', title) @@ (select q from title_query) then 1 else 0 end
              + rank * case type when 'branch' then 0.5 when 'blog' then 0.8 else 1 end desc, title asc
     limit ${perPage} offset ${(page - 1) * perPage}
  `,
  );
  const total = rows[0]?.total ?? (page > 1 ? await countHits(db, query, locale) : 0);
  return paginate(
    rows.map((row) => ({
      type: row.type,
      title: row.title,
      url: urlFor(row),
      snippet: markSnippet(row.headline),
      locale: row.locale,
    })),
    page,
    perPage,
    total,
  );
}

async function countHits(db: Database, query: string, locale: string): Promise<number> {
  const result = await rowsOf(
    db,
    sql`select count(*) as total from (${hitsIn(query, locale)}) hits`,
  );
  return Number((result[0] as { total: number | string } | undefined)?.total ?? 0);
}

function urlFor(hit: Pick<Hit, 'type' | 'key'>): string {
  if (hit.type === 'page') return pagePath.get(Number(hit.key)) ?? '/';
  if (hit.type === 'service') return servicePath({ slug: hit.key });
  if (hit.type === 'branch') {
    // The slug has no slash; a city name could.
    const split = hit.key.lastIndexOf('/');
    return branchPath({ city: hit.key.slice(0, split), slug: hit.key.slice(split + 1) });
  }
  return blogPostPath({ slug: hit.key });
}
