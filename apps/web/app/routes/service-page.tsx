import { data, redirect } from 'react-router';
import { SERVICE_ROUTES, servicePath, SLUG_FORM } from '@harsh/contract';
import { serviceHandle, serviceMeta, ServiceView } from '../components/service-view';
import { notFoundUnlessFound, nullWhenNotFound } from '../content.server';
import { siteNameOf } from '../page-meta';
import type { Route } from './+types/service-page';
import { localeOfRequest, localePath, uiOf } from '../locale';

/**
 * `/services/{slug}`: the seven fixed routes load their records 4–10 by id (spec §2); any other
 * slug is looked up by its slug, so a service added later has a page too, and one whose slug
 * changed leads on from the old one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).pop() ?? '';
  const fixed = SERVICE_ROUTES.find((route) => route.slug === slug);
  if (fixed) {
    return {
      service: await context.content
        .get(`/get/single/services/${fixed.id}`)
        .catch(notFoundUnlessFound),
    };
  }
  const service = SLUG_FORM.test(slug)
    ? await context.content.get(`/get/single/services/by-slug/${slug}`).catch(nullWhenNotFound)
    : null;
  if (!service) {
    // A service whose address changed: its old address leads to the new one for good.
    const moved = SLUG_FORM.test(slug)
      ? await context.content.get(`/get/moved/services/${slug}`).catch(() => null)
      : null;
    if (moved) throw redirect(localePath(localeOfRequest(request.url), servicePath(moved)), 301);
    throw data(null, { status: 404 });
  }
  return { service };
}

export const handle = serviceHandle;

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  serviceMeta(loaded?.service, siteNameOf(matches), uiOf(location.pathname));

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  return <ServiceView service={loaderData.service} />;
}
