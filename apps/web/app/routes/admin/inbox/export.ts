import { data, redirect } from 'react-router';
import { signInRedirect, staffApi } from '../../../staff-api.server';
import type { Route } from './+types/export';
import { STAFF_HANDLE } from '../_shared/staff-page';

export const handle = STAFF_HANDLE;

/** The inbox's filtered list as a CSV download: the API's export with the same filters, passed on as it comes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  const answer = await staffApi(context, request).file(`/inbox/export${search}`);
  if (answer.status === 401) throw signInRedirect(request, `/admin/inbox${search}`);
  // A download has no page of its own to explain a refusal: the inbox's page does, for this role.
  if (answer.status === 403) throw redirect(`/admin/inbox${search}`);
  if (answer.status !== 200)
    throw data(answer.envelope?.message ?? 'The export failed.', { status: answer.status });
  return new Response(answer.text, { headers: answer.headers });
}
