import { useEffect } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import {
  CONTENT_MESSAGES,
  EDITABLE_KIND_LABELS,
  type EditableSummary,
  isNewDraft,
  isOrderedKind,
  mayPublish,
  orderAfterMove,
  OrderMoveSchema,
} from '@harsh/contract';
import { readFormFields } from '../../../form-submission.server';
import { requireStaff, staffApi, staffData } from '../../../staff-api.server';
import type { Route } from './+types/order';
import { useStaffSession } from '../_shared/staff-session';
import { BackLink } from '../_shared/back-link';
import { StatusNotice } from '../_shared/notice';
import { revalidateAfterConflict, STAFF_HANDLE, staffMeta } from '../_shared/staff-page';
import { SubmitButton } from '../../../components/ui/submit-button';

export const handle = STAFF_HANDLE;

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  staffMeta(loaded ? `Order of the ${EDITABLE_KIND_LABELS[loaded.kind].toLowerCase()}` : 'Content');

function kindOf(params: { kind?: string }) {
  if (!params.kind || !isOrderedKind(params.kind)) throw data('Not found.', { status: 404 });
  return params.kind;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOf(params);
  const all = await staffData(request, staffApi(context, request).get('/content'));
  // The entries on the site, in its order; new drafts have no place until they are published.
  return { kind, entries: all.filter((entry) => entry.kind === kind && !isNewDraft(entry)) };
}

/** Which of an entry's controls moved it: its focus goes back there once the list is read again. */
type Control = 'up' | 'down' | 'place';
const controlId = (control: Control, key: string) =>
  control === 'place' ? `move-to-${key}` : `move-${control}-${key}`;

/**
 * Moves one entry to a place (a place up or down, or one chosen): the whole new order goes to the
 * API, which refuses it if the list changed meanwhile.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindOf(params);
  await requireStaff(context, request);
  const fields = (await readFormFields(request)) ?? {};
  const control: Control =
    fields['control'] === 'down' || fields['control'] === 'place' ? fields['control'] : 'up';
  const moved = fields['moved'] ?? '';
  const checked = OrderMoveSchema.safeParse(fields);
  if (!checked.success) {
    return data(
      { ok: false, message: checked.error.issues[0]!.message, moved, control },
      { status: 422 },
    );
  }
  const answer = await staffApi(context, request).post<null>(`/content/${kind}/order`, {
    keys: orderAfterMove(checked.data),
    base: checked.data.base,
  });
  return data(
    { ok: answer.status === 200, message: answer.envelope.message, moved, control },
    { status: answer.status },
  );
}

/** After a refusal because the list changed, the list is read again: the screen shows it as it is now. */
export const shouldRevalidate = revalidateAfterConflict;

/** What every move of an entry posts: the list as the screen read it, and the entry. */
function MoveFields({
  entries,
  entry,
  control,
}: {
  entries: EditableSummary[];
  entry: EditableSummary;
  control: Control;
}) {
  return (
    <>
      <input type="hidden" name="base" value={entries.map((other) => other.key).join(',')} />
      <input type="hidden" name="moved" value={entry.key} />
      <input type="hidden" name="control" value={control} />
    </>
  );
}

const BUTTON =
  'whitespace-nowrap rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-50';

function MoveButton({
  entries,
  index,
  direction,
}: {
  entries: EditableSummary[];
  index: number;
  direction: 'up' | 'down';
}) {
  const entry = entries[index]!;
  // Until the list is read again after a move, the buttons would send the order as it was.
  const busy = useNavigation().state !== 'idle';
  const atEnd = direction === 'up' ? index === 0 : index === entries.length - 1;
  if (atEnd) return <span className="inline-block w-28" aria-hidden="true" />;
  return (
    <Form method="post" className="inline">
      <MoveFields entries={entries} entry={entry} control={direction} />
      <input type="hidden" name="place" value={direction === 'up' ? index : index + 2} />
      <SubmitButton id={controlId(direction, entry.key)} busy={busy} className={`w-28 ${BUTTON}`}>
        {direction === 'up' ? 'Move up' : 'Move down'}
        <span className="sr-only"> “{entry.title}”</span>
      </SubmitButton>
    </Form>
  );
}

/** A place chosen from the list's places: a new entry, which goes last, reaches the top in one move. */
function PlaceChoice({ entries, index }: { entries: EditableSummary[]; index: number }) {
  const entry = entries[index]!;
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" className="flex items-center gap-2">
      <MoveFields entries={entries} entry={entry} control="place" />
      <label htmlFor={`place-${entry.key}`} className="text-sm text-muted">
        Place<span className="sr-only"> for “{entry.title}”</span>
      </label>
      {/* Keyed by the place, so that after a move each list shows the entry's place as it is now. */}
      <select
        key={index}
        id={`place-${entry.key}`}
        name="place"
        defaultValue={index + 1}
        className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
      >
        {entries.map((other, place) => (
          <option key={other.key} value={place + 1}>
            {place + 1}
          </option>
        ))}
      </select>
      <SubmitButton id={controlId('place', entry.key)} busy={busy} className={BUTTON}>
        Move<span className="sr-only"> “{entry.title}” there</span>
      </SubmitButton>
    </Form>
  );
}

/** `/admin/content/{kind}/order`: where each entry of a list stands on the site. */
export default function ContentOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, entries } = loaderData;
  const role = useStaffSession()?.user.role;
  const canOrder = mayPublish(role);
  const label = EDITABLE_KIND_LABELS[kind].toLowerCase();

  // The buttons are disabled while a move is sent, and a moved entry's nodes move: either way the
  // focus goes. Once the list is read again, it goes back to the entry's button, moved or not.
  const idle = useNavigation().state === 'idle';
  useEffect(() => {
    if (!actionData || !idle) return;
    // A button at the end of the list is not there: then its other one.
    const other = actionData.control === 'up' ? 'down' : 'up';
    const button =
      document.getElementById(controlId(actionData.control, actionData.moved)) ??
      document.getElementById(controlId(other, actionData.moved));
    button?.focus();
  }, [actionData, idle]);

  return (
    <>
      <BackLink to="/admin/content">Content</BackLink>
      <h1 className="mt-2 text-2xl font-bold">Order of the {label}</h1>
      <p className="mt-1 max-w-2xl text-muted">
        The site shows the {label} in this order, first to last. Move an entry a place up or down,
        or choose its place and select Move. A move is on the site at once; new entries go last when
        they are first published.
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
              <Link
                to={`/admin/content/${kind}/${entry.key}`}
                className="min-w-0 flex-1 font-semibold text-brand-600 hover:underline"
              >
                {entry.title}
              </Link>
              {canOrder && (
                <span className="flex flex-wrap gap-2 max-sm:ml-11">
                  <MoveButton entries={entries} index={index} direction="up" />
                  <MoveButton entries={entries} index={index} direction="down" />
                  <PlaceChoice entries={entries} index={index} />
                </span>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
