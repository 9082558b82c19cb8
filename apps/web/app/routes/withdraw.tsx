import { CircleAlert, CircleCheck } from 'lucide-react';
import { data } from 'react-router';
import { ContentError } from '@harsh/contract';
import type { CanonicalHandle } from '../canonical';
import { Link } from '../components/local-link';
import { readFormFields } from '../form-submission.server';
import {
  localeOfRequest,
  uiOf,
  useLocale,
  useLocalePath,
  useUi,
  useVisitorText,
  visitorTextOf,
} from '../locale';
import { metaTags } from '../page-meta';
import type { PageCacheHandle } from '../../server/page-key';
import { formatDate } from '../text';
import type { Route } from './+types/withdraw';

/**
 * Withdrawing consent by the link in an acknowledgement e-mail (issue 30, decision 046). The page
 * says what the link is for and asks: opening it acts on nothing (mail scanners open links), the
 * button does. One person's page: never kept, never indexed, its address (a token) never sent on.
 */
export const handle: CanonicalHandle & PageCacheHandle = { noindex: true, pageCache: false };

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
});

type Answer = { ok: boolean; message: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    // A page's content client reads in the page's language already (`readingIn`).
    const withdrawal = await context.content.get(
      `/get/withdrawal/${encodeURIComponent(params.token)}`,
    );
    return { withdrawal };
  } catch (error) {
    if (error instanceof ContentError && (error.statusCode === 404 || error.statusCode === 422))
      return data({ withdrawal: null }, { status: 404 });
    throw error;
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request.url).code;
  const { answers } = visitorTextOf(request.url);
  if (!(await readFormFields(request)))
    return data<Answer>({ ok: false, message: answers.tooLarge }, { status: 413 });
  try {
    const { statusCode, envelope } = await context.content.submit<unknown>(
      '/store/withdrawal',
      { token: params.token, locale },
      context.clientIp,
    );
    if (statusCode >= 500)
      return data<Answer>(
        { ok: false, message: uiOf(request.url).forms.unavailable },
        { status: 503 },
      );
    return data<Answer>(
      { ok: envelope.status === 1, message: envelope.message },
      { status: statusCode },
    );
  } catch {
    // The API could not be reached: nothing was withdrawn, and the visitor may press again.
    return data<Answer>(
      { ok: false, message: uiOf(request.url).forms.unavailable },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = ({ location }) => {
  const ui = uiOf(location.pathname);
  // The site's Referrer-Policy keeps the path for links to its own pages, and this page's address is a
  // token: links from it name the origin alone. (Not `no-referrer`: the button's post would then carry
  // `Origin: null`, which the site refuses as a cross-site post.)
  return [
    ...metaTags(ui.withdraw.title, ui.withdraw.description),
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'strict-origin' },
  ];
};

export default function Withdraw({ loaderData, actionData }: Route.ComponentProps) {
  const ui = useUi();
  const locale = useLocale();
  const localePath = useLocalePath();
  const { withdrawal: words } = useVisitorText();
  const { withdrawal } = loaderData;
  if (!withdrawal) {
    return (
      <main id="main" className="container-page max-w-2xl py-16">
        <h1 className="text-3xl font-bold">{ui.withdraw.unknownTitle}</h1>
        <p className="mt-6 text-lg">{words.unknownLink}</p>
        <p className="mt-8">
          <Link to={localePath('/')} className="btn-secondary">
            {ui.withdraw.home}
          </Link>
        </p>
      </main>
    );
  }
  const { kind } = withdrawal;
  const answer: Answer | null =
    actionData ?? (withdrawal.withdrawn ? { ok: true, message: words.already } : null);
  return (
    <main id="main" className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{ui.withdraw.title}</h1>
      <p className="mt-6 text-lg">
        {ui.withdraw.what({ kind, date: formatDate(withdrawal.received_at, locale) })}
      </p>
      {answer ? (
        <div
          role="status"
          className={`mt-6 flex gap-3 rounded-xl p-5 ${answer.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
        >
          {answer.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          )}
          <p className="font-semibold">{answer.message}</p>
        </div>
      ) : null}
      {!answer?.ok && !withdrawal.withdrawn && (
        <form method="post" className="mt-6 space-y-4">
          <p>{ui.withdraw.effect({ kind })}</p>
          <button type="submit" className="btn-primary">
            {ui.withdraw.button({ kind })}
          </button>
        </form>
      )}
      <p className="mt-8 flex flex-wrap gap-4">
        <Link to={localePath('/privacy-policy')} className="btn-secondary">
          {ui.withdraw.privacy}
        </Link>
        <Link to={localePath('/')} className="btn-secondary">
          {ui.withdraw.home}
        </Link>
      </p>
    </main>
  );
}
