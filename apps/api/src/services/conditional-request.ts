/**
 * Whether a request's `If-None-Match` names the answer's entity tag, so that a 304 may take the
 * answer's place (RFC 9110 §13.1.2): `*`, or any tag of its list by weak comparison, where
 * `W/"x"` and `"x"` match.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const [, tag] of ifNoneMatch.matchAll(/(?:W\/)?("[^"]*")/g)) {
    if (tag === opaque) return true;
  }
  return false;
}
