import { NewsletterSchema } from '@harsh/contract';
import { submitForm } from '../form-submission.server';
import type { Route } from './+types/newsletter';

export function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, context, NewsletterSchema, '/store/newsletter');
}
