import { Form, Link } from 'react-router';
import {
  ADMIN_ROLES,
  CONTENT_ROLES,
  DUE_SOON_DAYS,
  INBOX_ROLES,
  STAFF_ROLE_LABELS,
  STAFF_SESSION_IDLE_MINUTES,
} from '@harsh/contract';
import { requireStaff, staffApi } from '../../staff-api.server';
import type { Route } from './+types/overview';
import { useStaffSession } from './_shared/staff-session';
import { formatDateTime, STAFF_HANDLE, staffMeta } from './_shared/staff-page';
import { matchesContentFilter } from './_shared/content-filter';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Overview');

/**
 * What waits for this role: new submissions for those who work the inbox, drafts not yet published
 * for those who edit the site; null when a count cannot be read (the page works without it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(context, request);
  const api = staffApi(context, request);
  const [inbox, dueSoon, content] = await Promise.all([
    INBOX_ROLES.includes(user.role) ? api.get('/inbox?status=new') : null,
    INBOX_ROLES.includes(user.role) ? api.get('/inbox?due=soon') : null,
    CONTENT_ROLES.includes(user.role) ? api.get('/content') : null,
  ]);
  return {
    newCount: inbox?.status === 200 ? inbox.envelope.data.new_count : null,
    overdueCount: inbox?.status === 200 ? inbox.envelope.data.overdue_count : null,
    dueSoonCount: dueSoon?.status === 200 ? dueSoon.envelope.data.total : null,
    waitingCount:
      content?.status === 200
        ? content.envelope.data.filter((item) => matchesContentFilter(item, { state: 'waiting' }))
            .length
        : null,
  };
}

/** Data requests the law gives a deadline: those past it in red, those near it after; nothing when none is due. */
function DataRequestsDue({ overdue, soon }: { overdue: number | null; soon: number | null }) {
  if (!overdue && !soon) return null;
  const requests = (n: number) => (n === 1 ? '1 data request' : `${n} data requests`);
  return (
    <ul className="mt-2 space-y-1 text-sm font-semibold">
      {overdue ? (
        <li>
          <Link to="/admin/inbox?due=overdue" className="text-red-700 underline">
            {requests(overdue)} overdue
          </Link>
        </li>
      ) : null}
      {soon ? (
        <li>
          <Link to="/admin/inbox?due=soon" className="text-ink underline">
            {requests(soon)} due within {DUE_SOON_DAYS} days
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The staff home: who is signed in, until when, and what their role opens. */
export default function StaffOverview({ loaderData }: Route.ComponentProps) {
  const staff = useStaffSession();
  if (!staff) return null;
  const { user, session } = staff;
  const { newCount, overdueCount, dueSoonCount, waitingCount } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Welcome, {user.name}</h1>
      <p className="mt-1 text-muted">
        Signed in as {user.email} ({STAFF_ROLE_LABELS[user.role]}).
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="your-session" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="your-session" className="text-lg font-bold">
            Your session
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Signed in</dt>
            <dd>{formatDateTime(session.created_at)}</dd>
            <dt className="text-muted">Ends at the latest</dt>
            <dd>{formatDateTime(session.expires_at)}</dd>
          </dl>
          <p className="mt-3 text-sm text-muted">
            It also ends after {STAFF_SESSION_IDLE_MINUTES} minutes without use.
          </p>
          <p className="mt-3 text-sm">
            Two-step sign-in is <strong>{user.two_factor ? 'on' : 'off'}</strong>.{' '}
            <Link to="/admin/two-step" className="font-semibold text-brand-600 hover:underline">
              {user.two_factor ? 'Recovery codes and settings' : 'Turn it on'}
            </Link>
          </p>
          <Form method="post" action="/admin/sign-out" className="mt-4">
            <input type="hidden" name="scope" value="everywhere" />
            <button type="submit" className="btn-secondary">
              Sign out on every device
            </button>
          </Form>
        </section>
        {INBOX_ROLES.includes(user.role) && (
          <section aria-labelledby="inbox-link" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="inbox-link" className="text-lg font-bold">
              Inbox
            </h2>
            <p className="mt-3 text-sm">
              Every enquiry, quote request, message, sign-up and blog comment the site receives, as
              it arrives.
            </p>
            {newCount !== null && (
              <p className="mt-2 text-sm font-semibold">
                {newCount === 0
                  ? 'Nothing new is waiting.'
                  : newCount === 1
                    ? '1 new submission is waiting.'
                    : `${newCount} new submissions are waiting.`}
              </p>
            )}
            <DataRequestsDue overdue={overdueCount} soon={dueSoonCount} />
            <Link to="/admin/inbox?status=new" className="btn-primary mt-4">
              Open the new ones
            </Link>
          </section>
        )}
        {CONTENT_ROLES.includes(user.role) && (
          <section aria-labelledby="content-link" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="content-link" className="text-lg font-bold">
              Content
            </h2>
            <p className="mt-3 text-sm">
              What the site says: its pages, services, blog posts, branches, lists and the company’s
              facts, and the pictures they show. A saved change is a draft visitors do not see
              {user.role === 'editor'
                ? ' until a publisher publishes it'
                : ' until it is published'}
              .
            </p>
            {waitingCount !== null && (
              <p className="mt-2 text-sm font-semibold">
                {waitingCount === 0 ? (
                  'Nothing is waiting to be published.'
                ) : (
                  <Link to="/admin/content?state=waiting" className="text-brand-600 underline">
                    {waitingCount === 1
                      ? '1 draft is waiting to be published.'
                      : `${waitingCount} drafts are waiting to be published.`}
                  </Link>
                )}
              </p>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to="/admin/content" className="btn-primary">
                Open the content
              </Link>
              <Link to="/admin/media" className="btn-secondary">
                Open the media library
              </Link>
            </div>
          </section>
        )}
        {ADMIN_ROLES.includes(user.role) && (
          <section aria-labelledby="admin-tools" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="admin-tools" className="text-lg font-bold">
              For admins
            </h2>
            <p className="mt-3 text-sm">
              Every sign-in, failed attempt and change staff make is kept in the audit log.
            </p>
            <Link to="/admin/audit" className="btn-primary mt-4">
              Open the audit log
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
