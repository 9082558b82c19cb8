import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from a staff screen to the list it was opened from, above its heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-semibold text-brand-600 hover:underline">
        <span aria-hidden="true">←</span> {children}
      </Link>
    </p>
  );
}
