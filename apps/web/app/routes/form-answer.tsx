import type { SubmissionForm } from '@harsh/contract';
import { FormAnswerPage } from '../components/forms/form-answer-page';
import { submitForm } from '../form-submission.server';
import { metaTags } from '../page-meta';
import type { CanonicalHandle } from '../canonical';
import { localeOf, localePath, uiOf, unlocalisedPath } from '../locale';
import type { Route } from './+types/form-answer';

/**
 * The site's form actions, one per form. With JavaScript a form posts here through a fetcher and
 * stays on its page; without it, the browser lands here and is shown the answer.
 */
const FORMS: Record<
  string,
  {
    title: 'enquiry' | 'message' | 'newsletter' | 'quote' | 'comment';
    form: SubmissionForm;
    apiPath: string;
    formPage: string;
  }
> = {
  '/enquiry': {
    title: 'enquiry',
    form: 'partner',
    apiPath: '/store/partner',
    formPage: '/business-partner',
  },
  '/contact-message': {
    title: 'message',
    form: 'contact',
    apiPath: '/store/contact',
    formPage: '/contact-us',
  },
  '/newsletter': {
    title: 'newsletter',
    form: 'newsletter',
    apiPath: '/store/newsletter',
    formPage: '/',
  },
  '/quote-request': {
    title: 'quote',
    form: 'quote',
    apiPath: '/store/quote',
    formPage: '/services/detail',
  },
  '/blog-comment': {
    title: 'comment',
    form: 'comment',
    apiPath: '/store/comment',
    formPage: '/blogs/grid',
  },
};

const formAt = (pathname: string) => FORMS[pathname.replace(/\/+$/, '')] ?? FORMS['/enquiry']!;

/** An answer to one visitor's form: not for search engines. */
export const handle: CanonicalHandle = { noindex: true };

export function action({ request, context }: Route.ActionArgs) {
  const pathname = new URL(request.url).pathname;
  const { form, apiPath, formPage } = formAt(unlocalisedPath(pathname));
  return submitForm(request, context, {
    form,
    apiPath,
    fallbackPage: localePath(localeOf(pathname), formPage),
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const { title, formPage } = formAt(unlocalisedPath(pathname));
  return {
    title: uiOf(pathname).formAnswer[title],
    formPage: localePath(localeOf(pathname), formPage),
  };
}

export const meta: Route.MetaFunction = ({ data, location }) => [
  ...metaTags(
    data?.title ?? uiOf(location.pathname).formAnswer.form,
    uiOf(location.pathname).formAnswer.description,
  ),
  { name: 'robots', content: 'noindex' },
];

export default function FormAnswer({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormAnswerPage title={loaderData.title} answer={actionData} formPage={loaderData.formPage} />
  );
}
