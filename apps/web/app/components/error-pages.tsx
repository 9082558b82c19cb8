import { Link } from './local-link';
import { useUi, useVisitorText } from '../locale';

/** Spec §2 and §8: the 404 page, texts word for word. */
export function NotFoundPage() {
  const { notFound } = useVisitorText().pages;
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <p
        className="font-display text-7xl font-extrabold text-brand-600 sm:text-9xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{notFound.heading}</h1>
      <h2 className="mt-3 text-xl font-semibold text-navy-800">{notFound.subheading}</h2>
      <p className="mt-4 max-w-xl text-muted">{notFound.text}</p>
      <Link to="/index" className="btn-primary mt-8">
        {notFound.backToHome}
      </Link>
    </main>
  );
}

/** A failure we did not expect: the router's default text, and a way out. */
export function UnexpectedErrorPage({ detail }: { detail?: string }) {
  const ui = useUi();
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="text-3xl font-bold sm:text-4xl">{ui.errors.unexpected.heading}</h1>
      <p className="mt-4 max-w-xl text-muted">{ui.errors.unexpected.text}</p>
      {detail && (
        <pre className="mt-6 max-w-full overflow-x-auto rounded bg-navy-50 p-4 text-left text-sm">
          {detail}
        </pre>
      )}
      <div className="mt-8 flex gap-3">
        <a href="/" className="btn-primary">
          {ui.errors.unexpected.home}
        </a>
      </div>
    </main>
  );
}

/** A script chunk that did not arrive (spec §8: `Loading chunk {n} failed`). */
export function ChunkLoadErrorPage({ chunk }: { chunk: string }) {
  const ui = useUi();
  return (
    <main
      id="main"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="text-3xl font-bold sm:text-4xl">{ui.errors.chunk.heading({ chunk })}</h1>
      <p className="mt-4 max-w-xl text-muted">{ui.errors.chunk.text}</p>
      <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
        {ui.errors.chunk.reload}
      </button>
    </main>
  );
}

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed/i;

/** The chunk's name when `error` is a failed dynamic import, else null. */
export function failedChunkName(error: unknown): string | null {
  if (!(error instanceof Error) || !CHUNK_ERROR.test(error.message)) return null;
  return /([^/\s]+)\.js\b/.exec(error.message)?.[1] ?? 'unknown';
}
