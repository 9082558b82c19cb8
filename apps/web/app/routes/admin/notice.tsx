import type { ReactNode } from 'react';

/** What an action on a staff screen came to: done (green) or not (red), in the page's status region. */
export function Notice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <div className={ok ? 'notice notice-ok' : 'notice notice-problem'}>{children}</div>;
}
