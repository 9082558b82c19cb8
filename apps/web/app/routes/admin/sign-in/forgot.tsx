import { data, Form, Link, useNavigation } from 'react-router';
import { type FieldErrors, fieldErrorsFrom, PasswordResetRequestSchema } from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi } from '../../../staff-api.server';
import type { Route } from './+types/forgot';
import { StaffCard } from '../_shared/staff-card';
import { STAFF_HANDLE, staffLinks, staffMeta } from '../_shared/staff-page';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

export const meta = () => staffMeta('Forgot your password?');

/** Asks for a reset link by e-mail; the answer is the same whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const checked = PasswordResetRequestSchema.safeParse({ email: fields['email'] ?? '' });
  if (!checked.success)
    return data(
      { message: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
      { status: 422 },
    );
  const answer = await staffApi(context, request).post('/password-reset', checked.data);
  return data(
    { message: answer.envelope.message, errors: {} as FieldErrors },
    { status: answer.status },
  );
}

export default function Forgot({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <StaffCard title="Forgot your password?">
      <p className="mt-2 text-sm text-muted">
        We e-mail you a link to choose a new one. If e-mail is not set up here, ask an admin for the
        link.
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {actionData?.message && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">{actionData.message}</p>
        )}
      </div>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <TextField
          id="email"
          name="email"
          type="email"
          label="E-mail"
          autoComplete="username"
          required
          error={actionData?.errors?.['email']?.[0]}
        />
        <SubmitButton className="btn-primary justify-center" busy={busy}>
          Send me a link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/admin/sign-in" className="text-brand-600 hover:underline">
          Back to sign-in
        </Link>
      </p>
    </StaffCard>
  );
}
