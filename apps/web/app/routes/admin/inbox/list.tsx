import { useEffect } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import {
  INBOX_ASSIGNEE_FILTER_LABELS,
  INBOX_ASSIGNEE_FILTERS,
  INBOX_DUE_FILTER_LABELS,
  INBOX_DUE_FILTERS,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_LANGUAGE_TEXT,
  INBOX_PAGE_SIZE,
  INBOX_POLL_SECONDS,
  INBOX_STATUS_LABELS,
  INBOX_STATUSES,
  type InboxList,
  InboxQuerySchema,
  languageName,
  LOCALES,
} from '@harsh/contract';
import { SelectField, TextField } from '../../../components/ui/field';
import { readFilters, staffApi, staffData } from '../../../staff-api.server';
import { FilterButtons } from '../_shared/filter-buttons';
import type { Route } from './+types/list';
import {
  dueText,
  formatDateTime,
  pageAddress,
  STAFF_HANDLE,
  staffMeta,
  summaryText,
} from '../_shared/staff-page';
import { PageLinks } from '../_shared/page-links';

export const handle = STAFF_HANDLE;

export const meta = () => staffMeta('Inbox');

const FILTERS = ['kind', 'status', 'assignee', 'due', 'locale', 'from', 'to', 'q', 'sort'] as const;

/** The inbox with its filters, sort and page in the address: a view can be bookmarked, shared and reloaded. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, query, errors } = readFilters(new URL(request.url), FILTERS, InboxQuerySchema);
  if (!query) {
    // The filters are explained by their fields; the count of new submissions stays true meanwhile.
    const unfiltered = await staffData(request, staffApi(context, request).get('/inbox'));
    return {
      filters,
      errors,
      list: {
        items: [],
        total: 0,
        page: 1,
        per_page: INBOX_PAGE_SIZE,
        new_count: unfiltered.new_count,
        overdue_count: unfiltered.overdue_count,
      } as InboxList,
    };
  }
  const list = await staffData(request, staffApi(context, request).get(`/inbox?${query}`));
  return { filters, errors, list };
}

/**
 * Asks again every few seconds while the page is in view, so new submissions appear without a
 * reload. A fetcher (which the public forms use already) rather than `useRevalidator`, so the staff
 * side adds nothing to the router code every visitor downloads. Its key follows the address, so a
 * new filter never shows the old filter's answer.
 */
function usePolledData(loaderData: Route.ComponentProps['loaderData'], seconds: number) {
  const { pathname, search } = useLocation();
  const poll = useFetcher<typeof loader>({ key: `inbox-poll${search}` });
  const { load, state } = poll;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && state === 'idle') void load(pathname + search);
    }, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [load, pathname, search, seconds, state]);
  return poll.data ?? loaderData;
}

const STATUS_STYLE: Record<string, string> = {
  new: 'bg-brand-600 text-white',
  in_progress: 'bg-sun-400 text-navy-950',
  closed: 'bg-slate-200 text-ink',
  spam: 'bg-slate-700 text-white',
};

/** A data request's due date under its summary: red once it has passed. */
function DueLine({ item }: { item: InboxList['items'][number] }) {
  const due = dueText(item);
  if (!due) return null;
  return (
    <p className={`text-sm font-semibold ${due.overdue ? 'text-red-700' : 'text-ink'}`}>
      {due.text}
    </p>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, errors, list } = usePolledData(loaderData, INBOX_POLL_SECONDS);
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const exportQuery = (() => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
    return query.size ? `?${query}` : '';
  })();
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Inbox</h1>
        <p className="text-sm text-muted" aria-live="polite">
          <strong className="text-ink">{list.new_count}</strong> new
          {list.overdue_count > 0 && (
            <>
              {' · '}
              <Link to="/admin/inbox?due=overdue" className="font-semibold text-red-700 underline">
                {list.overdue_count === 1
                  ? '1 data request overdue'
                  : `${list.overdue_count} data requests overdue`}
              </Link>
            </>
          )}
        </p>
      </div>
      <p className="mt-2 text-sm">
        <Link
          to="/admin/inbox/new-request"
          className="font-semibold text-brand-600 hover:underline"
        >
          Log a data request
        </Link>{' '}
        <span className="text-muted">received by phone, by letter or in person.</span>
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4 [&>*]:min-w-0"
        aria-label="Filter the inbox"
      >
        <SelectField
          id="inbox-kind"
          name="kind"
          label="Kind"
          placeholder="Every kind"
          options={INBOX_KINDS.map((value) => ({ value, label: INBOX_KIND_LABELS[value] }))}
          defaultValue={filters.kind}
          error={errors.kind}
        />
        <SelectField
          id="inbox-status"
          name="status"
          label="Status"
          placeholder="Any status"
          options={INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] }))}
          defaultValue={filters.status}
          error={errors.status}
        />
        <SelectField
          id="inbox-assignee"
          name="assignee"
          label="Assigned to"
          placeholder="Anyone, or nobody"
          options={INBOX_ASSIGNEE_FILTERS.map((value) => ({
            value,
            label: INBOX_ASSIGNEE_FILTER_LABELS[value],
          }))}
          defaultValue={filters.assignee}
          error={errors.assignee}
        />
        <SelectField
          id="inbox-due"
          name="due"
          label="Due (data requests)"
          placeholder="Any due date, or none"
          options={INBOX_DUE_FILTERS.map((value) => ({
            value,
            label: INBOX_DUE_FILTER_LABELS[value],
          }))}
          defaultValue={filters.due}
          error={errors.due}
        />
        <SelectField
          id="inbox-locale"
          name="locale"
          label={INBOX_LANGUAGE_TEXT.label}
          placeholder={INBOX_LANGUAGE_TEXT.anyLanguage}
          options={LOCALES.map((locale) => ({ value: locale.code, label: locale.englishName }))}
          defaultValue={filters.locale}
          error={errors.locale}
        />
        <TextField
          id="inbox-from"
          name="from"
          type="date"
          label="Received from"
          defaultValue={filters.from}
          error={errors.from}
        />
        <TextField
          id="inbox-to"
          name="to"
          type="date"
          label="Received to"
          defaultValue={filters.to}
          error={errors.to}
        />
        <TextField
          id="inbox-q"
          name="q"
          type="search"
          label="Name, e-mail, phone or text"
          defaultValue={filters.q}
          error={errors.q}
        />
        <SelectField
          id="inbox-sort"
          name="sort"
          label="Order"
          placeholder="Newest first"
          options={[{ value: 'oldest', label: 'Oldest first' }]}
          defaultValue={filters.sort === 'oldest' ? 'oldest' : ''}
          error={errors.sort}
        />
        <FilterButtons clearTo="/admin/inbox" className="lg:col-span-2">
          {/* A download, not a page: the browser fetches it itself. */}
          <a href={`/admin/inbox/export${exportQuery}`} className="btn-secondary" download>
            Download CSV
          </a>
        </FilterButtons>
      </Form>
      <p className="mt-6 text-sm text-muted" role="status">
        {list.total === 1 ? '1 submission' : `${list.total} submissions`}
        {pages > 1 && `, page ${list.page} of ${pages}`}
      </p>
      <ul
        className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl bg-white shadow-sm"
        aria-label="Submissions"
      >
        {list.items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className="relative flex flex-col gap-1 p-4 hover:bg-navy-50 sm:flex-row sm:items-start sm:gap-4"
          >
            <span
              className={`w-fit shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[item.status]}`}
            >
              {INBOX_STATUS_LABELS[item.status]}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <Link
                  to={`/admin/inbox/${item.kind}/${item.id}`}
                  className="after:absolute after:inset-0 hover:underline"
                >
                  {item.name || item.email}
                </Link>{' '}
                <span className="font-normal text-muted">
                  · {INBOX_KIND_LABELS[item.kind]} · {languageName(item.locale)}
                </span>
              </p>
              <p className="truncate text-sm text-muted">{summaryText(item.summary)}</p>
              <DueLine item={item} />
            </div>
            <div className="shrink-0 text-sm text-muted wrap-anywhere sm:max-w-56 sm:text-right">
              <p>{formatDateTime(item.received_at)}</p>
              {item.assignee && <p>{item.assignee.name}</p>}
            </div>
          </li>
        ))}
      </ul>
      {list.items.length === 0 &&
        (list.total > 0 ? (
          // A page past the last (an old bookmark, a typed address): say so, and lead back.
          <p className="mt-4 rounded-xl bg-white p-6 text-center text-muted shadow-sm">
            There is no page {list.page}: these filters have{' '}
            {pages === 1 ? 'one page' : `${pages} pages`}.{' '}
            <Link to={pageAddress(filters, 1)} className="font-semibold text-brand-600 underline">
              Go to the first page
            </Link>
          </p>
        ) : (
          <p className="mt-4 rounded-xl bg-white p-6 text-center text-muted shadow-sm">
            Nothing matches these filters.
          </p>
        ))}
      <PageLinks
        label="Inbox pages"
        page={list.page}
        pages={pages}
        addressOf={(page) => pageAddress(filters, page)}
      />
    </>
  );
}
