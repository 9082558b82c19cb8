import type { ShouldRevalidateFunction } from 'react-router';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount } from '@harsh/contract';
import type { CanonicalHandle } from '../../../canonical';
import { INDIA_TIME_ZONE } from '../../../text';
import adminStylesheet from '../../../styles/admin.css?url';
import type { PageCacheHandle } from '../../../../server/page-key';
import type { StaffApplicationHandle } from '../../../page-scripts';
import type { EnhanceHandle } from '../../../enhance/names';

/** Every staff page: the hydrated staff application, one person's page never kept by the page cache, not for search engines. */
export const STAFF_HANDLE: CanonicalHandle & PageCacheHandle & StaffApplicationHandle = {
  noindex: true,
  pageCache: false,
  staffApplication: true,
};

/**
 * A preview of a draft: one person's page like every staff page (never kept, not indexed), but a
 * public page as visitors will get it, HTML first with the enhancement scripts visitors run, not
 * the hydrated application. Any draft may hold a carousel or a counting figure; the frame brings
 * the menu, the loading status and the forms' script, as on every public page. No draft shows the
 * branch locator's search.
 */
export const PREVIEW_HANDLE: CanonicalHandle & PageCacheHandle & EnhanceHandle = {
  noindex: true,
  pageCache: false,
  enhance: ['counter', 'carousel'],
};

/**
 * After a 409 refusal the page is read again: most mean the record is not as the screen showed it
 * (changed in another tab, or by someone else), and the page must then offer what now applies; for
 * the rest (the last admin, one's own account) reading it again does no harm. Other refusals change nothing.
 */
export const revalidateAfterConflict: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

/** The staff screens' own stylesheet, beside the public one (which carries none of their classes). */
export const staffLinks = () => [{ rel: 'stylesheet', href: adminStylesheet }];

export const staffMeta = (title: string) => [
  { title: `${title} | Staff | Harsh Logistics` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({
  value,
  label: STAFF_ROLE_LABELS[value],
}));
export const STATE_LABELS: Record<StaffAccount['state'], string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Turned off',
};

/** The address of another page of the same filtered list (inbox, audit log). */
export const pageAddress = (filters: Record<string, string>, page: number) =>
  `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), page: String(page) })}`;

/* Times on the staff screens (the public pages show dates only): kept here, out of the public pages' scripts. */
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** Whether a value the API sent is a time (ISO 8601, `2026-11-23T14:05…`), to be shown with `formatDateTime`. */
export const isIsoTime = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

/** `2026-11-23T14:05:00Z` → `23 Nov 2026, 7:35 pm`, in India Standard Time. */
export function formatDateTime(isoDate: string): string {
  return DATE_TIME_FORMAT.format(new Date(isoDate));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** A day in India's time: `28 Dec 2026` (a due date). */
export function formatDay(isoDate: string): string {
  return DAY_FORMAT.format(new Date(isoDate));
}

/** A data request's due date in words, and whether it has passed; null for items without one or no longer open. */
export function dueText(
  item: { due_at: string | null; status: string },
  now = Date.now(),
): { text: string; overdue: boolean } | null {
  if (!item.due_at || item.status === 'closed' || item.status === 'spam') return null;
  const overdue = new Date(item.due_at).getTime() < now;
  return { text: `${overdue ? 'Overdue since' : 'Due by'} ${formatDay(item.due_at)}`, overdue };
}

/**
 * A date and time typed in a `datetime-local` field, read as India Standard Time (no daylight
 * saving, UTC+5:30), as the API's ISO form: `2026-11-24T09:00` → `2026-11-24T09:00:00+05:30`.
 * Empty stays undefined; anything else is passed on for the API to refuse by field.
 */
export function indiaTimeToIso(value: string | undefined): string | undefined {
  const typed = value?.trim();
  if (!typed) return undefined;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(typed)
    ? `${typed}:00+05:30`
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(typed)
      ? `${typed}+05:30`
      : typed;
}

/**
 * An inbox summary as a line to read: the inbox view joins a kind or subject and a message with
 * `: `, which an empty (or erased) message leaves dangling.
 */
export const summaryText = (summary: string) => summary.replace(/^[\s:]+|[\s:]+$/g, '') || '—';
