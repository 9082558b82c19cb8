import {
  BUSINESS_TYPES,
  partnerBotCheckAction,
  PHONE_INPUT_MAX_LENGTH,
  VENDOR_TYPES,
} from '@harsh/contract';
import {
  BotCheckedSubmit,
  BotCheckNotice,
  ConsentField,
  HoneypotField,
  ReturnToField,
} from './forms/form-parts';
import { useFormHooks } from './forms/form-hooks';
import { labelledOptions, SelectField, TextAreaField, TextField } from './ui/field';
import { useSharedBlock } from '../shared-blocks';
import { useUi, useVisitorText } from '../locale';
import type { UiText } from '../ui-text';

/** Each type's introduction (a shared block; the interface's heading while it cannot be read) and choice. */
const COPY = {
  1: {
    block: 'vendor-enquiry',
    heading: 'vendorHeading',
    optionName: 'vendor_type',
    options: (ui: UiText) => labelledOptions(VENDOR_TYPES, ui.options.vendor),
  },
  2: {
    block: 'partner-enquiry',
    heading: 'businessHeading',
    optionName: 'business_type',
    options: (ui: UiText) => labelledOptions(BUSINESS_TYPES, ui.options.business),
  },
} as const;

/** Spec §2/§4: the partner enquiry, type 1 (vendor) or type 2 (business partner). */
export function PartnerEnquirySection({ type }: { type: 1 | 2 }) {
  const ui = useUi();
  const { hints } = useVisitorText();
  const copy = COPY[type];
  const intro = useSharedBlock(copy.block);
  const { attributes, action } = useFormHooks({
    form: 'partner',
    action: '/enquiry',
    botCheck: partnerBotCheckAction(type),
  });
  const prefix = `enquiry-${type}`;
  return (
    <section aria-labelledby={`${prefix}-heading`} className="bg-navy-50 py-14">
      <div className="container-page max-w-3xl">
        <h2 id={`${prefix}-heading`} className="text-2xl font-bold sm:text-3xl" lang={intro?.lang}>
          {intro?.heading ?? ui.forms.partner[copy.heading]}
        </h2>
        {intro && (
          <p className="mt-2 text-muted" lang={intro.lang}>
            {intro.text}
          </p>
        )}
        <form
          {...attributes}
          method="post"
          action={action}
          noValidate
          aria-labelledby={`${prefix}-heading`}
          className="relative mt-8 grid gap-5 rounded-xl bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
        >
          <input type="hidden" name="type" value={type} />
          <ReturnToField />
          <HoneypotField id={`${prefix}-website`} />
          <BotCheckNotice />
          <TextField
            id={`${prefix}-name`}
            name="name"
            label={ui.forms.fields.name}
            autoComplete="name"
            required
            maxLength={100}
          />
          <TextField
            id={`${prefix}-email`}
            name="email"
            label={ui.forms.fields.email}
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextField
            id={`${prefix}-mobile`}
            name="mobile"
            label={ui.forms.fields.mobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint={hints.mobile}
          />
          <SelectField
            id={`${prefix}-option`}
            name={copy.optionName}
            label={ui.forms.fields[copy.optionName]}
            options={copy.options(ui)}
          />
          <div className="sm:col-span-2">
            <TextAreaField
              id={`${prefix}-message`}
              name="message"
              label={ui.forms.fields.message}
              required
              maxLength={5000}
            />
          </div>
          <div className="sm:col-span-2">
            <ConsentField
              id={`${prefix}-consent`}
              collects={ui.forms.partner.collects}
              purpose={ui.forms.partner.purpose}
            />
          </div>
          <BotCheckedSubmit label={ui.forms.partner.submit} statusId={`${prefix}-status`} />
        </form>
      </div>
    </section>
  );
}
