import type { Service } from '@harsh/contract';
import { serviceMeta, ServiceView } from '../components/service-view';
import { notFoundUnlessFound } from '../content.server';
import type { Route } from './+types/service-details';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw new Response(null, { status: 404 });
  const service = await context.content.get<Service>(`/get/single/services/${params.id}`).catch(notFoundUnlessFound);
  return { service };
}

export const meta: Route.MetaFunction = ({ data }) => serviceMeta(data?.service);

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceView service={loaderData.service} />;
}
