import { formatDateTime, isIsoTime } from './staff-page';

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
};

/** One detail's value as a person reads it: times in India's time, lists and counts spelt out. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return isIsoTime(value) ? formatDateTime(value) : value.replaceAll('_', ' ');
  if (Array.isArray(value)) return value.length > 0 ? value.map(valueText).join(' and ') : '—';
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key.replaceAll('_', ' ')} ${valueText(inner)}`);
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  return String(value);
}

/**
 * An entry's details as one line (`found by: email; submissions: 1; erased: contact 1`). An
 * assignee is named by the name the entry kept (`{to: 2, name: 'Sales Person'}` reads
 * `to: Sales Person`; `{to: null, name: null}`, `to: nobody`).
 */
export function auditDetailsText(details: Record<string, unknown>): string {
  const assignee = 'name' in details && 'to' in details;
  const text = (key: string, value: unknown) => (assignee && key === 'to' ? (typeof details['name'] === 'string' ? details['name'] : 'nobody') : valueText(value));
  return Object.entries(details)
    .filter(([key]) => !(assignee && key === 'name'))
    .map(([key, value]) => `${DETAIL_LABELS[key] ?? key.replaceAll('_', ' ')}: ${text(key, value)}`)
    .join('; ');
}
