import { data, redirect } from 'react-router';
import { staffApi } from '../../staff-api.server';
import type { Route } from './+types/inbox-export';
import { STAFF_HANDLE } from './staff-page';

export const handle = STAFF_HANDLE;

/** The inbox's filtered list as a CSV download, from the API's export with the same filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answer = await staffApi(context, request).file(`/inbox/export${url.search}`);
  if (answer.status === 401) throw redirect(`/admin/sign-in?next=${encodeURIComponent(`/admin/inbox${url.search}`)}`);
  if (answer.status !== 200) throw data(answer.envelope?.message ?? 'The export failed.', { status: answer.status });
  const name = `inbox-${url.searchParams.get('kind') || 'all'}-${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())}.csv`;
  return new Response(answer.text, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name.replace(/[^a-z0-9.-]/gi, '')}"`,
    },
  });
}
