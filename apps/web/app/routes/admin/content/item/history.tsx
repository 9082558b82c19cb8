import { Link } from 'react-router';
import { DEFAULT_LOCALE, type EditableItem } from '@harsh/contract';
import { formatDateTime } from '../../_shared/staff-page';
import { itemPath } from '../item-address';
import { ContentTable, WIDE_ONLY_CELL } from '../table';
import { RowAction } from './row-action';

/** The item's saved versions, newest first: each compared with the newest, or made the newest draft again. */
export function VersionHistory({ item, busy }: { item: EditableItem; busy: boolean }) {
  const base = itemPath(item);
  return (
    <section aria-labelledby="history" className="mt-6 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="history" className="text-lg font-bold">
        History
      </h2>
      {item.history.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          No saved versions yet: the first save keeps what is live now as version 1.
        </p>
      ) : (
        // On a phone, when, who and the note fold into the version's cell, so that the actions fit beside it.
        <ContentTable
          labelledBy="history"
          columns={[
            'Version',
            { header: 'Saved', wideOnly: true },
            { header: 'By', wideOnly: true },
            { header: 'Note', wideOnly: true },
            null,
          ]}
        >
          {item.history.map((revision) => (
            <tr key={revision.number} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 font-semibold">
                {revision.number}
                {revision.live && (
                  <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">
                    Live
                  </span>
                )}
                <span className="block text-xs font-normal text-muted sm:hidden">
                  {formatDateTime(revision.created_at)} · {revision.author ?? 'Before editing'}
                  {revision.note && ` · ${revision.note}`}
                </span>
              </td>
              <td className={`py-2 pr-3 whitespace-nowrap ${WIDE_ONLY_CELL}`}>
                {formatDateTime(revision.created_at)}
              </td>
              <td className={`py-2 pr-3 ${WIDE_ONLY_CELL}`}>
                {revision.author ?? 'Before editing'}
              </td>
              <td className={`py-2 pr-3 ${WIDE_ONLY_CELL}`}>{revision.note || '—'}</td>
              <td className="py-2">
                <div className="flex flex-wrap items-center gap-2">
                  {/* Compared on the English's screen only: a translation's versions are words laid over it. */}
                  {revision.number !== item.latest_revision &&
                    item.locale === DEFAULT_LOCALE.code && (
                      <Link
                        to={`${base}/compare?from=${revision.number}&to=${item.latest_revision}`}
                        className="font-semibold text-brand-600 hover:underline"
                      >
                        Compare with {item.latest_revision}
                        <span className="sr-only"> (version {revision.number})</span>
                      </Link>
                    )}
                  {revision.number !== item.latest_revision && (
                    <RowAction
                      fields={{
                        intent: 'restore',
                        revision: revision.number,
                        base_revision: item.latest_revision,
                      }}
                      busy={busy}
                    >
                      Restore version {revision.number}
                    </RowAction>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </ContentTable>
      )}
    </section>
  );
}
