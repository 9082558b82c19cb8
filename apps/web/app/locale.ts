import { createContext, useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import {
  DEFAULT_LOCALE,
  localeOf,
  type LocaleSetting,
  localeSetting,
  type VisitorText,
  visitorText,
} from '@harsh/contract';
import { type UiText, uiText } from './ui-text';

export { localeOf };

/** The path with its language's prefix taken off: `/hi/about-us` → `/about-us`, `/hi` → `/`. */
export function unlocalisedPath(pathname: string): string {
  const locale = localeOf(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  return pathname.slice(locale.code.length + 1) || '/';
}

/**
 * A path of the site in a language: `/about-us` in Hindi is `/hi/about-us`, `/` is `/hi`. Paths that
 * are not the site's pages (`/media/…`, `/api/…`, `/admin…`, other sites, fragments) stay as they are.
 */
export function localePath(locale: LocaleSetting, path: string): string {
  if (
    locale === DEFAULT_LOCALE ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    /^\/(?:media|api|admin|assets|fonts|enhance)(?:[/?#]|$)/.test(path)
  )
    return path;
  if (localeOf(path) !== DEFAULT_LOCALE) return path;
  return path === '/'
    ? `/${locale.code}`
    : /^\/[?#]/.test(path)
      ? `/${locale.code}${path.slice(1)}`
      : `/${locale.code}${path}`;
}

/** The language an answer's words are in (`content_locale`, decision 044): English when it does not say. */
export function wordsLocale(
  answer: { content_locale?: string | undefined } | null | undefined,
): LocaleSetting {
  return localeSetting(answer?.content_locale ?? DEFAULT_LOCALE.code);
}

/** `lang` for an answer's words on a page in `page`'s language: its language's tag when that is not the page's, else none. */
export function wordsLang(
  answer: { content_locale?: string | undefined } | null | undefined,
  page: LocaleSetting,
): string | undefined {
  const words = wordsLocale(answer);
  return words === page ? undefined : words.tag;
}

/** `lang` for an answer's words on this page: its language's tag when that is not the page's, else none. */
export function useWordsLang(
  answer: { content_locale?: string | undefined } | null | undefined,
): string | undefined {
  return wordsLang(answer, useLocale());
}

/** The page's language, for components; English outside a router (a component drawn on its own). */
export function useLocale(): LocaleSetting {
  const frame = useContext(FrameLocale);
  // The router's location context: `useLocation` would throw where there is no router.
  const pathname = (
    useContext(UNSAFE_LocationContext) as { location?: { pathname: string } } | null
  )?.location?.pathname;
  return frame ?? (pathname ? localeOf(pathname) : DEFAULT_LOCALE);
}

/**
 * The language of a page whose address does not name it: a preview of a translation's draft
 * (`/admin/preview/…`), framed as the page in that language will be (issue 40). Set by the layout.
 */
export const FrameLocale = createContext<LocaleSetting | null>(null);

/** The interface's words in the page's language. */
export function useUi(): UiText {
  return uiText(useLocale().code);
}

/** The language of a request's page, from its path or its whole address. */
export function localeOfRequest(pathnameOrUrl: string): LocaleSetting {
  return localeOf(pathnameOrUrl.startsWith('/') ? pathnameOrUrl : new URL(pathnameOrUrl).pathname);
}

/** The words of the language a request's page is in, for `meta`, loaders and actions. */
export function uiOf(pathnameOrUrl: string): UiText {
  return uiText(localeOfRequest(pathnameOrUrl).code);
}

/** What the site tells a visitor (form answers, field messages, hints) in the page's language. */
export function useVisitorText(): VisitorText {
  return visitorText(useLocale().code);
}

/** What the site tells a visitor, in the language of a request's page, for `meta`, loaders and actions. */
export function visitorTextOf(pathnameOrUrl: string): VisitorText {
  return visitorText(localeOfRequest(pathnameOrUrl).code);
}

/** A function that turns the site's paths into the page's language (`/contact-us` → `/hi/contact-us`). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
