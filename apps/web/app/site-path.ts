const OWN_ORIGIN = 'http://site.invalid';

/**
 * A path of this site as a browser reads it (`/vendors?x=1`), or null when it is not one: another
 * site (`//evil.example`), or what a browser reads as one (`/\evil.example`, `/\t/evil.example`,
 * since URLs lose tabs and line breaks; `/..//evil.example`, whose path given as a link would leave).
 * What comes back holds no tab or line break, so it is safe in a link and in a redirect's header.
 */
export function pathOnSite(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  try {
    const url = new URL(value, OWN_ORIGIN);
    const path = url.pathname + url.search + url.hash;
    return url.origin === OWN_ORIGIN && !/^\/[/\\]/.test(path) ? path : null;
  } catch {
    return null;
  }
}
