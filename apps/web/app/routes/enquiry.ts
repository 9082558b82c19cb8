import { PartnerEnquirySchema } from '@harsh/contract';
import { submitForm } from '../form-submission.server';
import type { Route } from './+types/enquiry';

export function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, context, PartnerEnquirySchema, '/store/partner');
}
