import { ContentPageView } from '../components/content-page-view';
import { FraudWarning } from '../components/fraud-warning';
import { PartnerEnquirySection } from '../components/partner-enquiry-form';
import { loadPage } from '../content.server';
import { uiOf } from '../locale';
import { pageMetaTags, siteNameOf } from '../page-meta';
import { contentPageHandle } from '../structured-data';
import type { Route } from './+types/vendors';

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadPage(context.content, 7) };
}

export const handle = contentPageHandle;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  pageMetaTags(data?.page, siteNameOf(matches), uiOf(location.pathname));

export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPageView page={loaderData.page} aside={<FraudWarning />}>
      <PartnerEnquirySection type={1} />
    </ContentPageView>
  );
}
