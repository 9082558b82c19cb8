import { data, Form, useNavigation } from 'react-router';
import { ACCOUNT_MESSAGES, STAFF_ROLE_LABELS } from '@harsh/contract';
import { SelectField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/member';
import {
  formatDateTime,
  revalidateAfterConflict,
  ROLE_OPTIONS,
  STAFF_HANDLE,
  staffMeta,
  STATE_LABELS,
} from '../_shared/staff-page';
import { StatusNotice } from '../_shared/notice';
import { BackLink } from '../_shared/back-link';
import { useStaffSession } from '../_shared/staff-session';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const shouldRevalidate = revalidateAfterConflict;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded?.account.name ?? 'Staff');

function idOf(params: Route.LoaderArgs['params']) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw data('Not found.', { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = idOf(params);
  const api = staffApi(context, request);
  const [accounts, sessions] = await Promise.all([
    staffData(request, api.get('/staff')),
    staffData(request, api.get(`/staff/${id}/sessions`)),
  ]);
  const account = accounts.find((a) => a.id === id);
  if (!account) throw data('Not found.', { status: 404 });
  return { account, sessions };
}

/** Role, turning off and on, ending sessions, and a new password link. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = idOf(params);
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const intent = fields['intent'];
  const answer =
    intent === 'role'
      ? await api.patch(`/staff/${id}`, { role: fields['role'] })
      : intent === 'disable' || intent === 'enable'
        ? await api.patch(`/staff/${id}`, { disabled: intent === 'disable' })
        : intent === 'end-session'
          ? await api.delete(`/staff/${id}/sessions/${encodeURIComponent(fields['session'] ?? '')}`)
          : intent === 'end-all'
            ? await api.delete(`/staff/${id}/sessions`)
            : intent === 'reset-two-step'
              ? await api.delete(`/staff/${id}/totp`)
              : await api.post<{ link: string | null }>(`/staff/${id}/password-link`, {});
  const link =
    intent === 'password-link' && answer.status === 200
      ? ((answer.envelope.data as { link: string | null } | null)?.link ?? null)
      : null;
  return data(
    { ok: answer.status === 200, message: answer.envelope.message, link },
    { status: answer.status },
  );
}

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { account, sessions } = loaderData;
  const busy = useNavigation().state === 'submitting';
  // One's own role, account and two-step sign-in are another admin's to change (the API says so too).
  const mine = useStaffSession()?.user.id === account.id;
  return (
    <>
      <BackLink to="/admin/staff">Staff</BackLink>
      <h1 className="mt-2 text-2xl font-bold">{account.name}</h1>
      <p className="mt-1 text-muted">
        {account.email} · {STAFF_ROLE_LABELS[account.role]} · {STATE_LABELS[account.state]}
      </p>
      <StatusNotice answer={actionData}>
        {actionData?.link && (
          <p className="mt-2 font-mono text-xs break-all select-all">{actionData.link}</p>
        )}
      </StatusNotice>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="access" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="access" className="text-lg font-bold">
            Access
          </h2>
          {mine ? (
            <p className="mt-2 text-sm text-muted">{ACCOUNT_MESSAGES.notYourself}</p>
          ) : (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="role" />
              <div className="min-w-48 flex-1">
                <SelectField
                  id="member-role"
                  name="role"
                  label="Role"
                  options={ROLE_OPTIONS}
                  defaultValue={account.role}
                />
              </div>
              <SubmitButton className="btn-primary" busy={busy}>
                Change role
              </SubmitButton>
            </Form>
          )}
          <Form method="post" className="mt-6 flex flex-wrap gap-3">
            {mine ? null : account.state === 'disabled' ? (
              <SubmitButton name="intent" value="enable" className="btn-secondary" busy={busy}>
                Turn the account on again
              </SubmitButton>
            ) : (
              <SubmitButton name="intent" value="disable" className="btn-secondary" busy={busy}>
                Turn the account off
              </SubmitButton>
            )}
            {account.two_factor && !mine && (
              <SubmitButton
                name="intent"
                value="reset-two-step"
                className="btn-secondary"
                busy={busy}
              >
                Reset two-step sign-in
              </SubmitButton>
            )}
            {account.state !== 'disabled' && (
              <SubmitButton
                name="intent"
                value="password-link"
                className="btn-secondary"
                busy={busy}
              >
                {account.state === 'invited' ? 'Send the invitation again' : 'Send a password link'}
              </SubmitButton>
            )}
          </Form>
        </section>
        <section aria-labelledby="devices" className="rounded-xl bg-white p-6 shadow-sm">
          <h2 id="devices" className="text-lg font-bold">
            Signed in on
          </h2>
          {sessions.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No device at the moment.</p>
          ) : (
            <>
              <ul className="mt-3 divide-y divide-slate-200">
                {sessions.map((session) => (
                  <li
                    key={session.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm"
                  >
                    <span>
                      <span className="block" title={session.user_agent || undefined}>
                        {session.device || 'Unknown browser'}
                      </span>
                      <span className="block text-muted">
                        {session.ip}, last seen {formatDateTime(session.last_seen_at)}
                      </span>
                    </span>
                    <Form method="post">
                      <input type="hidden" name="session" value={session.id} />
                      <SubmitButton
                        name="intent"
                        value="end-session"
                        className="btn-secondary"
                        busy={busy}
                        aria-label={`End the session last seen ${formatDateTime(session.last_seen_at)}`}
                      >
                        End
                      </SubmitButton>
                    </Form>
                  </li>
                ))}
              </ul>
              <Form method="post" className="mt-3">
                <SubmitButton name="intent" value="end-all" className="btn-secondary" busy={busy}>
                  End every session
                </SubmitButton>
              </Form>
            </>
          )}
        </section>
      </div>
    </>
  );
}
