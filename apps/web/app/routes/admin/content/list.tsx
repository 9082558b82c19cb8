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
import { PageLinks } from '../_shared/page-links';
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

const FILTERS = ['q', 'state', 'kind'] as const;

/** The items of each kind the whole list shows; the rest are a link away, on the kind's own pages. */
export const SHOWN_PER_KIND = 50;
/** The items of a page of one kind's list (`?kind=`). */
export const PER_KIND_PAGE = 100;

/** The kinds listed as tables, one section each, after the company's facts. */
const LISTED_KINDS = EDITABLE_KINDS.filter((kind) => kind !== 'settings');

/**
 * Each kind's items, or those the filters in the address leave (with any filter not valid, none
 * narrows, and the form says why): the first of each kind, or a page of one kind. Only what is
 * shown goes to the page, so that it stays small with thousands of items (issue 42 §6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, checked, errors } = readFilters(url, FILTERS, ContentListQuerySchema);
  const all = await staffData(request, staffApi(context, request).get('/content'));
  const narrowing = checked && (checked.q || checked.state) ? checked : null;
  const matching = narrowing ? all.filter((item) => matchesContentFilter(item, narrowing)) : all;
  const kind = checked?.kind ?? null;
  const page = checked?.page ?? 1;
  const groups = LISTED_KINDS.filter((each) => kind === null || each === kind).map((each) => {
    const items = matching.filter((item) => item.kind === each);
    const start = kind ? (page - 1) * PER_KIND_PAGE : 0;
    return {
      kind: each,
      count: items.length,
      items: items.slice(start, start + (kind ? PER_KIND_PAGE : SHOWN_PER_KIND)),
    };
  });
  return {
    settings: kind ? [] : matching.filter((item) => item.kind === 'settings'),
    groups,
    kind,
    page,
    matching: matching.length,
    total: all.length,
    translationCounts: translationCounts(all),
    narrowed: narrowing !== null,
    filters,
    errors,
    deleted: DELETED_NOTICES.get(url.searchParams.get('deleted')) ?? null,
  };
}

/** The list's address with these filters, one kind's page of it, or the whole list. */
function listAddress(filters: { q: string; state: string }, kind?: EditableKind, page = 1) {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.state) query.set('state', filters.state);
  if (kind) query.set('kind', kind);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/admin/content${search ? `?${search}` : ''}`;
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
    return <span className="tag tone-new">New draft</span>;
  if (item.draft_waiting) return <span className="tag tone-waiting">Draft waiting</span>;
  return <span className="tag tone-published">Published</span>;
}

function ItemTable({
  kind,
  items,
  count,
  more,
}: {
  kind: EditableKind;
  items: EditableSummary[];
  count: number;
  /** Where the rest of the kind's items are, when the whole list shows only its first. */
  more: string | null;
}) {
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
        className="content-items"
      >
        {items.map((item) => (
          <tr key={item.key}>
            <td>
              <Link to={`/admin/content/${item.kind}/${item.key}`} className="item-link">
                {item.title}
              </Link>
              {item.path && <span className="item-address item-address-narrow">{item.path}</span>}
            </td>
            <td className={`item-address ${WIDE_ONLY_CELL}`}>{item.path ?? '—'}</td>
            <td className="whitespace-nowrap">
              <State item={item} />
            </td>
            <td>
              <TranslationStates item={item} />
            </td>
          </tr>
        ))}
      </ContentTable>
      {more && count > items.length && (
        <p className="mt-3 text-sm">
          Showing the first {items.length} of {count}.{' '}
          <Link to={more} className="item-link">
            See all {count} {EDITABLE_KIND_LABELS[kind].toLowerCase()}
          </Link>
        </p>
      )}
    </section>
  );
}

/** Everything the site shows that staff can change: the company's facts, then each kind's items, or one kind's a page at a time; narrowed by words or state. */
export default function Content({ loaderData }: Route.ComponentProps) {
  const {
    settings,
    groups,
    kind,
    page,
    matching,
    total,
    translationCounts: counts,
    narrowed,
    filters,
    errors,
    deleted,
  } = loaderData;
  const shown = groups.filter((group) => kind !== null || !narrowed || group.count > 0);
  const pages = kind ? Math.max(1, Math.ceil((groups[0]?.count ?? 0) / PER_KIND_PAGE)) : 1;
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
        <SelectField
          id="content-kind"
          name="kind"
          label="Kind"
          placeholder="Every kind"
          options={LISTED_KINDS.map((value) => ({ value, label: EDITABLE_KIND_LABELS[value] }))}
          defaultValue={filters.kind}
          error={errors.kind}
        />
        <FilterButtons clearTo="/admin/content" />
      </Form>
      {/* Always there, so that a screen reader hears it change when the filters do. */}
      <p className="mt-6 text-sm text-muted" role="status">
        {!narrowed && !kind
          ? `${total} items.`
          : matching === 0
            ? 'Nothing matches these filters.'
            : `Showing ${kind ? (groups[0]?.count ?? 0) : matching} of ${total} items${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>
      {!narrowed && !kind && <TranslationCounts counts={counts} />}
      {!kind && (!narrowed || settings.length > 0) && (
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
                <Link to={`/admin/content/${item.kind}/${item.key}`} className="item-link">
                  {item.title}
                </Link>
                <State item={item} />
                <TranslationStates item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {shown.map((group) => (
        <ItemTable
          key={group.kind}
          kind={group.kind}
          items={group.items}
          count={group.count}
          more={kind ? null : listAddress(filters, group.kind)}
        />
      ))}
      {kind && (
        <PageLinks
          label={`Pages of ${EDITABLE_KIND_LABELS[kind].toLowerCase()}`}
          page={page}
          pages={pages}
          addressOf={(other) => listAddress(filters, kind, other)}
        />
      )}
    </>
  );
}
