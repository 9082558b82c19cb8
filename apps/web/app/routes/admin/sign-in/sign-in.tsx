import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  type AltchaChallenge,
  type FieldErrors,
  fieldErrorsFrom,
  SignInCodeSchema,
  type SignInResult,
  SignInSchema,
  STAFF_MESSAGES,
  type StaffSession,
  TWO_FACTOR_MESSAGES,
} from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { safeNextPath, staffApi, withCookies } from '../../../staff-api.server';
import type { Route } from './+types/sign-in';
import { StaffCard } from '../_shared/staff-card';
import { STAFF_HANDLE, staffLinks, staffMeta } from '../_shared/staff-page';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const links = staffLinks;

export const meta = () => staffMeta('Sign in');

/** Signed in already: straight on to the staff pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answer = await staffApi(context, request).get('/session');
  if (answer.status === 200) throw redirect(safeNextPath(url.searchParams.get('next')));
  return {
    signedOut: url.searchParams.has('signed_out'),
    setUp: url.searchParams.has('set_up'),
    passwordSet: url.searchParams.has('password_set'),
  };
}

/**
 * Two steps for an account with two-step sign-in: the password, then the code (with the ticket the
 * first step gave); one step for the others.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const email = fields['email'] ?? '';
  const api = staffApi(context, request);
  const signedIn = (cookies: string[]) =>
    redirect(safeNextPath(new URL(request.url).searchParams.get('next')), {
      headers: withCookies(cookies),
    });

  if (fields['ticket']) {
    const checked = SignInCodeSchema.safeParse(fields);
    const ticket = fields['ticket'];
    if (!checked.success)
      return data(
        { email, ticket, message: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
        { status: 422 },
      );
    const answer = await api.post<StaffSession>('/session/code', checked.data);
    if (answer.status === 200) throw signedIn(answer.cookies);
    // A lapsed ticket starts again from the password; a wrong code stays on the code.
    const again = answer.envelope.message === TWO_FACTOR_MESSAGES.ticketExpired ? null : ticket;
    return data(
      { email, ticket: again, message: answer.envelope.message, errors: {} as FieldErrors },
      { status: answer.status },
    );
  }

  const checked = SignInSchema.safeParse(fields);
  if (!checked.success)
    return data(
      { email, ticket: null, message: null, errors: fieldErrorsFrom(checked.error) as FieldErrors },
      { status: 422 },
    );
  const { proof, ...credentials } = checked.data;
  const answer = await api.post<SignInResult>(
    '/session',
    proof ? { ...credentials, proof } : credentials,
  );
  // The account has had failed sign-ins from elsewhere: this browser solves the challenge and sends the form again.
  if (answer.status === 428) {
    const { challenge } = answer.envelope.data as unknown as { challenge: AltchaChallenge };
    return data(
      {
        email,
        ticket: null,
        message: answer.envelope.message,
        errors: {} as FieldErrors,
        challenge,
      },
      { status: 428 },
    );
  }
  if (answer.status === 200 && 'code_required' in answer.envelope.data) {
    return { email, ticket: answer.envelope.data.ticket, message: null, errors: {} as FieldErrors };
  }
  if (answer.status === 200) throw signedIn(answer.cookies);
  const errors = (answer.envelope.data ?? {}) as unknown as FieldErrors;
  return data(
    {
      email,
      ticket: null,
      message: answer.status === 422 ? null : answer.envelope.message,
      errors,
    },
    { status: answer.status },
  );
}

type ProofState = 'idle' | 'solving' | 'sending' | 'ready' | 'failed';

/**
 * Solves a sign-in's proof of work (decision 034) when the API asks for one and sends the form
 * again with it: the person only waits a few seconds. When the password is no longer in the form
 * (the form was sent before the page's script ran, and the answer is a new page), it waits for the
 * password instead ('ready'). 'failed' when it could not be solved. The token goes in the form's
 * `proof` field while its challenge is the one asked.
 */
function useSignInProof(
  challenge: AltchaChallenge | undefined,
  form: React.RefObject<HTMLFormElement | null>,
): { state: ProofState; token: string } {
  const [settled, setSettled] = useState<{
    challenge: AltchaChallenge;
    state: ProofState;
    token: string;
  } | null>(null);
  useEffect(() => {
    if (!challenge) return;
    let cancelled = false;
    import('../../../components/forms/bot-check')
      .then(({ solveAltcha }) => solveAltcha(challenge))
      .then((token) => {
        if (cancelled) return;
        const password = form.current?.elements.namedItem('password') as HTMLInputElement | null;
        setSettled({ challenge, token, state: password?.value ? 'sending' : 'ready' });
        if (!password?.value) password?.focus();
      })
      .catch(() => !cancelled && setSettled({ challenge, token: '', state: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [challenge, form]);
  const current = challenge && settled?.challenge === challenge ? settled : null;
  // Sent once the token is in the form.
  useEffect(() => {
    if (current?.state === 'sending') form.current?.requestSubmit();
  }, [current, form]);
  if (!challenge) return { state: 'idle', token: '' };
  return current ? { state: current.state, token: current.token } : { state: 'solving', token: '' };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const passwordForm = useRef<HTMLFormElement>(null);
  const challenge = (actionData as { challenge?: AltchaChallenge } | undefined)?.challenge;
  const { state: proof, token: proofToken } = useSignInProof(challenge, passwordForm);
  const busy = useNavigation().state === 'submitting' || proof === 'solving' || proof === 'sending';
  const error = (name: string) => actionData?.errors?.[name]?.[0];
  // The code step replaces the password form: the focus goes to its field, not back to the page's start.
  const ticket = actionData?.ticket;
  useEffect(() => {
    if (ticket) document.getElementById('code')?.focus();
  }, [ticket]);
  return (
    <StaffCard title="Sign in">
      <div role="status" className="mt-4 empty:hidden">
        {proof === 'solving' && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">{STAFF_MESSAGES.signInCheck}</p>
        )}
        {proof === 'ready' && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">{STAFF_MESSAGES.signInCheckDone}</p>
        )}
        {loaderData.signedOut && !actionData && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">You are signed out.</p>
        )}
        {loaderData.setUp && !actionData && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">{STAFF_MESSAGES.setupDone}</p>
        )}
        {loaderData.passwordSet && !actionData && (
          <p className="rounded-lg bg-navy-50 p-3 text-sm">{ACCOUNT_MESSAGES.passwordSet}</p>
        )}
      </div>
      <div role="alert" className="mt-4 empty:hidden">
        {actionData?.message && !challenge && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {actionData.message}
          </p>
        )}
        {proof === 'failed' && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {STAFF_MESSAGES.signInCheckFailed}
          </p>
        )}
      </div>
      {actionData?.ticket ? (
        <Form method="post" className="mt-6 grid gap-5" noValidate key="code">
          <input type="hidden" name="ticket" value={actionData.ticket} />
          <input type="hidden" name="email" value={actionData.email} />
          <p className="text-sm">{TWO_FACTOR_MESSAGES.codeRequired}</p>
          <TextField
            id="code"
            name="code"
            label="Code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            hint="Six digits from the app, or one of your recovery codes."
            error={error('code')}
          />
          <SubmitButton className="btn-primary justify-center" busy={busy}>
            {busy ? 'Checking…' : 'Continue'}
          </SubmitButton>
        </Form>
      ) : (
        <Form
          method="post"
          className="mt-6 grid gap-5"
          noValidate
          key="password"
          ref={passwordForm}
        >
          <input type="hidden" name="proof" value={proofToken} />
          <TextField
            id="email"
            name="email"
            type="email"
            label="E-mail"
            autoComplete="username"
            required
            defaultValue={actionData?.email ?? ''}
            error={error('email')}
          />
          <TextField
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="current-password"
            required
            error={error('password')}
          />
          <SubmitButton className="btn-primary justify-center" busy={busy}>
            {proof === 'solving' ? 'Checking this browser…' : busy ? 'Signing in…' : 'Sign in'}
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/admin/forgot" className="text-brand-600 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </StaffCard>
  );
}
