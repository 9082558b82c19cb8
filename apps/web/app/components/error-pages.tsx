import { Link } from 'react-router';

/** Spec §2 and §8: the 404 page, texts word for word. */
export function NotFoundPage() {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-display text-7xl font-extrabold text-brand-600 sm:text-9xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">Error 404</h1>
      <h2 className="mt-3 text-xl font-semibold text-navy-800">Uh oh, Something Went Wrong</h2>
      <p className="mt-4 max-w-xl text-muted">
        We're sorry but we can't seem to find the page you requested. This might be because you have typed the web
        address incorrectly.
      </p>
      <Link to="/index" className="btn-primary mt-8">
        Back To Home
      </Link>
    </main>
  );
}

/** A failure we did not expect: the router's default text, and a way out. */
export function UnexpectedErrorPage({ detail }: { detail?: string }) {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-xl text-muted">
        Something went wrong while showing this page. Please try again in a moment.
      </p>
      {detail && <pre className="mt-6 max-w-full overflow-x-auto rounded bg-navy-50 p-4 text-left text-sm">{detail}</pre>}
      <div className="mt-8 flex gap-3">
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
      </div>
    </main>
  );
}

/** A script chunk that did not arrive (spec §8: `Loading chunk {n} failed`). */
export function ChunkLoadErrorPage({ chunk }: { chunk: string }) {
  return (
    <main id="main" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">Loading chunk {chunk} failed</h1>
      <p className="mt-4 max-w-xl text-muted">Part of this page could not be downloaded. Check your connection and reload.</p>
      <button type="button" className="btn-primary mt-8" onClick={() => window.location.reload()}>
        Reload the page
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
