import { Form, Link } from 'react-router';
import {
  CONTENT_LIST_STATE_LABELS,
  CONTENT_LIST_STATES,
  CONTENT_MESSAGES,
  ContentListQuerySchema,
  EDITABLE_KIND_LABELS,
  EDITABLE_KINDS,
  type EditableKind,
  type EditableSummary,
  isCreatableKind,
  isNewDraft,
  isOrderedKind,
  languageName,
  NEW_ITEM_LABELS,
  translationLocales,
} from '@harsh/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { StatusNotice } from '../_shared/notice';
import { readFilters, staffApi, staffData } from '../../../staff-api.server';
import { ContentTable, WIDE_ONLY_CELL } from './table';
import { TranslationStates } from './translation/state';
import { matchesContentFilter } from '../_shared/content-filter';
import { FilterButtons } from '../_shared/filter-buttons';
import type { Route } from './+types/list';
import { STAFF_HANDLE, staffMeta } from '../_shared/staff-page';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Content');

/** What the list says after a delete (`?deleted=`): a page gone, an entry gone, a draft gone. */
const DELETED_NOTICES = new Map<string | null, string>([
  ['live', CONTENT_MESSAGES.deleted],
  ['entry', CONTENT_MESSAGES.entryDeleted],
  ['draft', CONTENT_MESSAGES.draftDeleted],
]);

const FILTERS = ['q', 'state'] as const;

/** Every item, or those the filters in the address leave (with any filter not valid, none narrows, and the form says why). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, checked, errors } = readFilters(url, FILTERS, ContentListQuerySchema);
  const all = await staffData(request, staffApi(context, request).get('/content'));
  const narrowing = checked && (checked.q || checked.state) ? checked : null;
  return {
    items: narrowing ? all.filter((item) => matchesContentFilter(item, narrowing)) : all,
    total: all.length,
    translationCounts: translationCounts(all),
    narrowed: narrowing !== null,
    filters,
    errors,
    deleted: DELETED_NOTICES.get(url.searchParams.get('deleted')) ?? null,
  };
}

/**
 * How far each language's translation has come over everything staff edit (issue 40): what it
 * shows in English still (marked so on its pages), and what is older than the English.
 */
function translationCounts(items: readonly EditableSummary[]) {
  return translationLocales().map((locale) => {
    const states = items
      .map((item) => item.translations[locale]?.state)
      .filter((state) => state !== undefined);
    const count = (state: string) => states.filter((each) => each === state).length;
    return { locale, items: states.length, missing: count('missing'), stale: count('stale') };
  });
}

function TranslationCounts({ counts }: { counts: ReturnType<typeof translationCounts> }) {
  if (counts.length === 0) return null;
  return (
    <section
      aria-labelledby="translation-counts"
      className="mt-6 rounded-xl bg-white p-6 shadow-sm"
    >
      <h2 id="translation-counts" className="text-lg font-bold">
        Translations
      </h2>
      <ul className="mt-2 space-y-1">
        {counts.map(({ locale, items, missing, stale }) => (
          <li key={locale} data-testid={`translation-count-${locale}`}>
            <strong>{languageName(locale)}:</strong> {items - missing} of {items} items translated.{' '}
            {missing > 0 && (
              <>
                <Link
                  to="/admin/content?state=untranslated"
                  className="font-semibold text-brand-600 hover:underline"
                >
                  {missing} not yet
                </Link>{' '}
                (their {languageName(locale)} pages show the English, marked as English).{' '}
              </>
            )}
            {stale > 0 && (
              <Link
                to="/admin/content?state=stale"
                className="font-semibold text-brand-600 hover:underline"
              >
                {stale} older than the English
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function State({ item }: { item: EditableSummary }) {
  if (isCreatableKind(item.kind) && isNewDraft(item))
    return (
      <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-navy-900">
        New draft
      </span>
    );
  if (item.draft_waiting)
    return (
      <span className="rounded bg-sun-400 px-2 py-0.5 text-xs font-semibold text-navy-950">
        Draft waiting
      </span>
    );
  return (
    <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-ink">
      Published
    </span>
  );
}

/** The kinds listed as tables, one section each, after the company's facts. */
const LISTED_KINDS = EDITABLE_KINDS.filter((kind) => kind !== 'settings');

function ItemTable({ kind, items }: { kind: EditableKind; items: EditableSummary[] }) {
  const headingId = `kind-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          {EDITABLE_KIND_LABELS[kind]}
        </h2>
        <div className="flex flex-wrap gap-2">
          {isOrderedKind(kind) && (
            <Link to={`/admin/content/${kind}/order`} className="btn-secondary">
              Set the order
              <span className="sr-only"> of the {EDITABLE_KIND_LABELS[kind].toLowerCase()}</span>
            </Link>
          )}
          {isCreatableKind(kind) && (
            <Link to={`/admin/content/${kind}/new`} className="btn-primary">
              {NEW_ITEM_LABELS[kind]}
            </Link>
          )}
        </div>
      </div>
      {/* On a phone the address folds into the title's cell, so that the state fits beside it. */}
      <ContentTable
        labelledBy={headingId}
        columns={['Title', { header: 'Address', wideOnly: true }, 'State', 'Translations']}
      >
        {items.map((item) => (
          <tr key={item.key} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-4">
              <Link
                to={`/admin/content/${item.kind}/${item.key}`}
                className="font-semibold text-brand-600 hover:underline"
              >
                {item.title}
              </Link>
              {item.path && (
                <span className="block font-mono text-xs wrap-anywhere text-muted sm:hidden">
                  {item.path}
                </span>
              )}
            </td>
            <td className={`py-2 pr-4 font-mono text-xs wrap-anywhere ${WIDE_ONLY_CELL}`}>
              {item.path ?? '—'}
            </td>
            <td className="py-2 pr-4 whitespace-nowrap">
              <State item={item} />
            </td>
            <td className="py-2">
              <TranslationStates item={item} />
            </td>
          </tr>
        ))}
      </ContentTable>
    </section>
  );
}

/** Everything the site shows that staff can change: the company's facts, then each kind's items; narrowed by words or state. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const {
    items,
    total,
    translationCounts: counts,
    narrowed,
    filters,
    errors,
    deleted,
  } = loaderData;
  const settings = items.filter((item) => item.kind === 'settings');
  const kinds = LISTED_KINDS.map((kind) => ({
    kind,
    items: items.filter((item) => item.kind === kind),
  })).filter((group) => !narrowed || group.items.length > 0);
  return (
    <>
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-1 max-w-2xl text-muted">
        Changes are saved as drafts. Visitors see a draft only once a publisher or an admin
        publishes it; every saved version stays in the item's history.
      </p>
      <StatusNotice answer={deleted !== null && { ok: true, message: deleted }} />
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
        aria-label="Find content"
      >
        <TextField
          id="content-q"
          name="q"
          type="search"
          label="Title or address"
          defaultValue={filters.q}
          error={errors.q}
        />
        <SelectField
          id="content-state"
          name="state"
          label="State"
          placeholder="Any state"
          options={CONTENT_LIST_STATES.map((value) => ({
            value,
            label: CONTENT_LIST_STATE_LABELS[value],
          }))}
          defaultValue={filters.state}
          error={errors.state}
        />
        <FilterButtons clearTo="/admin/content" />
      </Form>
      {/* Always there, so that a screen reader hears it change when the filters do. */}
      <p className="mt-6 text-sm text-muted" role="status">
        {!narrowed
          ? `${total} items.`
          : items.length === 0
            ? 'Nothing matches these filters.'
            : `Showing ${items.length} of ${total} items.`}
      </p>
      {!narrowed && <TranslationCounts counts={counts} />}
      {(!narrowed || settings.length > 0) && (
        <section aria-labelledby="facts" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
          <h2 id="facts" className="text-lg font-bold">
            Company facts
          </h2>
          <p className="mt-1 text-sm text-muted">
            Phones, e-mail, address, claims and counters, WhatsApp, login and tracking addresses:
            shown on every page.
          </p>
          <ul className="mt-3">
            {settings.map((item) => (
              <li key={item.key} className="flex items-center gap-3">
                <Link
                  to={`/admin/content/${item.kind}/${item.key}`}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  {item.title}
                </Link>
                <State item={item} />
                <TranslationStates item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {kinds.map((group) => (
        <ItemTable key={group.kind} kind={group.kind} items={group.items} />
      ))}
    </>
  );
}
