import { useEffect } from 'react';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { CONTENT_MESSAGES, EDITABLE_KIND_LABELS, type EditableSummary, isNewDraft, isOrderedKind } from '@harsh/contract';
import { readFormFields } from '../../form-submission.server';
import { requireStaff, staffApi, staffData } from '../../staff-api.server';
import type { Route } from './+types/content-order';
import type { loader as layoutLoader } from './layout';
import { BackLink } from './back-link';
import { StatusNotice } from './notice';
import { revalidateAfterConflict, STAFF_HANDLE, staffMeta } from './staff-page';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) => staffMeta(loaded ? `Order of the ${EDITABLE_KIND_LABELS[loaded.kind].toLowerCase()}` : 'Content');

function kindOf(params: { kind?: string }) {
  if (!params.kind || !isOrderedKind(params.kind)) throw data('Not found.', { status: 404 });
  return params.kind;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const all = await staffData(request, staffApi(context, request).get<EditableSummary[]>('/content'));
  // The entries on the site, in its order; new drafts have no place until they are published.
  return { kind, entries: all.filter((entry) => entry.kind === kind && !isNewDraft(entry)) };
}

type Direction = 'up' | 'down';

/** Moves one entry a place up or down: the whole new order goes to the API, which refuses it if the list changed meanwhile. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  await requireStaff(context, request);
  const fields = (await readFormFields(request)) ?? {};
  const keysOf = (field: string) => (fields[field] ?? '').split(',').filter(Boolean);
  const answer = await staffApi(context, request).post<null>(`/content/${kind}/order`, { keys: keysOf('order'), base: keysOf('base') });
  const direction: Direction = fields['direction'] === 'down' ? 'down' : 'up';
  return data({ ok: answer.status === 200, message: answer.envelope.message, moved: fields['moved'] ?? '', direction }, { status: answer.status });
}

/** After a refusal because the list changed, the list is read again: the screen shows it as it is now. */
export const shouldRevalidate = revalidateAfterConflict;

/** The list's keys with the entry at `index` swapped with its neighbour. */
function movedOrder(entries: EditableSummary[], index: number, direction: Direction): string {
  const keys = entries.map((entry) => entry.key);
  const other = direction === 'up' ? index - 1 : index + 1;
  [keys[index], keys[other]] = [keys[other]!, keys[index]!];
  return keys.join(',');
}

function MoveButton({ entries, index, direction }: { entries: EditableSummary[]; index: number; direction: Direction }) {
  const entry = entries[index]!;
  // Until the list is read again after a move, the buttons would send the order as it was.
  const busy = useNavigation().state !== 'idle';
  const atEnd = direction === 'up' ? index === 0 : index === entries.length - 1;
  if (atEnd) return <span className="inline-block w-28" aria-hidden="true" />;
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="order" value={movedOrder(entries, index, direction)} />
      <input type="hidden" name="base" value={entries.map((other) => other.key).join(',')} />
      <input type="hidden" name="moved" value={entry.key} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" id={`move-${direction}-${entry.key}`} disabled={busy} className="w-28 whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-50">
        {direction === 'up' ? 'Move up' : 'Move down'}
        <span className="sr-only"> “{entry.title}”</span>
      </button>
    </Form>
  );
}

/** `/admin/content/{kind}/order`: where each entry of a list stands on the site. */
export default function ContentOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, entries } = loaderData;
  const role = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.user.role;
  const canOrder = role === 'publisher' || role === 'admin';
  const label = EDITABLE_KIND_LABELS[kind].toLowerCase();

  // The buttons are disabled while a move is sent, and a moved entry's nodes move: either way the
  // focus goes. Once the list is read again, it goes back to the entry's button, moved or not.
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!actionData || !idle) return;
    const other = actionData.direction === 'up' ? 'down' : 'up';
    const button = document.getElementById(`move-${actionData.direction}-${actionData.moved}`) ?? document.getElementById(`move-${other}-${actionData.moved}`);
    button?.focus();
  }, [actionData, idle]);

  return (
    <>
      <BackLink to="/admin/content">Content</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Order of the {label}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        The site shows the {label} in this order, first to last. A move is on the site at once; new entries go last when they are first published.
      </p>
      <StatusNotice answer={actionData} />
      {!canOrder && <p className="mt-4 text-sm text-muted">{CONTENT_MESSAGES.reorderForbidden}</p>}
      <section aria-labelledby="entries" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        <h2 id="entries" className="text-lg font-bold">
          On the site now
        </h2>
        <ol className="mt-4 divide-y divide-slate-100">
          {entries.map((entry, index) => (
            <li key={entry.key} className="flex flex-wrap items-center gap-3 py-2">
              <span className="w-8 text-right font-mono text-sm text-muted" aria-hidden="true">
                {index + 1}.
              </span>
              <Link to={`/admin/content/${kind}/${entry.key}`} className="min-w-0 flex-1 font-semibold text-brand-600 hover:underline">
                {entry.title}
              </Link>
              {canOrder && (
                <span className="flex gap-2 max-sm:ml-11">
                  <MoveButton entries={entries} index={index} direction="up" />
                  <MoveButton entries={entries} index={index} direction="down" />
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
