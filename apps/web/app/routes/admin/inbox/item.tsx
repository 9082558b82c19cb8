import { data, Form, Link, useNavigation } from 'react-router';
import {
  ADMIN_ROLES,
  blogPostPath,
  type FieldErrors,
  INBOX_KIND_LABELS,
  INBOX_LANGUAGE_TEXT,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  InboxParamsSchema,
  languageName,
  NOTE_MAX_LENGTH,
  phoneForStaff,
  REPLY_MAX_LENGTH,
} from '@harsh/contract';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { readFormFields } from '../../../form-submission.server';
import { type StaffAnswer, staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/item';
import { formatDateTime, isIsoTime, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { BackLink } from '../_shared/back-link';
import { telHref } from '../../../text';
import { FIELD_LABELS } from '../../../components/forms/field-labels';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useStaffSession } from '../_shared/staff-session';
import { CorrectionForm, FormMessage, mailStateText, RequestFacts } from './item-parts';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `${INBOX_KIND_LABELS[loaded.item.kind]} ${loaded.item.id}` : 'Inbox');

function paramsOf(params: Route.LoaderArgs['params']) {
  const checked = InboxParamsSchema.safeParse(params);
  if (!checked.success) throw data('Not found.', { status: 404 });
  return checked.data;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, id } = paramsOf(params);
  return staffData(request, staffApi(context, request).get(`/inbox/${kind}/${id}`));
}

type StaffApi = ReturnType<typeof staffApi>;
type Fields = Record<string, string>;

/** A refusal made on the page, before any call: the API's shape, so that it shows as the API's would. */
const refusedHere = (field: string, message: string): Promise<StaffAnswer<unknown>> =>
  Promise.resolve({
    status: 422,
    envelope: { status: 0, message, data: { [field]: [message] } },
    cookies: [],
  });

/**
 * What staff do to a submission, by the post's `intent`: answer the sender, add a note, moderate a
 * comment, correct a field; for a data request, send the copy or erase the person. Anything else
 * saves the status and owner.
 */
const INTENTS: Record<
  string,
  (api: StaffApi, path: string, fields: Fields) => Promise<StaffAnswer<unknown>>
> = {
  note: (api, path, fields) => api.post(`${path}/notes`, { body: fields['body'] ?? '' }),
  reply: (api, path, fields) =>
    api.post(`${path}/replies`, { body: fields['reply'] ?? '', close: fields['close'] === 'on' }),
  approve: (api, path) => api.post(`${path}/moderation`, { decision: 'approve' }),
  reject: (api, path) => api.post(`${path}/moderation`, { decision: 'reject' }),
  correct: (api, path, fields) =>
    api.post(`${path}/correction`, { field: fields['field'] ?? '', value: fields['value'] ?? '' }),
  copy: (api, path) => api.post(`${path}/copy`, {}),
  erase: (api, path, fields) =>
    fields['confirm'] === 'yes'
      ? api.post(`${path}/erasure`, {})
      : refusedHere('confirm', 'Tick the box to confirm.'),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { kind, id } = paramsOf(params);
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const path = `/inbox/${kind}/${id}`;
  const intent = fields['intent'] ?? 'update';
  const act = INTENTS[intent];
  const answer = act
    ? await act(api, path, fields)
    : await api.patch(path, {
        status: fields['status'] || undefined,
        assignee_id: fields['assignee_id'] ? Number(fields['assignee_id']) : null,
      });
  const errors = (answer.status === 422 ? (answer.envelope.data ?? {}) : {}) as FieldErrors;
  // The reply's field is `reply` on the page (the notes' is `body`): each form shows its own message.
  if (intent === 'reply' && errors['body']) errors['reply'] = errors['body'];
  return data(
    { intent, ok: answer.status === 200, message: answer.envelope.message, errors },
    { status: answer.status },
  );
}

const INBOX_LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  received_at: 'Received',
  in_reply_to: 'In reply to comment',
  // The language it was sent in, by its English name (the API's `languageName`).
  language: INBOX_LANGUAGE_TEXT.label,
};

/** Fields of a blog comment that its moderation box shows instead. */
const MODERATION_FIELDS = new Set(['post', 'moderation']);
/** Fields of a data request that its request box shows instead, in words. */
const REQUEST_FIELDS = new Set([
  'reference',
  'right',
  'nominee_name',
  'nominee_contact',
  'channel',
  'verified_at',
  'due_at',
]);

/** A sent value as staff read it: times in India's time, nothing (or erased) as a dash. */
const fieldText = (value: string | number | null) =>
  value === null || value === ''
    ? '—'
    : typeof value === 'string' && isIsoTime(value)
      ? formatDateTime(value)
      : value;
const fieldLabel = (name: string) =>
  INBOX_LABELS[name] ?? name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A sent value, an e-mail address or a phone number as a link to write or call. */
function FieldValue({ name, value }: { name: string; value: string | number | null }) {
  if (typeof value === 'string' && value !== '') {
    if (name === 'email')
      return (
        <a href={`mailto:${value}`} className="text-brand-600 hover:underline">
          {value}
        </a>
      );
    if ((name === 'mobile' || name === 'phone') && /\d/.test(value)) {
      const shown = phoneForStaff(value);
      return (
        <a href={telHref(shown)} className="text-brand-600 hover:underline">
          {shown}
        </a>
      );
    }
  }
  return fieldText(value);
}

/** Why a submission's personal data is gone, as the item page says it. */
const ERASURE_REASON_WORDS = {
  request: 'on their request',
  retention: 'at the end of the retention period',
  withdrawal: 'when they withdrew their consent with the link in our acknowledgement',
} as const;

export default function InboxItem({ loaderData, actionData }: Route.ComponentProps) {
  const {
    item,
    fields,
    consent,
    notification,
    acknowledgement,
    notes,
    replies,
    moderation,
    assignees,
    erasure,
    request,
  } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const answer = actionData ?? undefined;
  const role = useStaffSession()?.user.role;
  const admin = role !== undefined && ADMIN_ROLES.includes(role);
  return (
    <>
      <BackLink to="/admin/inbox">Inbox</BackLink>
      <h1 className="mt-2 text-2xl font-bold">
        {INBOX_KIND_LABELS[item.kind]} from {item.name || item.email}
      </h1>
      <p className="mt-1 text-muted">
        Received {formatDateTime(item.received_at)} · {INBOX_STATUS_LABELS[item.status]}
        {item.assignee && ` · ${item.assignee.name}`}
      </p>

      {erasure && (
        <p className="mt-4 rounded-lg border border-slate-300 bg-white p-3 text-sm">
          The sender’s personal data was erased {ERASURE_REASON_WORDS[erasure.reason]} on{' '}
          {formatDateTime(erasure.erased_at)}. What remains is a tombstone.
        </p>
      )}
      {/* Tracks that may shrink below their content: a message of one long unbroken word wraps, not widens the page. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <section
            aria-labelledby="what-they-sent"
            className="min-w-0 rounded-xl bg-white p-6 shadow-sm"
          >
            <h2 id="what-they-sent" className="text-lg font-bold">
              What they sent
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
              {/* A comment's post and status are the moderation box's, in words and with a link. */}
              {fields
                .filter(
                  (field) =>
                    !(moderation && MODERATION_FIELDS.has(field.name)) &&
                    !(request && REQUEST_FIELDS.has(field.name)),
                )
                .map((field) => (
                  <div key={field.name} className="contents">
                    <dt className="font-semibold text-muted">{fieldLabel(field.name)}</dt>
                    <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">
                      <FieldValue name={field.name} value={field.value} />
                    </dd>
                  </div>
                ))}
            </dl>
            <h3 className="mt-6 font-bold">Consent</h3>
            <p className="mt-1 text-sm">
              {request?.channel === 'staff'
                ? 'None given on the website: they asked by phone, by letter or in person, and staff logged it.'
                : `Agreed to privacy notice ${consent.version} on ${formatDateTime(consent.at)}.`}
            </p>
            <h3 className="mt-4 font-bold">Notification e-mail</h3>
            <p className="mt-1 text-sm">
              {mailStateText(notification, 'None was queued for this submission.')}
            </p>
            <h3 className="mt-4 font-bold">Acknowledgement to the sender</h3>
            <p className="mt-1 text-sm">
              {mailStateText(
                acknowledgement,
                item.email
                  ? 'None was queued (sent before acknowledgements, or the address had its five for the day).'
                  : 'None: there is no e-mail address.',
              )}
            </p>
          </section>

          <section aria-labelledby="replies" className="min-w-0 rounded-xl bg-white p-6 shadow-sm">
            <h2 id="replies" className="text-lg font-bold">
              Answers by e-mail
            </h2>
            {replies.length === 0 ? (
              <p className="mt-2 text-sm text-muted">Not answered from the inbox yet.</p>
            ) : (
              <ol className="mt-3 space-y-3">
                {replies.map((reply) => (
                  <li key={reply.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                    <p className="whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
                    <p className="mt-2 text-xs text-muted">
                      {reply.author}, {formatDateTime(reply.created_at)}.{' '}
                      {mailStateText(reply.mail, '')}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            {erasure ? (
              <p className="mt-4 text-sm">
                Its sender’s personal data was erased: there is no one left to write to.
              </p>
            ) : !item.email ? (
              <p className="mt-4 text-sm">
                It has no e-mail address: answer by phone or by letter, and note what was said.
              </p>
            ) : (
              <Form method="post" className="mt-4 grid gap-3" key={replies.length}>
                <input type="hidden" name="intent" value="reply" />
                <TextAreaField
                  id="reply-body"
                  name="reply"
                  label="Your answer"
                  hint={`It goes to ${item.email} from the website, signed with the company’s name; their reply comes to the company’s address, not yours. They wrote in ${languageName(item.locale)}.`}
                  rows={6}
                  maxLength={REPLY_MAX_LENGTH}
                  error={answer?.intent === 'reply' ? answer.errors['reply']?.[0] : undefined}
                />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="close" className="size-4" defaultChecked={false} />
                  Close the submission once answered
                </label>
                <SubmitButton className="btn-primary w-fit" busy={busy}>
                  Send the answer
                </SubmitButton>
                <FormMessage answer={answer} intent="reply" />
              </Form>
            )}
          </section>
        </div>

        <div className="grid min-w-0 content-start gap-6">
          {request && (
            <RequestFacts request={request} item={item} answer={answer} busy={busy} admin={admin} />
          )}
          {moderation && (
            <section aria-labelledby="moderation" className="rounded-xl bg-white p-6 shadow-sm">
              <h2 id="moderation" className="text-lg font-bold">
                On the blog
              </h2>
              <p className="mt-2 text-sm">
                {moderation.status === 'approved'
                  ? 'Shown on '
                  : moderation.status === 'rejected'
                    ? 'Rejected; not shown on '
                    : 'Waiting for approval; not shown on '}
                {/* Underlined: within a sentence, colour alone does not set a link apart (WCAG 1.4.1). */}
                <Link
                  to={blogPostPath({ slug: moderation.post })}
                  className="text-brand-600 underline underline-offset-2"
                >
                  its post, <span className="font-mono">{moderation.post}</span>
                </Link>
                .
              </p>
              <Form method="post" className="mt-4 flex gap-3">
                <SubmitButton
                  name="intent"
                  value="approve"
                  className="btn-primary"
                  busy={busy}
                  disabled={moderation.status === 'approved'}
                >
                  Approve
                </SubmitButton>
                <SubmitButton
                  name="intent"
                  value="reject"
                  className="btn-secondary"
                  busy={busy}
                  disabled={moderation.status === 'rejected'}
                >
                  Reject
                </SubmitButton>
              </Form>
              <FormMessage answer={answer} intent={['approve', 'reject']} />
            </section>
          )}

          <section aria-labelledby="work-it" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="work-it" className="text-lg font-bold">
              Status and owner
            </h2>
            {/* Drawn again when the status or owner changes elsewhere (a comment approved or rejected closes it), so Save never sends back the old one. */}
            <Form
              method="post"
              className="mt-4 grid gap-4"
              key={`${item.status} ${item.assignee?.id ?? ''}`}
            >
              <input type="hidden" name="intent" value="update" />
              <SelectField
                id="item-status"
                name="status"
                label="Status"
                placeholder={null}
                options={INBOX_STATUSES.map((value) => ({
                  value,
                  label: INBOX_STATUS_LABELS[value],
                }))}
                defaultValue={item.status}
                error={answer?.intent === 'update' ? answer.errors['status']?.[0] : undefined}
              />
              <SelectField
                id="item-assignee"
                name="assignee_id"
                label="Assigned to"
                placeholder="Nobody"
                options={assignees.map((person) => ({
                  value: String(person.id),
                  label: person.name,
                }))}
                defaultValue={item.assignee ? String(item.assignee.id) : ''}
                error={answer?.intent === 'update' ? answer.errors['assignee_id']?.[0] : undefined}
              />
              <SubmitButton className="btn-primary w-fit" busy={busy}>
                Save
              </SubmitButton>
              <FormMessage answer={answer} intent="update" />
            </Form>
          </section>

          {admin && !erasure && <CorrectionForm answer={answer} busy={busy} />}

          <section aria-labelledby="notes" className="rounded-xl bg-white p-6 shadow-sm">
            <h2 id="notes" className="text-lg font-bold">
              Internal notes
            </h2>
            {notes.length === 0 ? (
              <p className="mt-2 text-sm text-muted">No notes yet. Only staff see them.</p>
            ) : (
              <ol className="mt-3 space-y-3">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg bg-navy-50 p-3 text-sm">
                    <p className="whitespace-pre-line [overflow-wrap:anywhere]">{note.body}</p>
                    <p className="mt-1 text-xs text-muted">
                      {note.author}, {formatDateTime(note.created_at)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" className="mt-4 grid gap-3" key={notes.length}>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                id="note-body"
                name="body"
                label="Add a note"
                rows={3}
                maxLength={NOTE_MAX_LENGTH}
                error={answer?.intent === 'note' ? answer.errors['body']?.[0] : undefined}
              />
              <SubmitButton className="btn-secondary w-fit" busy={busy}>
                Add note
              </SubmitButton>
              <FormMessage answer={answer} intent="note" />
            </Form>
          </section>
        </div>
      </div>
    </>
  );
}
