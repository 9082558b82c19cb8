import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { MESSAGES } from '@harsh/contract';
import type { FormAnswer } from '../../form-submission.server';
import { ContactFallback } from '../contact-fallback';

/** Field names as the forms label them, for the list of what to correct (a test checks every form's fields have one). */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  username: 'Name',
  email: 'E-mail',
  mobile: 'Mobile',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
  type: 'Enquiry',
  business_type: 'Business type',
  vendor_type: 'Vendor type',
  other_type: 'Other type',
  consent: 'Consent',
  service: 'Service',
  freight_type: 'Freight type',
  departure_city: 'City of departure',
  delivery_city: 'Delivery city',
  incoterms: 'Incoterms',
  weight_kg: 'Weight (kg)',
  height_cm: 'Height (cm)',
  width_cm: 'Width (cm)',
  length_cm: 'Length (cm)',
  fragile: 'Fragile',
  express_delivery: 'Express delivery',
  insurance: 'Insurance',
  packaging: 'Packaging',
  blog_slug: 'Article',
  parent_id: 'In reply to',
  comment: 'Comment',
};

/**
 * The answer to a form sent without JavaScript: the form's page is left behind, so this page
 * says what happened and leads back to it.
 */
export function FormAnswerPage({ title, answer, formPage }: { title: string; answer: FormAnswer | undefined; formPage: string }) {
  const back = answer?.returnTo ?? formPage;
  const botCheckFailed = answer?.errors?.captcha !== undefined;
  const problems = Object.entries(answer?.errors ?? {}).filter(([field]) => field !== 'captcha');
  return (
    <main id="main" className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {!answer && <p className="mt-6 text-lg">This address shows the answer to a form once you send it. Nothing has been sent yet.</p>}
      {answer && (
        <div role="status" className={`mt-6 flex gap-3 rounded-xl p-5 ${answer.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}>
          {answer.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" /> : <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />}
          <div className="space-y-3">
            {/* The form's own message points at highlighted fields, which are on the form, not here. */}
            <p className="font-semibold">{answer.message === MESSAGES.validation ? 'Please correct these and send the form again:' : answer.message}</p>
            {problems.length > 0 && (
              <ul className="list-disc space-y-1 pl-5">
                {problems.map(([field, messages]) => (
                  <li key={field}>
                    {FIELD_LABELS[field] ?? field}: {messages[0]}
                  </li>
                ))}
              </ul>
            )}
            {botCheckFailed && answer.message === MESSAGES.captchaFailed && (
              <p>
                The form’s bot check runs in your browser and needs JavaScript. Turn JavaScript on and send the form again, or{' '}
                <ContactFallback />.
              </p>
            )}
          </div>
        </div>
      )}
      <p className="mt-8">
        <Link to={back} className="btn-secondary">
          Back to the form
        </Link>
      </p>
      {answer && !answer.ok && <p className="mt-4 text-sm text-muted">Your browser&rsquo;s Back button returns to the form with what you typed in it.</p>}
    </main>
  );
}
