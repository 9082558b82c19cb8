import { data, Form, useNavigation } from 'react-router';
import { type FieldErrors, type TotpSetup, TWO_FACTOR_MESSAGES } from '@harsh/contract';
import { TextField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/two-step';
import { STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { Notice } from '../_shared/notice';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Two-step sign-in');

/**
 * Read the account's state again after every answer, refusals too: a refusal may mean it changed
 * elsewhere (turned on in another tab, reset by an admin), and the page must then offer what now applies.
 */
export const shouldRevalidate = () => true;

export async function loader({ request, context }: Route.LoaderArgs) {
  return staffData(request, staffApi(context, request).get('/totp'));
}

type Answer = {
  intent: string;
  ok: boolean;
  message: string;
  setup?: TotpSetup;
  codes?: string[];
  errors: FieldErrors;
};

/** Set up (a QR code, then a code to prove it), move to another phone, new recovery codes, or turning it off. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const intent = fields['intent'] ?? '';
  const code = { code: fields['code'] ?? '' };
  if (intent === 'setup') {
    // Moving to another phone sends the code of the app in use; setting up the first time, none.
    const answer = await api.post<TotpSetup>('/totp/setup', fields['code'] ? code : {});
    const ok = answer.status === 200;
    const errors =
      answer.status === 422 ? ((answer.envelope.data ?? {}) as unknown as FieldErrors) : {};
    return data<Answer>(
      {
        intent,
        ok,
        message: answer.envelope.message,
        setup: ok ? answer.envelope.data : undefined,
        errors,
      },
      { status: answer.status },
    );
  }
  const path =
    intent === 'enable'
      ? '/totp/enable'
      : intent === 'new-codes'
        ? '/totp/recovery-codes'
        : '/totp/disable';
  // Finishing the set-up names the key this screen shows: one started again in another tab since has another.
  const answer = await api.post<{ recovery_codes: string[] } | null>(
    path,
    intent === 'enable' && fields['secret'] ? { ...code, secret: fields['secret'] } : code,
  );
  // A mistyped code keeps the QR code on screen; any other refusal (the set-up finished or started again elsewhere) does not.
  const setup =
    intent === 'enable' && answer.status === 422 && fields['secret']
      ? { secret: fields['secret'], uri: fields['uri'] ?? '', qr: fields['qr'] ?? '' }
      : undefined;
  return data<Answer>(
    {
      intent,
      ok: answer.status === 200,
      message: answer.envelope.message,
      setup,
      codes: answer.status === 200 ? answer.envelope.data?.recovery_codes : undefined,
      errors: answer.status === 422 ? ((answer.envelope.data ?? {}) as unknown as FieldErrors) : {},
    },
    { status: answer.status },
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 rounded-lg border border-slate-300 p-4">
      <h3 className="font-bold">Your recovery codes</h3>
      <p className="mt-1 text-sm text-muted">
        Shown this once. Print them or keep them in a password manager; each one signs you in once
        without your phone.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(`Harsh Logistics staff: recovery codes (each signs in once)\r\n\r\n${codes.join('\r\n')}\r\n`)}`}
        download="harsh-logistics-recovery-codes.txt"
        className="mt-3 inline-block text-sm font-semibold text-brand-600 underline"
      >
        Download the codes as a text file
      </a>
    </div>
  );
}

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const answer = actionData as Answer | undefined;
  const setup = answer?.setup;
  const codeError = answer?.errors?.['code']?.[0];
  const enabled = loaderData.enabled || (answer?.intent === 'enable' && answer.ok);
  return (
    <>
      <h1 className="text-2xl font-bold">Two-step sign-in</h1>
      <p className="mt-1 max-w-3xl text-muted">
        After your password, a six-digit code from an authenticator app on your phone (Google
        Authenticator, Microsoft Authenticator, 1Password and others): someone who learns your
        password still cannot sign in.
        {loaderData.required && ' Admins must have it on.'}
      </p>
      {loaderData.required && !enabled && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {TWO_FACTOR_MESSAGES.required}
        </p>
      )}
      <div role="status" className="mt-4 empty:hidden">
        {answer && (answer.ok ? answer.intent !== 'setup' : !codeError) && (
          <Notice ok={answer.ok}>
            <p>{answer.message}</p>
          </Notice>
        )}
      </div>
      {answer?.codes && <RecoveryCodes codes={answer.codes} />}

      <section aria-labelledby="state" className="mt-6 max-w-xl rounded-xl bg-white p-6 shadow-sm">
        <h2 id="state" className="text-lg font-bold">
          {setup ? 'Scan, then enter a code' : enabled ? 'It is on' : 'It is off'}
        </h2>
        {!enabled && !setup && (
          <Form method="post" className="mt-4">
            <SubmitButton name="intent" value="setup" className="btn-primary" busy={busy}>
              Set it up
            </SubmitButton>
          </Form>
        )}
        {setup && (
          <>
            <img
              src={setup.qr}
              alt="QR code for your authenticator app"
              width={200}
              height={200}
              className="mt-4 size-48 rounded border border-slate-200"
            />
            <p className="mt-3 text-sm">
              Cannot scan? Enter this key in the app:{' '}
              <code className="font-mono break-all select-all" data-testid="totp-secret">
                {setup.secret}
              </code>
            </p>
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              <input type="hidden" name="secret" value={setup.secret} />
              <input type="hidden" name="uri" value={setup.uri} />
              <input type="hidden" name="qr" value={setup.qr} />
              <TextField
                id="enable-code"
                name="code"
                label="Code from the app"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                error={answer?.intent === 'enable' ? codeError : undefined}
              />
              <SubmitButton name="intent" value="enable" className="btn-primary w-fit" busy={busy}>
                {enabled ? 'Use this app from now on' : 'Turn it on'}
              </SubmitButton>
            </Form>
          </>
        )}
        {enabled && !setup && (
          <>
            <p className="mt-2 text-sm">{loaderData.recovery_codes_left} unused recovery codes.</p>
            <Form method="post" className="mt-4 grid gap-4" noValidate>
              <TextField
                id="manage-code"
                name="code"
                label="Code from the app"
                autoComplete="one-time-code"
                inputMode="numeric"
                required
                error={answer?.intent !== 'enable' ? codeError : undefined}
              />
              <div className="flex flex-wrap gap-3">
                <SubmitButton name="intent" value="new-codes" className="btn-secondary" busy={busy}>
                  New recovery codes
                </SubmitButton>
                <SubmitButton name="intent" value="setup" className="btn-secondary" busy={busy}>
                  Move to another phone
                </SubmitButton>
                {!loaderData.required && (
                  <SubmitButton name="intent" value="disable" className="btn-secondary" busy={busy}>
                    Turn it off
                  </SubmitButton>
                )}
              </div>
            </Form>
          </>
        )}
      </section>
    </>
  );
}
