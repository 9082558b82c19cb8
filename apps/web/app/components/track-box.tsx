import { type FormEvent, useEffect, useRef, useState } from 'react';
import { MAX_CONSIGNMENTS, SHIPMENT_TYPES } from '@harsh/contract';
import { AddOnFields } from './add-on-fields';
import { labelledOptions, SelectField, TextAreaField } from './ui/field';
import { useLocale, useUi } from '../locale';

export interface TrackBoxState {
  /** What the visitor sent last, shown again with the messages. */
  values?: { shipment_type?: string; numbers?: string };
  errors?: Record<string, string[]>;
}

/** The track box's rules, the same the `/track` action applies; loaded when the box is first used. */
const loadSchemas = () => import('@harsh/contract/forms');

/**
 * The track box (spec §1's track-and-trace form): shipment type, up to 50 consignment numbers
 * and the add-on boxes. It posts to `/track`, which checks the numbers and hands them to the
 * customer portal. With JavaScript the numbers are checked first, and what is wrong is said in
 * place, on whichever page the box is; without it `/track` says it, in its own box.
 */
export function TrackBox({
  idPrefix,
  labelledBy,
  state,
}: {
  idPrefix: string;
  labelledBy: string;
  state?: TrackBoxState;
}) {
  const ui = useUi();
  const locale = useLocale().code;
  const id = (name: string) => `${idPrefix}-${name}`;
  const [checked, setChecked] = useState<Record<string, string[]> | null>(null);
  const errors = checked ?? state?.errors;
  const error = (name: string) => errors?.[name]?.[0];
  const formRef = useRef<HTMLFormElement>(null);
  // Sent back with messages: take the visitor to the first field that needs them, as the other forms do.
  useEffect(() => {
    if (errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { checkIn, fieldErrorsFrom } = await loadSchemas();
    const result = checkIn(locale, (forms) => forms.track, Object.fromEntries(new FormData(form)));
    if (!result.success) {
      setChecked(fieldErrorsFrom(result.error));
      return;
    }
    setChecked(null);
    // Good numbers go to `/track` as without JavaScript, which hands them to the portal.
    form.submit();
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/track"
      data-enhance-form="track"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onFocus={() => void loadSchemas()}
      className="grid gap-5"
    >
      <SelectField
        id={id('type')}
        name="shipment_type"
        label={ui.forms.trackBox.shipmentType}
        options={labelledOptions(SHIPMENT_TYPES, ui.options.shipment)}
        required
        defaultValue={state?.values?.shipment_type ?? ''}
        error={error('shipment_type')}
      />
      <TextAreaField
        id={id('numbers')}
        name="numbers"
        label={ui.forms.trackBox.numbers}
        rows={4}
        required
        maxLength={5000}
        defaultValue={state?.values?.numbers ?? ''}
        hint={ui.forms.trackBox.numbersHint({ max: MAX_CONSIGNMENTS })}
        error={error('numbers')}
      />
      <AddOnFields idPrefix={idPrefix} legend={ui.forms.trackBox.addOns} />
      <div>
        <button type="submit" className="btn-primary">
          {ui.forms.trackBox.submit}
        </button>
      </div>
    </form>
  );
}
