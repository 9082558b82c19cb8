import type { ReactNode } from 'react';

/**
 * The bar above a draft shown in the public frame (staff previews, shareable preview links).
 * It lives among the public components so that its classes are in the public stylesheet, the only
 * one those pages load: the staff stylesheet would restyle the public header.
 */
export function PreviewBanner({ children }: { children: ReactNode }) {
  return (
    <div role="region" aria-label="Preview" className="bg-navy-950 text-white">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm font-semibold">
        {children}
      </div>
    </div>
  );
}
