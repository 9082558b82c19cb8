import type { SubmissionForm } from '@harsh/contract';
import { FormAnswerPage } from '../components/forms/form-answer-page';
import { submitForm } from '../form-submission.server';
import { metaTags } from '../page-meta';
import type { CanonicalHandle } from '../canonical';
import { UI } from '../ui-text';
import type { Route } from './+types/form-answer';

/**
 * The site's form actions, one per form. With JavaScript a form posts here through a fetcher and
 * stays on its page; without it, the browser lands here and is shown the answer.
 */
const FORMS: Record<string, { title: string; form: SubmissionForm; apiPath: string; formPage: string }> = {
  '/enquiry': { title: UI.formAnswer.enquiry, form: 'partner', apiPath: '/store/partner', formPage: '/business-partner' },
  '/contact-message': { title: UI.formAnswer.message, form: 'contact', apiPath: '/store/contact', formPage: '/contact-us' },
  '/newsletter': { title: UI.formAnswer.newsletter, form: 'newsletter', apiPath: '/store/newsletter', formPage: '/' },
  '/quote-request': { title: UI.formAnswer.quote, form: 'quote', apiPath: '/store/quote', formPage: '/services/detail' },
  '/blog-comment': { title: UI.formAnswer.comment, form: 'comment', apiPath: '/store/comment', formPage: '/blogs/grid' },
};

const formAt = (pathname: string) => FORMS[pathname.replace(/\/+$/, '')] ?? FORMS['/enquiry']!;

/** An answer to one visitor's form: not for search engines. */
export const handle: CanonicalHandle = { noindex: true };

export function action({ request, context }: Route.ActionArgs) {
  const { form, apiPath, formPage } = formAt(new URL(request.url).pathname);
  return submitForm(request, context, { form, apiPath, fallbackPage: formPage });
}

export function loader({ request }: Route.LoaderArgs) {
  const { title, formPage } = formAt(new URL(request.url).pathname);
  return { title, formPage };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.title ?? UI.formAnswer.form, UI.formAnswer.description),
  { name: 'robots', content: 'noindex' },
];

export default function FormAnswer({ loaderData, actionData }: Route.ComponentProps) {
  return <FormAnswerPage title={loaderData.title} answer={actionData} formPage={loaderData.formPage} />;
}
