import { Form, Link } from 'react-router';
import { AUDIT_PAGE_SIZE, type AuditEntry, AuditQuerySchema } from '@harsh/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { FilterButtons } from '../_shared/filter-buttons';
import { readFilters, staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/list';
import { auditDetailsText, auditTarget } from './details';
import { formatDateTime, pageAddress, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { PageLinks } from '../_shared/page-links';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Audit log');

const FILTERS = ['action', 'actor', 'from', 'to'] as const;

/** The audit log with its filters and page in the address, so a view can be shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query, errors } = readFilters(new URL(request.url), FILTERS, AuditQuerySchema);
  if (!query) return { filters, errors, entries: [] as AuditEntry[], total: 0, page: 1 };
  const result = await staffData(request, staffApi(context, request).get(`/audit?${query}`));
  return { filters, errors, ...result };
}

const ACTION_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_in_refused: 'Sign-in refused (locked)',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  account_created: 'Account created',
  inbox_status: 'Status changed',
  inbox_assign: 'Assigned',
  inbox_note: 'Note added',
  inbox_reply: 'Answered by e-mail',
  inbox_export: 'Inbox exported',
  comment_approved: 'Comment approved',
  comment_rejected: 'Comment rejected',
  erasure: 'Person erased',
  consent_withdrawn: 'Consent withdrawn by the sender',
  data_request_verified: 'Data request proved by its code',
  data_request_logged: 'Data request logged by staff',
  data_copy_sent: 'Copy of a person’s data sent',
  data_corrected: 'Detail corrected at the sender’s request',
  account_invited: 'Invited',
  invitation_resent: 'Invitation sent again',
  role_changed: 'Role changed',
  account_disabled: 'Account turned off',
  account_enabled: 'Account turned on',
  sessions_revoked: 'Sessions ended',
  session_revoked: 'Session ended',
  password_set: 'Password chosen',
  password_reset_sent: 'Password link sent',
  password_reset_requested: 'Password reset asked for',
  retention_erasure: 'Old submissions erased',
  content_saved: 'Draft saved',
  content_restored: 'Old version restored as a draft',
  content_created: 'New item drafted',
  content_deleted: 'Deleted',
  content_reordered: 'List reordered',
  content_published: 'Published',
  content_scheduled: 'Publish scheduled',
  content_schedule_cancelled: 'Schedule cancelled',
  content_unpublished: 'Taken down (version before back up)',
  content_unpublish_skipped: 'Take-down skipped (newer version live)',
  content_schedule_failed: 'Scheduled publish failed',
  preview_link_created: 'Preview link made',
  preview_link_revoked: 'Preview link revoked',
  media_uploaded: 'Picture uploaded',
  media_described: 'Picture description changed',
  media_focal_point_moved: 'Picture focal point moved',
  media_described_and_focal_point_moved: 'Picture description and focal point changed',
  media_deleted: 'Picture deleted',
  '2fa_enabled': 'Two-step sign-in turned on',
  '2fa_moved': 'Two-step sign-in moved to another phone',
  '2fa_disabled': 'Two-step sign-in turned off',
  '2fa_recovery_codes': 'New recovery codes made',
  '2fa_reset': 'Two-step sign-in reset by an admin',
  '2fa_code_failed': 'Wrong two-step code (signed in)',
};

function AuditTarget({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  if (!target) return '—';
  return (
    <>
      {target.href ? (
        <Link to={target.href} className="underline hover:no-underline">
          {target.text}
        </Link>
      ) : (
        target.text
      )}
      {target.kind && <span className="block text-xs text-muted">{target.kind}</span>}
    </>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, errors, entries, total, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="mt-1 text-muted">
        Sign-ins, failed attempts and every change staff make, newest first. Nothing here can be
        changed or removed.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
        aria-label="Filter the audit log"
      >
        <SelectField
          id="audit-action"
          name="action"
          label="What"
          placeholder="Everything"
          options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          defaultValue={filters.action}
          error={errors.action}
        />
        <TextField
          id="audit-actor"
          name="actor"
          label="Who (e-mail)"
          defaultValue={filters.actor}
          error={errors.actor}
        />
        <TextField
          id="audit-from"
          name="from"
          type="date"
          label="From"
          defaultValue={filters.from}
          error={errors.from}
        />
        <TextField
          id="audit-to"
          name="to"
          type="date"
          label="To"
          defaultValue={filters.to}
          error={errors.to}
        />
        <FilterButtons clearTo="/admin/audit" />
      </Form>
      <p className="mt-6 text-sm text-muted" role="status">
        {total === 1 ? '1 entry' : `${total} entries`}
        {pages > 1 && `, page ${page} of ${pages}`}
      </p>
      <div
        className="mt-2 overflow-x-auto rounded-xl bg-white shadow-sm"
        role="region"
        aria-label="Audit log entries"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways must take focus, or a keyboard cannot scroll it
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Audit log entries</caption>
          <thead className="border-b border-slate-200 bg-navy-50">
            <tr>
              <th scope="col" className="px-4 py-3">
                When (IST)
              </th>
              <th scope="col" className="px-4 py-3">
                Who
              </th>
              <th scope="col" className="px-4 py-3">
                What
              </th>
              <th scope="col" className="px-4 py-3">
                Target
              </th>
              <th scope="col" className="px-4 py-3">
                From
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-100 align-top">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td className="px-4 py-3">
                  {entry.actor_name ?? entry.actor_email ?? '—'}
                  {entry.actor_name && (
                    <span className="block text-xs text-muted">{entry.actor_email}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  {ACTION_LABELS[entry.action] ?? entry.action}
                  {Object.keys(entry.details).length > 0 && (
                    <span className="block text-xs text-muted">
                      {auditDetailsText(entry.details, entry.detail_names)}
                    </span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <AuditTarget entry={entry} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks
        label="Audit log pages"
        page={page}
        pages={pages}
        addressOf={(other) => pageAddress(filters, other)}
        before="Newer"
        after="Older"
      />
    </>
  );
}
