import { data, Form, redirect, useNavigation } from 'react-router';
import {
  type FieldErrors,
  fieldErrorsFrom,
  FirstAdminSetupSchema,
  PASSWORD_MIN_LENGTH,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi } from '../../../staff-api.server';
import type { Route } from './+types/setup';
import { StaffCard } from '../_shared/staff-card';
import { STAFF_HANDLE, staffLinks, staffMeta } from '../_shared/staff-page';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

export const meta = () => [
  ...staffMeta('Set up the first admin'),
  { name: 'referrer', content: 'no-referrer' },
];

/** The first admin's one-time page: the link from the start log, good for an hour while no account exists. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token || token.length > 200) return { token: '', valid: false };
  const answer = await staffApi(context, request).get(`/setup/${encodeURIComponent(token)}`);
  return { token, valid: answer.status === 200 && answer.envelope.data.valid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const values = { name: fields['name'] ?? '', email: fields['email'] ?? '' };
  const checked = FirstAdminSetupSchema.safeParse(fields);
  if (!checked.success)
    return data(
      { values, message: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
      { status: 422 },
    );
  const answer = await staffApi(context, request).post('/setup', checked.data);
  if (answer.status === 200) throw redirect('/admin/sign-in?set_up');
  return data(
    {
      values,
      message: answer.envelope.message,
      errors: (answer.envelope.data ?? {}) as FieldErrors,
    },
    { status: answer.status },
  );
}

export default function FirstAdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = (name: string) => actionData?.errors?.[name]?.[0];
  return (
    <StaffCard title="Set up the first admin" wide>
      {!loaderData.valid ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {STAFF_MESSAGES.setupInvalid}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            This page works once. The account you make here can invite everyone else.
          </p>
          <div role="alert" className="mt-4 empty:hidden">
            {actionData?.message && (
              <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
                {actionData.message}
              </p>
            )}
          </div>
          <Form method="post" className="mt-6 grid gap-5" noValidate>
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField
              id="name"
              name="name"
              label="Your name"
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={actionData?.values.name ?? ''}
              error={error('name')}
            />
            <TextField
              id="email"
              name="email"
              type="email"
              label="E-mail"
              autoComplete="username"
              required
              defaultValue={actionData?.values.email ?? ''}
              error={error('email')}
            />
            <TextField
              id="password"
              name="password"
              type="password"
              label="Password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words are easy to remember.`}
              error={error('password')}
            />
            <TextField
              id="password_again"
              name="password_again"
              type="password"
              label="Password again"
              autoComplete="new-password"
              required
              error={error('password_again')}
            />
            <SubmitButton className="btn-primary justify-center" busy={busy}>
              {busy ? 'Creating…' : 'Create the admin account'}
            </SubmitButton>
          </Form>
        </>
      )}
    </StaffCard>
  );
}
