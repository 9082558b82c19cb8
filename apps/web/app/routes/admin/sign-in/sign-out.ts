import { redirect } from 'react-router';
import { readFormFields } from '../../../form-submission.server';
import { staffApi, withCookies } from '../../../staff-api.server';
import type { Route } from './+types/sign-out';

/** Signs out this browser, or (`scope=everywhere`) every device of the account, then shows the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const api = staffApi(context, request);
  const answer =
    fields['scope'] === 'everywhere' ? await api.delete('/sessions') : await api.delete('/session');
  throw redirect('/admin/sign-in?signed_out', { headers: withCookies(answer.cookies) });
}

/** Nothing to show: a visit lands on the staff pages. */
export const loader = () => redirect('/admin');
