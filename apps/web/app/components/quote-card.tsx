import type { ReactNode } from 'react';
import type { ShownBlock } from '../shared-blocks';

/** The call to ask for a quote beside a service or a branch: its shared block's words, then the way to ask. */
export function QuoteCard({
  id,
  block,
  children,
}: {
  id: string;
  block: ShownBlock | null;
  children: ReactNode;
}) {
  return (
    <aside
      aria-labelledby={block ? id : undefined}
      className="self-start rounded-xl bg-navy-900 p-6 text-white"
    >
      {block && (
        <>
          <h2 id={id} className="text-lg font-bold text-white" lang={block.lang}>
            {block.heading}
          </h2>
          <p className="mt-2 text-sm text-navy-100" lang={block.lang}>
            {block.text}
          </p>
        </>
      )}
      {children}
    </aside>
  );
}
