import { data } from 'react-router';
import {
  ADMIN_ROLES,
  DATA_RIGHT_LABELS,
  INBOX_KIND_LABELS,
  INBOX_STATUS_LABELS,
  STAFF_MESSAGES,
} from '@harsh/contract';
import { requireStaff, staffApi, staffData } from '../../../staff-api.server';
import { BackLink } from '../_shared/back-link';
import { formatDateTime, isIsoTime, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import type { Route } from './+types/copy';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Copy of their data');

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireStaff(context, request);
  if (!ADMIN_ROLES.includes(user.role)) throw data(STAFF_MESSAGES.forbidden, { status: 403 });
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data('Not found.', { status: 404 });
  return {
    id,
    copy: await staffData(
      request,
      staffApi(context, request).get(`/inbox/data_request/${id}/copy`),
    ),
  };
}

const valueText = (value: string | number | null) =>
  value === null || value === ''
    ? '—'
    : typeof value === 'string' && isIsoTime(value)
      ? formatDateTime(value)
      : value;

/**
 * The copy of a person's data as their request's mail will hold it (put together again as the mail
 * leaves), for an admin to read before sending: every submission with the address, what became of
 * it, and the person's requests. Nothing here is kept by the page or a cache.
 */
export default function DataCopy({ loaderData }: Route.ComponentProps) {
  const { id, copy } = loaderData;
  return (
    <>
      <BackLink to={`/admin/inbox/data_request/${id}`}>The request</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Copy of the data of {copy.email}</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Everything stored with this address, in any letter case (never matched by a mobile number,
        which nobody proved). Erased submissions no longer hold the address; staff’s internal notes
        are not part of it.
      </p>
      {copy.submissions.length === 0 && (
        <p className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          Nothing was sent with this address, besides the requests below.
        </p>
      )}
      <ol className="mt-6 grid gap-4">
        {copy.submissions.map((submission) => (
          <li
            key={`${submission.kind}-${submission.id}`}
            className="rounded-xl bg-white p-6 shadow-sm"
          >
            <h2 className="text-lg font-bold">
              {INBOX_KIND_LABELS[submission.kind]} {submission.id},{' '}
              {formatDateTime(submission.received_at)}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
              {submission.fields.map((field) => (
                <div key={field.name} className="contents">
                  <dt className="font-semibold text-muted">{field.name}</dt>
                  <dd className="min-w-0 whitespace-pre-line [overflow-wrap:anywhere]">
                    {valueText(field.value)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm">
              {INBOX_STATUS_LABELS[submission.status]}
              {submission.assigned_to && `, with ${submission.assigned_to}`}. Company told:{' '}
              {submission.notified_at ? formatDateTime(submission.notified_at) : 'no'}.
              Acknowledged:{' '}
              {submission.acknowledged_at ? formatDateTime(submission.acknowledged_at) : 'no'}.
            </p>
            {submission.processing.length > 0 && (
              <ul className="mt-2 list-disc pl-6 text-sm">
                {submission.processing.map((entry, index) => (
                  <li key={index}>
                    {formatDateTime(entry.at)}: {entry.action}
                    {entry.by && `, by ${entry.by}`}
                  </li>
                ))}
              </ul>
            )}
            {submission.replies.length > 0 && (
              <p className="mt-2 text-sm">
                {submission.replies.length === 1
                  ? '1 answer'
                  : `${submission.replies.length} answers`}{' '}
                by e-mail, with their words.
              </p>
            )}
          </li>
        ))}
      </ol>
      <h2 className="mt-8 text-lg font-bold">Their requests</h2>
      <ul className="mt-2 list-disc pl-6 text-sm">
        {copy.requests.map((each) => (
          <li key={each.reference}>
            {each.reference}: {DATA_RIGHT_LABELS[each.right]}, received{' '}
            {formatDateTime(each.received_at)}, due {formatDateTime(each.due_at)} (
            {INBOX_STATUS_LABELS[each.status]})
          </li>
        ))}
      </ul>
    </>
  );
}
