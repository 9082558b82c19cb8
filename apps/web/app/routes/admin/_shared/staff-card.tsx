import type { ReactNode } from 'react';
import { useFocusAfterPost } from './focus-after-post';

/** The pages staff see before they are signed in (and the staff error page): one card, centred, with its `h1`. */
export function StaffCard({
  title,
  eyebrow = 'Harsh Logistics staff',
  wide = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  useFocusAfterPost();
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-navy-50 px-4 py-12">
      <div
        className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'} rounded-2xl bg-white p-8 shadow-sm`}
      >
        <p className="font-display text-sm font-bold tracking-wide text-brand-600 uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-1 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
