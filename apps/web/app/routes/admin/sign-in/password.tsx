import { data, Form, redirect, useNavigation } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  type FieldErrors,
  fieldErrorsFrom,
  PASSWORD_MIN_LENGTH,
  SetPasswordSchema,
} from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi } from '../../../staff-api.server';
import type { Route } from './+types/password';
import { StaffCard } from '../_shared/staff-card';
import { STAFF_HANDLE, staffLinks, staffMeta } from '../_shared/staff-page';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

// The link's token is in the address: no Referer may carry it anywhere.
export const meta = () => [
  ...staffMeta('Choose your password'),
  { name: 'referrer', content: 'no-referrer' },
];

/** The page an invitation or password-reset link opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token || token.length > 200) return { token: '', valid: false };
  const answer = await staffApi(context, request).get(`/password/${encodeURIComponent(token)}`);
  return { token, valid: answer.status === 200 && answer.envelope.data.valid };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const checked = SetPasswordSchema.safeParse(fields);
  if (!checked.success)
    return data(
      { message: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
      { status: 422 },
    );
  const answer = await staffApi(context, request).post('/password', checked.data);
  if (answer.status === 200) throw redirect('/admin/sign-in?password_set');
  // The API's own refusals name their field (a password built on the person's name, say).
  const errors = (answer.status === 422 ? (answer.envelope.data ?? {}) : {}) as FieldErrors;
  return data({ message: answer.envelope.message, errors }, { status: answer.status });
}

export default function ChoosePassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = (name: string) => actionData?.errors?.[name]?.[0];
  return (
    <StaffCard title="Choose your password">
      {!loaderData.valid ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {ACCOUNT_MESSAGES.linkInvalid}
        </p>
      ) : (
        <>
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
              id="password"
              name="password"
              type="password"
              label="New password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words are easy to remember.`}
              error={error('password')}
            />
            <TextField
              id="password_again"
              name="password_again"
              type="password"
              label="New password again"
              autoComplete="new-password"
              required
              error={error('password_again')}
            />
            <SubmitButton className="btn-primary justify-center" busy={busy}>
              Set the password
            </SubmitButton>
          </Form>
        </>
      )}
    </StaffCard>
  );
}
