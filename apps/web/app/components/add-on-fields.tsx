import { QUOTE_ADD_ON_FIELDS } from '@harsh/contract';
import { useUi } from '../locale';

/** Spec §9's shipment add-on boxes (Fragile, Express Delivery, Insurance, Packaging), as a group. */
export function AddOnFields({
  idPrefix,
  legend,
  className,
}: {
  idPrefix: string;
  legend: string;
  className?: string;
}) {
  const labels = useUi().options.addOns;
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-navy-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {QUOTE_ADD_ON_FIELDS.map(({ field, label }) => (
          <div key={field} className="flex items-center gap-2">
            <input
              id={`${idPrefix}-${field}`}
              name={field}
              type="checkbox"
              className="size-5 accent-brand-600"
            />
            <label htmlFor={`${idPrefix}-${field}`} className="text-sm font-medium text-navy-900">
              {labels[label]}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
