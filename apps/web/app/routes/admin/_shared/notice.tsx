import type { ReactNode } from 'react';

/** What an action on a staff screen came to: done (green) or not (red), in the page's status region. */
export function Notice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return <div className={ok ? 'notice notice-ok' : 'notice notice-problem'}>{children}</div>;
}

/**
 * A staff screen's status region, read out when it changes: what the last action came to (its
 * message, and `children` below it), or nothing. The region is always there, so that screen
 * readers hear what appears in it.
 */
export function StatusNotice({
  answer,
  children,
}: {
  answer: { ok: boolean; message: string } | null | undefined | false;
  children?: ReactNode;
}) {
  return (
    <div role="status" className="mt-4 empty:hidden">
      {answer && (
        <Notice ok={answer.ok}>
          <p>{answer.message}</p>
          {children}
        </Notice>
      )}
    </div>
  );
}

/**
 * After a save refused because the session ended: the way back in, in a new tab, so that the
 * form and what was typed in it stay where they are (`staffOrNull`).
 */
export function SignInAgain({ path }: { path: string }) {
  return (
    <p className="mt-2">
      <a
        href={`/admin/sign-in?next=${encodeURIComponent(path)}`}
        target="_blank"
        rel="noopener"
        className="font-semibold underline"
      >
        Sign in again in a new tab
      </a>
    </p>
  );
}
