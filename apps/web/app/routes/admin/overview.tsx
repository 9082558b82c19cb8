import { Form, Link, useRouteLoaderData } from 'react-router';
import { STAFF_ROLE_LABELS, STAFF_SESSION_IDLE_MINUTES } from '@harsh/contract';
import type { loader as layoutLoader } from './layout';
import { formatDateTime, STAFF_HANDLE, staffMeta } from './staff-page';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Overview');

/** The staff home: who is signed in, until when, and what their role opens. */
export default function StaffOverview() {
  const staff = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout');
  if (!staff) return null;
  const { user, session } = staff;
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
          <p className="mt-3 text-sm text-muted">It also ends after {STAFF_SESSION_IDLE_MINUTES} minutes without use.</p>
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
        {(user.role === 'sales' || user.role === 'admin') && (
          <section aria-labelledby="inbox-link" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="inbox-link" className="text-lg font-bold">
              Inbox
            </h2>
            <p className="mt-3 text-sm">Every enquiry, quote request, message, sign-up and blog comment the site receives, as it arrives.</p>
            <Link to="/admin/inbox?status=new" className="btn-primary mt-4">
              Open the new ones
            </Link>
          </section>
        )}
        {user.role === 'admin' && (
          <section aria-labelledby="admin-tools" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="admin-tools" className="text-lg font-bold">
              For admins
            </h2>
            <p className="mt-3 text-sm">Every sign-in, failed attempt and change staff make is kept in the audit log.</p>
            <Link to="/admin/audit" className="btn-primary mt-4">
              Open the audit log
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
