import { type Enhancement, type EnhanceHandle } from './enhance/names';

/** A route of the staff side: with its parents, a hydrated application (`STAFF_HANDLE`). */
export interface StaffApplicationHandle {
  staffApplication?: true;
}

/**
 * Which scripts a page loads. The staff screens (`handle.staffApplication`, previews of drafts
 * included; each is one person's page too) are a hydrated React Router application. Public pages are HTML first: no framework runtime and no hydration data, only
 * the enhancement scripts their routes name (`handle.enhance`), and on every page with the site's
 * frame the header menu's, the page's loading status and the forms' (the footer holds the
 * newsletter form). Decided by the routes matched, the same way by the document
 * (root.tsx) and by the render (entry.server.tsx), which leaves the hydration data out.
 */
export function isStaffApplication(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => (handle as StaffApplicationHandle | undefined)?.staffApplication === true,
  );
}

/** The enhancements a public page loads, in the order its routes name them, each once. */
export function enhancementsOf(
  handles: readonly unknown[],
  { header }: { header: boolean },
): Enhancement[] {
  const names = new Set<Enhancement>(header ? ['menu', 'loading', 'form'] : []);
  for (const handle of handles)
    for (const name of (handle as EnhanceHandle | undefined)?.enhance ?? []) names.add(name);
  return [...names];
}
