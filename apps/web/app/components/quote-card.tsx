import type { ReactNode } from 'react';
import type { SharedBlock } from '@harsh/contract';

/** The call to ask for a quote beside a service or a branch: its shared block's words, then the way to ask. */
export function QuoteCard({ id, block, children }: { id: string; block: SharedBlock | null; children: ReactNode }) {
  return (
    <aside aria-labelledby={block ? id : undefined} className="self-start rounded-xl bg-navy-900 p-6 text-white">
      {block && (
        <>
          <h2 id={id} className="text-lg font-bold text-white">
            {block.heading}
          </h2>
          <p className="mt-2 text-sm text-navy-100">{block.text}</p>
        </>
      )}
      {children}
    </aside>
  );
}
