import { Form, isRouteErrorResponse, Link, NavLink, Outlet, redirect } from 'react-router';
import {
  ADMIN_ROLES,
  CONTENT_ROLES,
  INBOX_ROLES,
  STAFF_ROLE_LABELS,
  type StaffRole,
  TWO_STEP_ROLES,
} from '@harsh/contract';
import { requireStaff } from '../../staff-api.server';
import type { Route } from './+types/layout';
import { StaffCard } from './_shared/staff-card';
import { useFocusAfterPost } from './_shared/focus-after-post';
import { STAFF_HANDLE, staffLinks, staffMeta } from './_shared/staff-page';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);
const errorTitle = (status: number) =>
  status === 403 ? 'Not for your role' : status === 404 ? 'Not found' : 'Something went wrong';

/** The title of a staff page that cannot be shown (its own page's title is not reached). */
export const meta = ({ error }: Route.MetaArgs) =>
  staffMeta(error ? errorTitle(statusOf(error)) : 'Staff');

/**
 * Every staff page below this one needs a live session; without one, the sign-in page. An admin
 * without two-step sign-in is taken to set it up first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  if (mustSetUpTwoStep(staff.user) && new URL(request.url).pathname !== '/admin/two-step')
    throw redirect('/admin/two-step');
  return staff;
}

/** An admin without two-step sign-in: kept on its set-up until it is on. */
const mustSetUpTwoStep = (user: { role: StaffRole; two_factor: boolean }) =>
  TWO_STEP_ROLES.includes(user.role) && !user.two_factor;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-white text-navy-900' : 'text-navy-100 hover:bg-navy-800 hover:text-white'}`;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  // Kept on the two-step set-up (the loader), a menu would only lead back there.
  const settingUp = mustSetUpTwoStep(user);
  useFocusAfterPost();
  return (
    <div className="flex min-h-screen flex-col bg-navy-50">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-display font-bold">
            Harsh Logistics <span className="font-normal text-navy-100">staff</span>
          </p>
          {!settingUp && (
            // On a phone the menu has rows of its own under the name, every link in view (a row scrolled
            // sideways hid the last ones with no sign of them); the person and Sign out follow it, as
            // they do in the keyboard's order.
            <nav
              aria-label="Staff"
              className="flex w-full flex-wrap gap-1 whitespace-nowrap md:w-auto"
            >
              <NavLink to="/admin" end className={navLinkClass}>
                Overview
              </NavLink>
              {INBOX_ROLES.includes(user.role) && (
                <NavLink to="/admin/inbox" className={navLinkClass}>
                  Inbox
                </NavLink>
              )}
              {CONTENT_ROLES.includes(user.role) && (
                <>
                  <NavLink to="/admin/content" className={navLinkClass}>
                    Content
                  </NavLink>
                  <NavLink to="/admin/media" className={navLinkClass}>
                    Media
                  </NavLink>
                </>
              )}
              {ADMIN_ROLES.includes(user.role) && (
                <>
                  <NavLink to="/admin/audit" className={navLinkClass}>
                    Audit log
                  </NavLink>
                  <NavLink to="/admin/staff" className={navLinkClass}>
                    Staff
                  </NavLink>
                  <NavLink to="/admin/privacy" className={navLinkClass}>
                    Erase a person
                  </NavLink>
                </>
              )}
            </nav>
          )}
          <div className="ml-auto flex min-w-0 items-center gap-3 text-sm">
            <span className="min-w-0 wrap-anywhere">
              {user.name}{' '}
              <span className="rounded bg-navy-700 px-2 py-0.5 text-xs">
                {STAFF_ROLE_LABELS[user.role]}
              </span>
            </span>
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                className="rounded-md border border-navy-100 px-3 py-1.5 font-semibold hover:bg-navy-800"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      {/* A word longer than its box (a name of 100 letters) is broken at the box's edge rather than push the page wider. */}
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 wrap-break-word">
        <Outlet />
      </main>
    </div>
  );
}

/** A staff page that cannot be shown: the role does not allow it (403), it is not there (404), or the API failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = statusOf(error);
  const title = errorTitle(status);
  const text =
    status === 403
      ? 'Your role does not allow this page. Ask an admin if you need it.'
      : status === 404
        ? 'There is no such staff page or record.'
        : 'The page could not be loaded. Try again in a moment.';
  return (
    <StaffCard title={title} eyebrow={`Harsh Logistics staff · ${status}`} wide>
      <p className="mt-3 text-muted">{text}</p>
      <Link to="/admin" className="btn-primary mt-6">
        Back to the overview
      </Link>
    </StaffCard>
  );
}
