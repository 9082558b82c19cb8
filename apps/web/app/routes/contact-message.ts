import { ContactMessageSchema } from '@harsh/contract';
import { submitForm } from '../form-submission.server';
import type { Route } from './+types/contact-message';

export function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, context, ContactMessageSchema, '/store/contact');
}
