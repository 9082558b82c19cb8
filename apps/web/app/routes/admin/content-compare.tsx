import { diffWords } from 'diff';
import { data } from 'react-router';
import { htmlToPlainText, type Revision } from '@harsh/contract';
import { staffApi, staffData } from '../../staff-api.server';
import type { Route } from './+types/content-compare';
import { FIELDS, valueAt } from './content-fields';
import { itemAddress } from './content-item';
import { formatDateTime, STAFF_HANDLE, staffMeta } from './staff-page';
import { BackLink } from './back-link';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) => staffMeta(loaded ? `Versions ${loaded.from.number} and ${loaded.to.number}` : 'Compare versions');

const versionOf = (value: string | null) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1_000_000) throw data('Not found.', { status: 404 });
  return number;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, key } = itemAddress(params);
  const url = new URL(request.url);
  const api = staffApi(context, request);
  const [from, to] = await Promise.all(
    [url.searchParams.get('from'), url.searchParams.get('to')].map((n) => staffData(request, api.get<Revision>(`/content/${kind}/${key}/revisions/${versionOf(n)}`))),
  );
  return { kind, key, from: from!, to: to! };
}

const socialText = (document: Record<string, unknown>) =>
  ((document['social'] as { name: string; url: string }[] | undefined) ?? []).map((profile) => `${profile.name}: ${profile.url}`).join('\n');

/**
 * One side of a changed field, with what the other side lacks marked: the words taken out in the
 * older version (`del`), the words put in in the newer one (`ins`). Words, not characters: a
 * changed word reads as one change.
 */
function MarkedText({ from, to, side }: { from: string; to: string; side: 'from' | 'to' }) {
  const parts = diffWords(from, to);
  return (
    <>
      {parts.map((part, index) => {
        if (part.added) return side === 'to' ? <ins key={index} className="rounded-sm bg-green-100 text-green-950 no-underline">{part.value}</ins> : null;
        if (part.removed) return side === 'from' ? <del key={index} className="rounded-sm bg-red-100 text-red-950">{part.value}</del> : null;
        return <span key={index}>{part.value}</span>;
      })}
    </>
  );
}

/** HTML as read: the spaces and line breaks between and within its tags count as one space or none (the editor writes them its own way). */
const readableHtml = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

/** Whether a field differs between the versions: in what it says, not in how the editor spaced its HTML. */
const differs = (row: { a: string; b: string; richText: boolean }) => (row.richText ? readableHtml(row.a) !== readableHtml(row.b) : row.a !== row.b);

/** The note beside a changed field of HTML whose text reads the same: the change is in its markup (formatting, links). */
const sameText = (a: string, b: string, richText: boolean) => richText && htmlToPlainText(a) === htmlToPlainText(b);

/** Two versions side by side, field by field; the fields that differ are marked, and in them what changed. */
export default function CompareVersions({ loaderData }: Route.ComponentProps) {
  const { kind, key, from, to } = loaderData;
  const fields = FIELDS[kind].map((field) => ({ label: field.label, a: valueAt(from.data, field.name), b: valueAt(to.data, field.name), richText: field.richText === true }));
  if (kind === 'settings') fields.push({ label: 'Social profiles', a: socialText(from.data), b: socialText(to.data), richText: false });
  const rows = fields.map((row) => ({ ...row, differs: differs(row) }));
  const changed = rows.filter((row) => row.differs).length;
  const heading = (revision: Revision) => `Version ${revision.number}${revision.live ? ' (live)' : ''}`;
  return (
    <>
      <BackLink to={`/admin/content/${kind}/${key}`}>Back to editing</BackLink>
      <h1 className="mt-2 text-2xl font-bold">
        Versions {from.number} and {to.number}
      </h1>
      <p className="mt-1 text-muted">{changed === 0 ? 'The two versions are the same.' : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'}, marked “Changed”.`}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls sideways must take focus, or a keyboard cannot scroll it */}
      <div className="relative mt-6 overflow-x-auto rounded-xl bg-white p-4 shadow-sm" role="group" aria-label="The two versions, field by field" tabIndex={0}>
        <table className="w-full min-w-[40rem] table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="w-40 py-2 pr-3">
                Field
              </th>
              {[from, to].map((revision) => (
                <th scope="col" key={revision.number} className="py-2 pr-3">
                  {heading(revision)}
                  <span className="block text-xs font-normal text-muted">
                    {formatDateTime(revision.created_at)} · {revision.author ?? 'Before editing'}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={`border-b border-slate-100 align-top ${row.differs ? 'bg-amber-50' : ''}`}>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.label}
                  {row.differs && <span className="mt-1 block w-fit rounded bg-sun-400 px-2 py-0.5 text-xs text-navy-950">Changed</span>}
                  {row.differs && sameText(row.a, row.b, row.richText) && <span className="mt-1 block text-xs font-normal text-muted">The text reads the same: only its HTML differs.</span>}
                </th>
                <td className="py-2 pr-3 break-words whitespace-pre-wrap">{!row.differs || !row.a ? row.a || '—' : <MarkedText from={row.a} to={row.b} side="from" />}</td>
                <td className="py-2 pr-3 break-words whitespace-pre-wrap">{!row.differs || !row.b ? row.b || '—' : <MarkedText from={row.a} to={row.b} side="to" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
