import type { ReactNode } from 'react';

/** A column: its header, `null` for a column of actions (named for screen readers only), or one shown from 640 px up only. */
export type ContentColumn = string | null | { header: string; wideOnly: true };

/** The class of a cell of a column shown from 640 px up only: its row shows the same in a cell every width has. */
export const WIDE_ONLY_CELL = 'hidden sm:table-cell';

/**
 * A table of the content screens (the items of a kind, an item's history), scrolling sideways in
 * its own box on a phone; the box takes focus, so that a keyboard can scroll it, and is named by
 * the heading `labelledBy` names. Columns are named by their headers.
 */
export function ContentTable({
  labelledBy,
  columns,
  className = '',
  children,
}: {
  labelledBy: string;
  columns: readonly ContentColumn[];
  /** A class of the table's own (the content list's rows are styled by it). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="relative mt-3 overflow-x-auto"
      role="group"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls sideways must take focus, or a keyboard cannot scroll it
      tabIndex={0}
    >
      <table className={`w-full text-left text-sm ${className}`}>
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column, index) =>
              column !== null && typeof column === 'object' ? (
                <th key={column.header} scope="col" className={`py-2 pr-3 ${WIDE_ONLY_CELL}`}>
                  {column.header}
                </th>
              ) : (
                <th key={column ?? `actions-${index}`} scope="col" className="py-2 pr-3">
                  {column ?? <span className="sr-only">Actions</span>}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
