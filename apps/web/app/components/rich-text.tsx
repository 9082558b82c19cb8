import { DEFAULT_LOCALE, type LocaleSetting } from '@harsh/contract';
import { localePath, useLocale } from '../locale';

/** `href="/…"` in stored HTML: a link to a page of this site. */
const SITE_HREF = /\shref="(\/[^"]*)"/g;

/**
 * HTML from the content server. It was sanitised with an allowlist when it was stored. On a page in
 * another language its links to the site's pages lead to that language's pages, and text in a
 * language other than the page's says so (`lang`), for screen readers and hyphenation.
 */
export function RichText({
  html,
  className = '',
  contentLocale = DEFAULT_LOCALE,
}: {
  html: string;
  className?: string;
  contentLocale?: LocaleSetting;
}) {
  const locale = useLocale();
  const localised =
    locale === DEFAULT_LOCALE
      ? html
      : html.replace(SITE_HREF, (_, path: string) => ` href="${localePath(locale, path)}"`);
  return (
    <div
      className={`prose-content ${className}`}
      lang={contentLocale === locale ? undefined : contentLocale.tag}
      dangerouslySetInnerHTML={{ __html: localised }}
    />
  );
}
