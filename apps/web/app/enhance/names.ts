/**
 * The public pages' enhancement scripts: small modules without React, each built as an entry of
 * its own (`vite.enhance.config.ts`) from `app/enhance/<name>.ts` and loaded only by the pages
 * whose routes name it in `handle.enhance` (the header's menu, the forms' and the page's loading
 * status: every page with the site's frame).
 */
export const ENHANCEMENTS = ['menu', 'loading', 'counter', 'carousel', 'form', 'locator'] as const;

export type Enhancement = (typeof ENHANCEMENTS)[number];

/** What a route module declares: the enhancements its page loads. */
export interface EnhanceHandle {
  enhance?: readonly Enhancement[];
}

/**
 * Sent by `form.ts` with a form it posts for an answer shown in place: a refusal (422, 413) then
 * comes as 200 with the page (and the answer in it), not as an error the browser's console
 * reports for every mistyped field (`entry.server.tsx`; its own status in `X-Answer-Status`).
 */
export const IN_PAGE_ANSWER_HEADER = 'x-answer-in-page';
