import { CONTENT_PAGE_ROUTES } from '@harsh/contract';
import { ContentPageView } from '../components/content-page-view';
import { FraudWarning } from '../components/fraud-warning';
import { YourDataBox } from '../components/your-data-box';
import { loadPage } from '../content.server';
import { uiOf, unlocalisedPath } from '../locale';
import { pageMetaTags, siteNameOf } from '../page-meta';
import {
  contentPageHandle,
  faqEntries,
  faqPage,
  type StructuredDataHandle,
} from '../structured-data';
import type { Route } from './+types/content-page';

/** The page number of spec §2's table for a path, or null for a path not in it. */
export function pageNumberFor(pathname: string): number | null {
  const path = unlocalisedPath(decodeURIComponent(pathname)).replace(/\/+$/, '');
  return CONTENT_PAGE_ROUTES.find((r) => r.path === path)?.page ?? null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const number = pageNumberFor(new URL(request.url).pathname);
  if (number === null) throw new Response(null, { status: 404 });
  return { page: await loadPage(context.content, number) };
}

type LoaderData = Awaited<ReturnType<typeof loader>> | undefined;

const FAQ_PAGE = pageNumberFor('/faq');

export const handle: StructuredDataHandle = {
  ...contentPageHandle,
  structuredData: (data) => {
    const page = (data as LoaderData)?.page;
    return page?.number === FAQ_PAGE ? [faqPage(faqEntries(page.content))] : [];
  },
};

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMetaTags(data?.page, siteNameOf(matches), uiOf(location.pathname));

/** The careers pages: where a job seeker reads that we never ask for money (issue 30). */
const CAREERS_PAGES = new Set(
  ['/life-at-harsh', '/employee-stories', '/learning-and-development', '/open-positions'].map(
    pageNumberFor,
  ),
);
const PRIVACY_POLICY_PAGE = pageNumberFor('/privacy-policy');

/** Beside a page's body: the warning against fraud on the careers pages, the way to one's data beside the privacy policy. */
function asideOf(pageNumber: number) {
  if (CAREERS_PAGES.has(pageNumber)) return <FraudWarning />;
  if (pageNumber === PRIVACY_POLICY_PAGE) return <YourDataBox />;
  return undefined;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} aside={asideOf(loaderData.page.number)} />;
}
