import { data, Form, useNavigation } from 'react-router';
import {
  ADMIN_ROLES,
  STAFF_MESSAGES,
  type ErasureResult,
  type FieldErrors,
  fieldErrorsFrom,
  ErasureRequestSchema,
  INBOX_KIND_LABELS,
  type InboxKind,
} from '@harsh/contract';
import { TextField } from '../../components/ui/field';
import { readFormFields } from '../../form-submission.server';
import { requireStaff, staffApi } from '../../staff-api.server';
import type { Route } from './+types/privacy';
import { STAFF_HANDLE, staffMeta } from './_shared/staff-page';
import { SubmitButton } from '../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Erase a person');

/** Admins only; the API refuses anyone else too, but the form is not even shown to them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(context, request);
  if (!ADMIN_ROLES.includes(user.role)) throw data(STAFF_MESSAGES.forbidden, { status: 403 });
  // Only a sentence of the page depends on it: the form works without it.
  const answer = await staffApi(context, request).get('/erasure');
  return {
    retention_days: answer.status === 200 ? answer.envelope.data.retention_days : null,
    known: answer.status === 200,
  };
}

/**
 * An admin erases a person's submissions on their request (DPDP Act): first, if they like, finds
 * what matches (`intent=find`: counted by kind, nothing changed), then erases it, ticking that the
 * request is the person's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const values = { email: fields['email'] ?? '', mobile: fields['mobile'] ?? '' };
  const finding = fields['intent'] === 'find';
  const refused = (errors: FieldErrors) =>
    data({ values, message: null, result: null, found: null, errors }, { status: 422 });
  if (!finding && fields['confirm'] !== 'yes')
    return refused({ confirm: ['Tick the box to confirm.'] });
  const checked = ErasureRequestSchema.safeParse(values);
  if (!checked.success) return refused(fieldErrorsFrom(checked.error) as FieldErrors);
  const answer = await staffApi(context, request).post<ErasureResult>(
    finding ? '/erasure/preview' : '/erasure',
    checked.data,
  );
  if (answer.status !== 200) {
    return data(
      {
        values,
        message: answer.envelope.message,
        result: null,
        found: null,
        errors: (answer.status === 422 ? answer.envelope.data : {}) as unknown as FieldErrors,
      },
      { status: answer.status },
    );
  }
  // What matches, with the details kept to erase it next.
  if (finding)
    return {
      values,
      message: answer.envelope.message,
      result: null,
      found: answer.envelope.data,
      errors: {} as FieldErrors,
    };
  // The form comes back empty: the details are not kept on the page either.
  return {
    values: { email: '', mobile: '' },
    message: answer.envelope.message,
    result: answer.envelope.data,
    found: null,
    errors: {} as FieldErrors,
    done: Date.now(),
  };
}

/** Submissions by kind, as the erasure screen lists them. */
function CountsByKind({ counts }: { counts: ErasureResult['erased'] }) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {Object.entries(counts).map(([kind, count]) => (
        <li key={kind}>
          {INBOX_KIND_LABELS[kind as InboxKind] ?? kind}: {count}
        </li>
      ))}
    </ul>
  );
}

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = (name: string) => actionData?.errors?.[name]?.[0];
  return (
    <>
      <h1 className="text-2xl font-bold">Erase a person</h1>
      <p className="mt-1 max-w-3xl text-muted">
        When someone asks us to erase their data (India’s DPDP Act), every enquiry, quote request,
        message, comment and sign-up with their e-mail address or mobile number is replaced by a
        tombstone: the record stays, their name, contact details and words do not. It cannot be
        undone.{' '}
        {loaderData.retention_days
          ? `Submissions older than ${loaderData.retention_days} days are also erased by themselves, once a day.`
          : loaderData.known && 'This server runs no daily erasure of old submissions.'}
      </p>
      <div role="status" className="mt-4 empty:hidden">
        {actionData?.result && (
          <div className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900">
            <p className="font-semibold">{actionData.message}</p>
            {actionData.result.total > 0 && <CountsByKind counts={actionData.result.erased} />}
          </div>
        )}
        {actionData?.found && (
          <div className="rounded-xl border border-slate-300 bg-white p-4 text-sm">
            <p className="font-semibold">{actionData.message}</p>
            <p className="mt-1 text-muted">
              Counted for{' '}
              {[
                actionData.values.email && `the e-mail address ${actionData.values.email}`,
                actionData.values.mobile && `the mobile number ${actionData.values.mobile}`,
              ]
                .filter(Boolean)
                .join(' and ')}
              .
            </p>
            {actionData.found.total > 0 && (
              <>
                <CountsByKind counts={actionData.found.erased} />
                <p className="mt-2">Nothing is erased yet: tick the box below and choose Erase.</p>
              </>
            )}
          </div>
        )}
      </div>
      <div role="alert" className="mt-4 empty:hidden">
        {actionData?.message && !actionData.result && !actionData.found && (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
            {actionData.message}
          </p>
        )}
      </div>
      <Form
        method="post"
        className="mt-6 grid max-w-xl gap-5 rounded-xl bg-white p-6 shadow-sm"
        noValidate
        key={actionData && 'done' in actionData ? actionData.done : 'form'}
      >
        <TextField
          id="erase-email"
          name="email"
          type="email"
          label="E-mail address"
          autoComplete="off"
          defaultValue={actionData?.values.email ?? ''}
          error={error('email')}
        />
        <TextField
          id="erase-mobile"
          name="mobile"
          type="tel"
          label="Mobile number"
          autoComplete="off"
          hint="Matched on its last 10 digits, however it was typed."
          defaultValue={actionData?.values.mobile ?? ''}
          error={error('mobile')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              className="mt-1 size-4"
              aria-describedby={error('confirm') ? 'erase-confirm-error' : undefined}
              aria-invalid={error('confirm') ? true : undefined}
            />
            I have checked that this request comes from the person, and I understand it cannot be
            undone.
          </label>
          {error('confirm') && (
            <p id="erase-confirm-error" className="mt-1 text-sm text-red-700">
              {error('confirm')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="find" className="btn-secondary" busy={busy}>
            Find what matches
          </SubmitButton>
          <SubmitButton name="intent" value="erase" className="btn-primary" busy={busy}>
            Erase
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
