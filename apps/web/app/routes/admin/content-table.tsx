import type { ReactNode } from 'react';

/**
 * A table of the content screens (the items of a kind, an item's history), scrolling sideways in
 * its own box on a phone; the box takes focus, so that a keyboard can scroll it, and is named by
 * the heading `labelledBy` names. Columns are named by their headers; `null` is a column of actions, named for screen
 * readers only.
 */
export function ContentTable({ labelledBy, columns, children }: { labelledBy: string; columns: readonly (string | null)[]; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls sideways must take focus, or a keyboard cannot scroll it
    <div className="relative mt-3 overflow-x-auto" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            {columns.map((column, index) => (
              <th key={column ?? `actions-${index}`} scope="col" className="py-2 pr-3">
                {column ?? <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
