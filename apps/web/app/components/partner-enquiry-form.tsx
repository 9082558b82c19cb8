import { BUSINESS_TYPES, partnerBotCheckAction, PHONE_HINT, PHONE_INPUT_MAX_LENGTH, VENDOR_TYPES } from '@harsh/contract';
import { BotCheckedSubmit, BotCheckNotice, ConsentField, HoneypotField, ReturnToField } from './forms/form-parts';
import { useSubmission } from './forms/use-submission';
import { SelectField, TextAreaField, TextField } from './ui/field';

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
  const copy = COPY[type];
  const { formRef, onSubmit, prepare, action, busy, result, fieldError } = useSubmission({
    form: 'partner',
    action: '/enquiry',
    botCheck: partnerBotCheckAction(type),
  });
  const prefix = `enquiry-${type}`;
  return (
    <section aria-labelledby={`${prefix}-heading`} className="bg-navy-50 py-14">
      <div className="container-page max-w-3xl">
        <h2 id={`${prefix}-heading`} className="text-2xl font-bold sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-2 text-muted">{copy.intro}</p>
        <form
          ref={formRef}
          method="post"
          action={action}
          onSubmit={onSubmit}
          onFocus={prepare}
          noValidate
          aria-labelledby={`${prefix}-heading`}
          className="relative mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        >
          <input type="hidden" name="type" value={type} />
          <ReturnToField />
          <HoneypotField id={`${prefix}-website`} />
          <BotCheckNotice />
          <TextField id={`${prefix}-name`} name="name" label="Name" autoComplete="name" required maxLength={100} error={fieldError('name')} />
          <TextField id={`${prefix}-email`} name="email" label="E-mail" type="email" autoComplete="email" required maxLength={254} error={fieldError('email')} />
          <TextField
            id={`${prefix}-mobile`}
            name="mobile"
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint={PHONE_HINT}
            error={fieldError('mobile')}
          />
          <SelectField id={`${prefix}-option`} name={copy.optionName} label={copy.optionLabel} options={copy.options} error={fieldError(copy.optionName)} />
          <div className="sm:col-span-2">
            <TextAreaField id={`${prefix}-message`} name="message" label="Message" required maxLength={5000} error={fieldError('message')} />
          </div>
          <div className="sm:col-span-2">
            <ConsentField
              id={`${prefix}-consent`}
              collects="your name, e-mail address, mobile number and message"
              purpose="answer this enquiry and discuss working together"
              error={fieldError('consent')}
            />
          </div>
          <BotCheckedSubmit label="Submit" busy={busy} statusId={`${prefix}-status`} result={result} />
        </form>
      </div>
    </section>
  );
}
