import {
  type AuditEntry,
  EDITABLE_KIND_LABELS,
  type EditableKind,
  INBOX_KIND_LABELS,
  type InboxKind,
  splitAuditTarget,
} from '@harsh/contract';
import { formatDateTime, isIsoTime } from '../_shared/staff-page';

/** What the audit log's entries name in their details, in words. */
const DETAIL_LABELS: Record<string, string> = {
  by: 'found by',
  total: 'submissions',
  erased: 'erased',
  from: 'from',
  to: 'to',
  name: 'name',
  note: 'note',
  revision: 'version',
  at: 'at',
  until: 'until',
  reason: 'why',
  two_factor: 'second step',
  kind: 'kind',
  rows: 'rows',
  scheduled_by: 'scheduled by',
  files: 'files made',
  browser: 'browser key',
  network: 'network',
  sessions: 'sessions ended',
};

/** One detail's value as a person reads it: times in India's time, lists and counts spelt out. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  // A setting's name (`ADMIN_EMAIL`) stays as written; a code word (`setup_link`) reads as words.
  if (typeof value === 'string')
    return isIsoTime(value)
      ? formatDateTime(value)
      : /^[A-Z0-9_]+$/.test(value)
        ? value
        : value.replaceAll('_', ' ');
  if (Array.isArray(value)) return value.length > 0 ? value.map(valueText).join(' and ') : '—';
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${key.replaceAll('_', ' ')} ${valueText(inner)}`,
    );
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  return String(value);
}

/**
 * An entry's target as the log shows it: by name where the API could name it, with what kind of
 * thing it is, and a link to it while it is there to open.
 */
export function auditTarget(
  entry: Pick<AuditEntry, 'target' | 'target_name' | 'target_exists'>,
): { text: string; kind: string | null; href: string | null } | null {
  const { kind, key } = splitAuditTarget(entry.target);
  if (!entry.target || !kind) return null;
  const open = (href: string) => (entry.target_exists ? href : null);
  if (kind === 'staff' && key)
    return {
      text: entry.target_name ?? `Account ${key}`,
      kind: 'Staff account',
      href: open(`/admin/staff/${key}`),
    };
  if (kind === 'media' && key)
    return {
      text: entry.target_name ?? `Picture ${key}`,
      kind: 'Picture',
      href: open(`/admin/media/${key}`),
    };
  if (Object.hasOwn(EDITABLE_KIND_LABELS, kind)) {
    const label = EDITABLE_KIND_LABELS[kind as EditableKind];
    if (key === null) return { text: label, kind: 'List', href: `/admin/content/${kind}/order` };
    return {
      text: entry.target_name ?? key,
      kind: label,
      href: open(`/admin/content/${kind}/${encodeURIComponent(key)}`),
    };
  }
  if (Object.hasOwn(INBOX_KIND_LABELS, kind) && key)
    return {
      text: `${INBOX_KIND_LABELS[kind as InboxKind]} ${key}`,
      kind: 'Inbox',
      href: `/admin/inbox/${kind}/${key}`,
    };
  return { text: entry.target, kind: null, href: null };
}

/**
 * An entry's details as one line (`found by: email; submissions: 1; erased: contact 1`). An
 * assignee is named by the name the entry kept (`{to: 2, name: 'Sales Person'}` reads
 * `to: Sales Person`; `{to: null, name: null}`, `to: nobody`).
 */
export function auditDetailsText(
  details: Record<string, unknown>,
  names: Record<string, string> = {},
): string {
  const assignee = 'name' in details && 'to' in details;
  const text = (key: string, value: unknown) =>
    assignee && key === 'to'
      ? typeof details['name'] === 'string'
        ? details['name']
        : 'nobody'
      : (names[key] ?? valueText(value));
  return (
    Object.entries(details)
      .filter(([key]) => !(assignee && key === 'name'))
      // A detail with no value (a publish with no end time) says nothing; an assignee of nobody does.
      .filter(
        ([key, value]) =>
          (assignee && key === 'to') || (value !== null && value !== undefined && value !== ''),
      )
      .map(
        ([key, value]) => `${DETAIL_LABELS[key] ?? key.replaceAll('_', ' ')}: ${text(key, value)}`,
      )
      .join('; ')
  );
}
