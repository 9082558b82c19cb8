import { data, Form, Link, useNavigation } from 'react-router';
import {
  type FieldErrors,
  fieldErrorsFrom,
  InviteSchema,
  STAFF_ROLE_LABELS,
} from '@harsh/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/list';
import {
  formatDateTime,
  ROLE_OPTIONS,
  STAFF_HANDLE,
  staffMeta,
  STATE_LABELS,
} from '../_shared/staff-page';
import { Notice } from '../_shared/notice';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Staff');

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    accounts: await staffData(request, staffApi(context, request).get('/staff')),
  };
}

/** Invites someone; without a mail server the link comes back to be passed on by hand. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const values = {
    name: fields['name'] ?? '',
    email: fields['email'] ?? '',
    role: fields['role'] ?? '',
  };
  const checked = InviteSchema.safeParse(values);
  if (!checked.success)
    return data(
      { values, message: null, link: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
      { status: 422 },
    );
  const answer = await staffApi(context, request).post<{ link: string | null }>(
    '/staff',
    checked.data,
  );
  if (answer.status !== 200) {
    return data(
      {
        values,
        message: answer.envelope.message,
        link: null,
        errors: (answer.envelope.data ?? {}) as unknown as FieldErrors,
      },
      { status: answer.status },
    );
  }
  const invitee = `${checked.data.name} (${checked.data.email})`;
  return {
    values: { name: '', email: '', role: '' },
    message: answer.envelope.message,
    link: answer.envelope.data.link,
    invitee,
    errors: {} as FieldErrors,
    done: Date.now(),
  };
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = (name: string) => actionData?.errors?.[name]?.[0];
  const invited = actionData && 'done' in actionData;
  return (
    <>
      <h1 className="text-2xl font-bold">Staff</h1>
      <p className="mt-1 text-muted">
        Who can sign in, with which role. Sales work the inbox; editors draft content; publishers
        publish it; admins do everything.
      </p>
      <div
        className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm"
        role="region"
        aria-label="Staff accounts"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table that scrolls sideways must take focus, or a keyboard cannot scroll it
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Staff accounts</caption>
          <thead className="border-b border-slate-200 bg-navy-50">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                E-mail
              </th>
              <th scope="col" className="px-4 py-3">
                Role
              </th>
              <th scope="col" className="px-4 py-3">
                State
              </th>
              <th scope="col" className="px-4 py-3">
                Signed in on
              </th>
              <th scope="col" className="px-4 py-3">
                Since
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.accounts.map((account) => (
              <tr key={account.id} className="border-b border-slate-100">
                {/* Name and address break anywhere: a long one takes lines, not the width of the other columns. */}
                <td className="px-4 py-3 font-semibold wrap-anywhere">
                  <Link
                    to={`/admin/staff/${account.id}`}
                    className="text-brand-600 hover:underline"
                  >
                    {account.name}
                  </Link>
                </td>
                <td className="px-4 py-3 wrap-anywhere">{account.email}</td>
                <td className="px-4 py-3">{STAFF_ROLE_LABELS[account.role]}</td>
                <td className="px-4 py-3">{STATE_LABELS[account.state]}</td>
                <td className="px-4 py-3">
                  {account.sessions === 0
                    ? 'Not signed in'
                    : account.sessions === 1
                      ? '1 device'
                      : `${account.sessions} devices`}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {formatDateTime(account.created_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section aria-labelledby="invite" className="mt-8 max-w-xl rounded-xl bg-white p-6 shadow-sm">
        <h2 id="invite" className="text-lg font-bold">
          Invite someone
        </h2>
        <div role="status" className="mt-3 empty:hidden">
          {invited && (
            <Notice ok>
              <p>{actionData.message}</p>
              {actionData.link && (
                <>
                  {/* Named, so that a link made for one person is not passed to the next one invited. */}
                  <p className="mt-2 text-sm font-semibold">For {actionData.invitee}:</p>
                  <p className="mt-1 font-mono text-xs break-all select-all">{actionData.link}</p>
                </>
              )}
            </Notice>
          )}
        </div>
        <div role="alert" className="mt-3 empty:hidden">
          {actionData?.message && !invited && (
            <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              {actionData.message}
            </p>
          )}
        </div>
        <Form
          method="post"
          className="mt-4 grid gap-4"
          noValidate
          key={invited ? actionData.done : 'form'}
        >
          <TextField
            id="invite-name"
            name="name"
            label="Name"
            required
            maxLength={100}
            defaultValue={actionData?.values.name ?? ''}
            error={error('name')}
          />
          <TextField
            id="invite-email"
            name="email"
            type="email"
            label="E-mail"
            required
            defaultValue={actionData?.values.email ?? ''}
            error={error('email')}
          />
          <SelectField
            id="invite-role"
            name="role"
            label="Role"
            required
            options={ROLE_OPTIONS}
            defaultValue={actionData?.values.role ?? ''}
            error={error('role')}
          />
          <SubmitButton className="btn-primary w-fit" busy={busy}>
            Send the invitation
          </SubmitButton>
        </Form>
      </section>
    </>
  );
}
