/**
 * The public pages' enhancement scripts: small modules without React, each built as an entry of
 * its own (`vite.enhance.config.ts`) from `app/enhance/<name>.ts` and loaded only by the pages
 * whose routes name it in `handle.enhance` (the header's menu: every page with the site's frame).
 */
export const ENHANCEMENTS = ['menu', 'counter', 'carousel', 'form', 'locator'] as const;

export type Enhancement = (typeof ENHANCEMENTS)[number];

/** What a route module declares: the enhancements its page loads. */
export interface EnhanceHandle {
  enhance?: readonly Enhancement[];
}
