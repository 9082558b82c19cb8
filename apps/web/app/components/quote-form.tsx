import { INCOTERMS_2020, PHONE_INPUT_MAX_LENGTH, SHIPMENT_TYPES } from '@harsh/contract';
import { AddOnFields } from './add-on-fields';
import {
  BotCheckedSubmit,
  BotCheckNotice,
  ConsentField,
  HoneypotField,
  ReturnToField,
} from './forms/form-parts';
import { useFormHooks } from './forms/form-hooks';
import { labelledOptions, SelectField, TextAreaField, TextField } from './ui/field';
import { useUi, useVisitorText } from '../locale';

/** The Incoterms rules by their code and their name in the page's language (`EXW: Ex Works`). */
const incotermOptions = (names: Record<string, string>) =>
  INCOTERMS_2020.map((term) => ({
    value: term.code,
    label: `${term.code}: ${names[term.code] ?? term.name}`,
  }));

const MEASURES = [
  { name: 'weight_kg', hint: 'weightHint' },
  { name: 'length_cm' },
  { name: 'width_cm' },
  { name: 'height_cm' },
] as const;

interface QuoteFormProps {
  /** Makes the form's ids unique on its page. */
  idPrefix: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Book other services: the services to choose from, and the one chosen first. */
  services?: { options: string[]; chosen: string };
  submitLabel?: string;
}

/**
 * A request for a quotation (spec §3's quote form): who asks, what is shipped, from where to
 * where, on which Incoterms rule, its weight and size, and the add-ons. It is stored as an
 * enquiry of kind `quote` and answered by the sales team.
 */
export function QuoteForm({ idPrefix, labelledBy, services, submitLabel }: QuoteFormProps) {
  const ui = useUi();
  const { hints } = useVisitorText();
  const { attributes, action } = useFormHooks({
    form: 'quote',
    action: '/quote-request',
    botCheck: 'quote',
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      {...attributes}
      method="post"
      action={action}
      noValidate
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <ReturnToField />
      <HoneypotField id={id('website')} />
      <BotCheckNotice />
      {services && (
        <div className="sm:col-span-2">
          <SelectField
            id={id('service')}
            name="service"
            label={ui.forms.fields.service}
            options={services.options}
            defaultValue={services.chosen}
          />
        </div>
      )}
      <TextField
        id={id('name')}
        name="name"
        label={ui.forms.fields.name}
        autoComplete="name"
        required
        maxLength={100}
      />
      <TextField
        id={id('email')}
        name="email"
        label={ui.forms.fields.email}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
      />
      <TextField
        id={id('phone')}
        name="phone"
        label={ui.forms.fields.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        maxLength={PHONE_INPUT_MAX_LENGTH}
        hint={hints.mobile}
      />
      <SelectField
        id={id('freight')}
        name="freight_type"
        label={ui.forms.fields.freight_type}
        options={labelledOptions(SHIPMENT_TYPES, ui.options.shipment)}
        required
      />
      <TextField
        id={id('from')}
        name="departure_city"
        label={ui.forms.fields.departure_city}
        autoComplete="off"
        required
        maxLength={100}
      />
      <TextField
        id={id('to')}
        name="delivery_city"
        label={ui.forms.fields.delivery_city}
        autoComplete="off"
        required
        maxLength={100}
      />
      <div className="sm:col-span-2">
        <SelectField
          id={id('incoterms')}
          name="incoterms"
          label={ui.forms.fields.incoterms}
          options={incotermOptions(ui.options.incoterm)}
          required
          hint={ui.forms.quote.incotermsHint}
        />
      </div>
      {MEASURES.map((measure) => (
        <TextField
          key={measure.name}
          id={id(measure.name)}
          name={measure.name}
          label={ui.forms.fields[measure.name]}
          inputMode="decimal"
          required
          maxLength={12}
          hint={'hint' in measure ? ui.forms.quote[measure.hint] : undefined}
        />
      ))}
      <AddOnFields idPrefix={idPrefix} legend={ui.forms.quote.addOns} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <TextAreaField
          id={id('message')}
          name="message"
          label={ui.forms.quote.message}
          rows={3}
          maxLength={5000}
        />
      </div>
      <div className="sm:col-span-2">
        <ConsentField
          id={id('consent')}
          collects={ui.forms.quote.collects}
          purpose={ui.forms.quote.purpose}
        />
      </div>
      <BotCheckedSubmit label={submitLabel ?? ui.forms.quote.submit} statusId={id('status')} />
    </form>
  );
}
