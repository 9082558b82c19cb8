import { redirect } from 'react-router';
import { DEFAULT_LOCALE } from '@harsh/contract';
import type { PageCacheHandle } from '../../server/page-key';
import { LANGUAGE_COOKIE } from '../../server/language-choice';
import { localeOf } from '../locale';
import { pathOnSite } from '../site-path';
import type { Route } from './+types/language';

/** The language switch's answers differ by the address they are sent on to: never kept. */
export const handle: PageCacheHandle = { pageCache: false };

/** A year: the choice holds until the visitor makes another. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/**
 * The header's language switch (issue 29): remembers the language of the page it leads to in a
 * cookie, which only the home page heeds (server/language-choice.ts), and goes on to that page.
 * `to` must be a path of this site; anything else leads to the home page.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const to = pathOnSite(new URL(request.url).searchParams.get('to')) ?? '/';
  const locale = localeOf(to);
  const secure = context.siteUrl.startsWith('https:') ? '; Secure' : '';
  const cookie =
    locale === DEFAULT_LOCALE
      ? `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
      : `${LANGUAGE_COOKIE}=${locale.code}; Path=/; Max-Age=${REMEMBERED_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
  return redirect(to, {
    status: 303,
    headers: { 'Set-Cookie': cookie, 'Cache-Control': 'private, no-store' },
  });
}
