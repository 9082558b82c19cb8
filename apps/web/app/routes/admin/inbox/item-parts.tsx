import { Form, Link } from 'react-router';
import {
  CORRECTABLE_FIELD_LABELS,
  CORRECTABLE_FIELDS,
  DATA_RIGHT_LABELS,
  type FieldErrors,
  type InboxDetail,
  phoneForStaff,
} from '@harsh/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { dueText, formatDateTime } from '../_shared/staff-page';

/** What the item page's action answered, for the form that posted it. */
export type ItemAnswer =
  { intent?: string; ok: boolean; message: string; errors?: FieldErrors } | undefined;

/** The answer to one form of the page (by its intent), read out when it comes. */
export function FormMessage({ answer, intent }: { answer: ItemAnswer; intent: string | string[] }) {
  const mine =
    answer &&
    (Array.isArray(intent) ? intent.includes(answer.intent ?? '') : answer.intent === intent);
  return (
    <p
      role="status"
      className={`text-sm empty:hidden ${answer?.ok ? 'text-green-800' : 'text-red-800'}`}
    >
      {mine ? answer.message : ''}
    </p>
  );
}

/**
 * Where one of our e-mails about the submission stands. Only a failure the worker wrote down is a
 * failure: a mail it has taken is being sent (issue 40: an answer that went out at once read
 * "1 attempt failed (no reason given)", and staff would have sent it twice).
 */
export function mailStateText(mail: InboxDetail['notification'], none: string): string {
  if (!mail) return none;
  // A mail given up on (its address does not exist) or not needed (its submission erased first) is done, and says why.
  if (mail.state === 'sent')
    return mail.last_error
      ? `Not sent (${mail.last_error}), ${formatDateTime(mail.sent_at!)}.`
      : `Sent ${formatDateTime(mail.sent_at!)}.`;
  if (mail.state === 'sending')
    return 'Being sent now: reload the page in a moment to see it sent.';
  if (mail.state === 'retrying' && mail.last_error) {
    return `Not sent yet: ${mail.attempts === 1 ? '1 attempt' : `${mail.attempts} attempts`} failed (${mail.last_error}); it will be tried again.`;
  }
  return 'Waiting in the outbox (no mail server is set, or it has not run yet).';
}

const errorOf = (answer: ItemAnswer, intent: string, field: string) =>
  answer?.intent === intent ? answer.errors?.[field]?.[0] : undefined;

/**
 * A data request's own facts: what it asks for, by when it must be answered, and how its sender was
 * proved; for admins, its work: the copy of everything stored for its address (read first, then
 * mailed), and erasure of it all. The request itself stays, to be answered and closed.
 */
export function RequestFacts({
  request,
  item,
  answer,
  busy,
  admin,
}: {
  request: NonNullable<InboxDetail['request']>;
  item: InboxDetail['item'];
  answer: ItemAnswer;
  busy: boolean;
  admin: boolean;
}) {
  const due = dueText(item);
  return (
    <section aria-labelledby="the-request" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="the-request" className="text-lg font-bold">
        Request {request.reference}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Asks for</dt>
        <dd className="font-semibold">{DATA_RIGHT_LABELS[request.right]}</dd>
        <dt className="text-muted">Answer by</dt>
        <dd className={due?.overdue ? 'font-semibold text-red-700' : undefined}>
          {due ? due.text : `${formatDateTime(request.due_at)} (closed)`}
        </dd>
        <dt className="text-muted">Proved</dt>
        <dd>
          {request.channel === 'web'
            ? `By the code sent to ${item.email}, ${formatDateTime(request.verified_at)}.`
            : 'Logged by staff, who checked who was asking (see the notes).'}
        </dd>
        {request.nominee && (
          <>
            <dt className="text-muted">Nominee</dt>
            <dd className="[overflow-wrap:anywhere]">
              {request.nominee.name}, {request.nominee.contact}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-sm text-muted">
        The law’s deadline: answer, then close it. Its sender sees the status on the website with
        the reference.
      </p>
      {admin ? (
        <>
          <h3 className="mt-5 font-bold">Their data</h3>
          <p className="mt-1 text-sm">
            <Link
              to={`/admin/inbox/data_request/${item.id}/copy`}
              className="font-semibold text-brand-600 underline"
            >
              Read the copy
            </Link>{' '}
            of everything stored for {item.email || 'this request'}, as it would be sent.
          </p>
          {item.email && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="copy" />
              <SubmitButton className="btn-secondary" busy={busy}>
                Send the copy to {item.email}
              </SubmitButton>
              <FormMessage answer={answer} intent="copy" />
            </Form>
          )}
          <Form method="post" className="mt-4 grid gap-2 rounded-lg border border-red-200 p-3">
            <input type="hidden" name="intent" value="erase" />
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                className="mt-0.5 size-4"
                aria-invalid={errorOf(answer, 'erase', 'confirm') ? true : undefined}
                aria-describedby="erase-confirm-error"
              />
              <span>
                Erase every submission sent with {item.email || 'this request’s address'}
                {request.channel === 'staff' && item.phone
                  ? ` or from ${phoneForStaff(item.phone)}`
                  : ''}
                . It cannot be undone; this request stays.
              </span>
            </label>
            <p id="erase-confirm-error" className="text-sm text-red-800 empty:hidden">
              {errorOf(answer, 'erase', 'confirm') ?? ''}
            </p>
            <SubmitButton className="btn-primary w-fit" busy={busy}>
              Erase their data
            </SubmitButton>
            {/* A refusal is said at the box; what was erased, here. */}
            <FormMessage answer={answer?.ok ? answer : undefined} intent="erase" />
          </Form>
        </>
      ) : (
        <p className="mt-3 text-sm">An admin sends the copy of their data or erases it.</p>
      )}
    </section>
  );
}

/** An admin corrects who the sender is or how to reach them, at their request: never what they wrote. */
export function CorrectionForm({ answer, busy }: { answer: ItemAnswer; busy: boolean }) {
  return (
    <section aria-labelledby="correct" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="correct" className="text-lg font-bold">
        Correct a detail
      </h2>
      <p className="mt-1 text-sm text-muted">
        At the sender’s request. The audit log records which field, not its values.
      </p>
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="correct" />
        <SelectField
          id="correct-field"
          name="field"
          label="Field"
          placeholder={null}
          options={CORRECTABLE_FIELDS.map((value) => ({
            value,
            label: CORRECTABLE_FIELD_LABELS[value],
          }))}
          error={errorOf(answer, 'correct', 'field')}
        />
        <TextField
          id="correct-value"
          name="value"
          label="Corrected value"
          autoComplete="off"
          error={errorOf(answer, 'correct', 'value')}
        />
        <SubmitButton className="btn-secondary w-fit" busy={busy}>
          Correct it
        </SubmitButton>
        <FormMessage answer={answer} intent="correct" />
      </Form>
    </section>
  );
}
