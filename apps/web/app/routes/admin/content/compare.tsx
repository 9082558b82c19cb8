import { diffWords } from 'diff';
import { data } from 'react-router';
import type { Revision } from '@harsh/contract';
import { staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/compare';
import { fieldsFor, type FieldSpec, valueAt } from './fields';
import { itemAddress } from './item-address';
import { formatDateTime, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { BackLink } from '../_shared/back-link';
import { htmlAsRead } from './html-as-read';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Versions ${loaded.from.number} and ${loaded.to.number}` : 'Compare versions');

const versionOf = (value: string | null) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 1_000_000)
    throw data('Not found.', { status: 404 });
  return number;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { kind, key } = itemAddress(params);
  const url = new URL(request.url);
  const api = staffApi(context, request);
  const [from, to] = await Promise.all(
    [url.searchParams.get('from'), url.searchParams.get('to')].map((n) =>
      staffData(request, api.get(`/content/${kind}/${key}/revisions/${versionOf(n)}`)),
    ),
  );
  return { kind, key, from: from!, to: to! };
}

const socialText = (document: Record<string, unknown>) =>
  ((document['social'] as { name: string; url: string }[] | undefined) ?? [])
    .map((profile) => `${profile.name}: ${profile.url}`)
    .join('\n');

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
        if (part.added)
          return side === 'to' ? (
            <ins key={index} className="rounded-sm bg-green-100 text-green-950 no-underline">
              {part.value}
            </ins>
          ) : null;
        if (part.removed)
          return side === 'from' ? (
            <del key={index} className="rounded-sm bg-red-100 text-red-950">
              {part.value}
            </del>
          ) : null;
        return <span key={index}>{part.value}</span>;
      })}
    </>
  );
}

/** HTML as stored, its spacing aside: the spaces and line breaks between and within its tags count as one space or none (the editor writes them its own way). */
const compactHtml = (html: string) => html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();

interface Row {
  label: string;
  /** What the two versions say: a rich-text field as read (`htmlAsRead`), any other as it is. */
  a: string;
  b: string;
  /** A rich-text field's HTML, shown on request: a change of formatting or of a link's words is in it. */
  html?: { a: string; b: string };
}

/** Whether a field differs between the versions: in what it says or how it is formatted, not in how the editor spaced its HTML. */
const differs = (row: Row) =>
  row.html ? compactHtml(row.html.a) !== compactHtml(row.html.b) : row.a !== row.b;

/** One side of a field: its text, what changed marked, and for rich text its HTML on request. */
function Side({
  row,
  side,
  version,
  changed,
}: {
  row: Row;
  side: 'from' | 'to';
  version: number;
  changed: boolean;
}) {
  const text = side === 'from' ? row.a : row.b;
  const html = row.html && (side === 'from' ? row.html.a : row.html.b);
  return (
    <td className="py-2 pr-3 break-words whitespace-pre-wrap">
      {!changed || !text ? text || '—' : <MarkedText from={row.a} to={row.b} side={side} />}
      {changed && row.html && html && (
        <details className="mt-2 whitespace-normal">
          <summary className="cursor-pointer text-xs font-semibold text-brand-600">
            Show the HTML of version {version}
          </summary>
          <p className="mt-1 font-mono text-xs break-words whitespace-pre-wrap">
            <MarkedText from={compactHtml(row.html.a)} to={compactHtml(row.html.b)} side={side} />
          </p>
        </details>
      )}
    </td>
  );
}

/** The fields to compare: a repeated group's fields once for each row either version has (`Slide 2: Title`). */
function comparedFields(fields: FieldSpec[], versions: Record<string, unknown>[]): FieldSpec[] {
  return fields.flatMap((field) => {
    if (!field.group) return [field];
    const group = field.group;
    const rows = Math.max(
      ...versions.map((version) =>
        Array.isArray(valueOf(version, field.name))
          ? (valueOf(version, field.name) as unknown[]).length
          : 0,
      ),
    );
    return Array.from({ length: rows }, (_, row) =>
      group.fields.map((inner) => ({
        ...inner,
        name: `${field.name}.${row}.${inner.name}`,
        label: `${group.legend(row + 1)}: ${inner.label}`,
      })),
    ).flat();
  });
}

/** The value at a dotted path of a document, as it is (a list stays a list). */
function valueOf(document: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      document,
    );
}

/** Two versions side by side, field by field; the fields that differ are marked, and in them what changed. */
export default function CompareVersions({ loaderData }: Route.ComponentProps) {
  const { kind, key, from, to } = loaderData;
  const fields: Row[] = comparedFields(fieldsFor(kind, key), [from.data, to.data]).map((field) => {
    const [a, b] = [valueAt(from.data, field.name), valueAt(to.data, field.name)];
    return field.richText
      ? { label: field.label, a: htmlAsRead(a), b: htmlAsRead(b), html: { a, b } }
      : { label: field.label, a, b };
  });
  if (kind === 'settings')
    fields.push({ label: 'Social profiles', a: socialText(from.data), b: socialText(to.data) });
  const rows = fields.map((row) => ({ ...row, differs: differs(row) }));
  const changed = rows.filter((row) => row.differs).length;
  const heading = (revision: Revision) =>
    `Version ${revision.number}${revision.live ? ' (live)' : ''}`;
  return (
    <>
      <BackLink to={`/admin/content/${kind}/${key}`}>Back to editing</BackLink>
      <h1 className="mt-2 text-2xl font-bold">
        Versions {from.number} and {to.number}
      </h1>
      <p className="mt-1 text-muted">
        {changed === 0
          ? 'The two versions are the same.'
          : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'}, marked “Changed”.`}
      </p>
      <div
        className="relative mt-6 overflow-x-auto rounded-xl bg-white p-4 shadow-sm"
        role="group"
        aria-label="The two versions, field by field"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls sideways must take focus, or a keyboard cannot scroll it
        tabIndex={0}
      >
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
              <tr
                key={row.label}
                className={`border-b border-slate-100 align-top ${row.differs ? 'bg-amber-50' : ''}`}
              >
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {row.label}
                  {row.differs && (
                    <span className="mt-1 block w-fit rounded bg-sun-400 px-2 py-0.5 text-xs text-navy-950">
                      Changed
                    </span>
                  )}
                  {row.differs && row.a === row.b && (
                    <span className="mt-1 block text-xs font-normal text-muted">
                      The text reads the same: only its formatting differs.
                    </span>
                  )}
                </th>
                <Side row={row} side="from" version={from.number} changed={row.differs} />
                <Side row={row} side="to" version={to.number} changed={row.differs} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
