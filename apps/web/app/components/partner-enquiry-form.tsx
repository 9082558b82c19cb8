import { useFetcher } from 'react-router';
import { BUSINESS_TYPES, PHONE_INPUT_MAX_LENGTH, VENDOR_TYPES } from '@harsh/contract';
import { SelectField, TextAreaField, TextField } from './ui/field';

export interface FormResult {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
}

const COPY = {
  1: {
    heading: 'Vendor enquiry',
    intro: 'Supply fuel, vehicles or insurance to our network? Tell us about your business.',
    optionLabel: 'Vendor type',
    optionName: 'vendor_type',
    options: VENDOR_TYPES,
  },
  2: {
    heading: 'Business partner enquiry',
    intro: 'Drive, deliver, run a franchise or rent us your vehicle or warehouse. Tell us how you would like to work with us.',
    optionLabel: 'Business type',
    optionName: 'business_type',
    options: BUSINESS_TYPES,
  },
} as const;

/** Spec §2/§4: the partner enquiry, type 1 (vendor) or type 2 (business partner). */
export function PartnerEnquirySection({ type }: { type: 1 | 2 }) {
  const fetcher = useFetcher<FormResult>();
  const copy = COPY[type];
  const result = fetcher.data;
  const firstError = (field: string) => result?.errors?.[field]?.[0];
  const prefix = `enquiry-${type}`;
  return (
    <section aria-labelledby={`${prefix}-heading`} className="bg-navy-50 py-14">
      <div className="container-page max-w-3xl">
        <h2 id={`${prefix}-heading`} className="text-2xl font-bold sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-2 text-muted">{copy.intro}</p>
        <fetcher.Form method="post" action="/enquiry" noValidate className="mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8">
          <input type="hidden" name="type" value={type} />
          <TextField id={`${prefix}-name`} name="name" label="Name" autoComplete="name" required maxLength={100} error={firstError('name')} />
          <TextField id={`${prefix}-email`} name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} error={firstError('email')} />
          <TextField
            id={`${prefix}-mobile`}
            name="mobile"
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={PHONE_INPUT_MAX_LENGTH}
            error={firstError('mobile')}
          />
          <SelectField id={`${prefix}-option`} name={copy.optionName} label={copy.optionLabel} options={copy.options} error={firstError(copy.optionName)} />
          <div className="sm:col-span-2">
            <TextAreaField id={`${prefix}-message`} name="message" label="Message" required maxLength={5000} error={firstError('message')} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={fetcher.state !== 'idle'}>
              {fetcher.state !== 'idle' ? 'Sending…' : 'Submit'}
            </button>
            <p role="status" className={`mt-3 ${result && !result.ok ? 'field-error' : 'font-medium text-green-800'}`}>
              {result?.message}
            </p>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
