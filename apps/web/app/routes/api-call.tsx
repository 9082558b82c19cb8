import { ContentError, MAX_PER_PAGE } from '@harsh/contract';
import { metaTags } from '../page-meta';
import type { CanonicalHandle } from '../canonical';
import { uiOf, useUi } from '../locale';
import type { Route } from './+types/api-call';

/**
 * Spec §2's test routes, `/apicall` and `/apicallservices`: diagnostic pages that make one call of
 * the content API as the site's loaders do and show it (method, path, status, time) with its
 * answer. For developers and support staff; linked from nowhere, not for search engines.
 */
export const handle: CanonicalHandle = { noindex: true };

const CALLS = {
  '/apicall': { title: 'page', method: 'GET', path: '/get/single/pages/1', body: undefined },
  '/apicallservices': {
    title: 'services',
    method: 'POST',
    path: '/get/services',
    body: { per_page: MAX_PER_PAGE },
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, '') as keyof typeof CALLS;
  const call = CALLS[pathname] ?? CALLS['/apicall'];
  const started = performance.now();
  let status = 200;
  let response: unknown;
  try {
    response =
      call.method === 'GET'
        ? await context.content.get(call.path)
        : await context.content.post(call.path, call.body);
  } catch (error) {
    status = error instanceof ContentError ? error.statusCode : 503;
    response = { error: error instanceof Error ? error.message : String(error) };
  }
  const ms = Math.round((performance.now() - started) * 10) / 10;
  return {
    title: uiOf(request.url).apiCall[call.title],
    method: call.method,
    path: call.path,
    body: call.body ?? null,
    status,
    ms,
    response: JSON.stringify(response, null, 2),
  };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const { apiCall } = uiOf(location.pathname);
  return [
    ...metaTags(data?.title ?? apiCall.title, apiCall.description),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ApiCall({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { title, method, path, body, status, ms, response } = loaderData;
  return (
    <main id="main" className="container-page py-12">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-2 text-muted">{ui.apiCall.lead}</p>
      {/* A call's body is one long line of JSON: it breaks rather than widen a phone's page. */}
      <dl className="mt-8 grid max-w-xl grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-6 sm:grid-cols-[8rem_minmax(0,1fr)] [&_code]:break-all">
        <dt className="font-semibold">Method</dt>
        <dd>
          <code>{method}</code>
        </dd>
        <dt className="font-semibold">Path</dt>
        <dd>
          <code>/api{path}</code>
        </dd>
        {body && (
          <>
            <dt className="font-semibold">Body</dt>
            <dd>
              <code>{JSON.stringify(body)}</code>
            </dd>
          </>
        )}
        <dt className="font-semibold">Status</dt>
        <dd>
          <code>{status}</code>
        </dd>
        <dt className="font-semibold">Time taken</dt>
        <dd>
          <code>{ms} ms</code>
        </dd>
      </dl>
      <h2 className="mt-10 text-xl font-bold">Response data</h2>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box takes focus so that keyboards can scroll it
        tabIndex={0}
        role="region"
        aria-label="Response data"
        className="mt-4 max-h-[40rem] overflow-auto rounded-xl bg-navy-950 p-6 text-sm text-navy-50"
      >
        {response}
      </pre>
    </main>
  );
}
