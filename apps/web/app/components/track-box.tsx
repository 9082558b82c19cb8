import { MAX_CONSIGNMENTS, SHIPMENT_TYPES } from '@harsh/contract';
import { AddOnFields } from './add-on-fields';
import { labelledOptions, SelectField, TextAreaField } from './ui/field';
import { useUi } from '../locale';

export interface TrackBoxState {
  /** What the visitor sent last, shown again with the messages. */
  values?: { shipment_type?: string; numbers?: string };
  errors?: Record<string, string[]>;
}

/**
 * The track box (spec §1's track-and-trace form): shipment type, up to 50 consignment numbers
 * and the add-on boxes. It posts to `/track`, which checks the numbers and hands them to the
 * customer portal. With JavaScript (`enhance/form.ts`) numbers in error are said in place, on
 * whichever page the box is; without it `/track` says it, in its own box, from `state`.
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
  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: string) => state?.errors?.[name]?.[0];
  return (
    <form
      method="post"
      action="/track"
      data-enhance-form="track"
      noValidate
      aria-labelledby={labelledBy}
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
