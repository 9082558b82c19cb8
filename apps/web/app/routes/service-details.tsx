import { servicePath } from '@harsh/contract';
import type { CanonicalHandle } from '../canonical';
import { serviceHandle, serviceMeta, ServiceView } from '../components/service-view';
import { notFoundUnlessFound } from '../content.server';
import { siteNameOf } from '../page-meta';
import type { Route } from './+types/service-details';
import { uiOf } from '../locale';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  const service = await context.content
    .get(`/get/single/services/${params.id}`)
    .catch(notFoundUnlessFound);
  return { service };
}

/** A service read by its number has its own address under its slug. */
export const handle: CanonicalHandle = {
  ...serviceHandle,
  canonical: (data) => {
    const slug = (data as Awaited<ReturnType<typeof loader>> | undefined)?.service.slug;
    return slug ? servicePath({ slug }) : undefined;
  },
};

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  serviceMeta(data?.service, siteNameOf(matches), uiOf(location.pathname));

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceView service={loaderData.service} />;
}
