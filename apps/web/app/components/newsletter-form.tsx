import { ConsentField, FormStatus, HoneypotField, ReturnToField } from './forms/form-parts';
import { useFormHooks } from './forms/form-hooks';
import { SubmitButton } from './ui/submit-button';
import { useUi } from '../locale';

/**
 * A sign-up box: posts to the `/newsletter` action, in place when JavaScript runs and as a plain
 * form without it (it needs no bot check: one address is stored once). A refused address gets its
 * message beside the field from `enhance/form.ts`, in `data-error-class`'s colours.
 */
export function NewsletterForm({
  idPrefix,
  tone = 'light',
}: {
  idPrefix: string;
  tone?: 'light' | 'dark';
}) {
  const ui = useUi();
  const { attributes, action } = useFormHooks({
    form: 'newsletter',
    action: '/newsletter',
  });
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;
  return (
    <form {...attributes} method="post" action={action} noValidate className="relative space-y-2">
      <ReturnToField />
      <HoneypotField id={`${idPrefix}-website`} />
      <label
        htmlFor={inputId}
        className={
          tone === 'dark' ? 'block text-sm font-medium text-white' : 'block text-sm font-medium'
        }
      >
        {ui.forms.newsletter.email}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        aria-describedby={statusId}
        data-described-when-valid={statusId}
        data-error-class={tone === 'dark' ? 'text-sm font-medium text-red-200' : 'field-error'}
        className="field-input w-full"
      />
      {/* Consent comes before the button, as in every form: it is read (and ticked) before sending. */}
      <ConsentField
        id={`${idPrefix}-consent`}
        collects={ui.forms.newsletter.collects}
        purpose={ui.forms.newsletter.purpose}
        tone={tone}
      />
      <SubmitButton className="btn-primary">{ui.forms.newsletter.subscribe}</SubmitButton>
      <FormStatus id={statusId} tone={tone} />
    </form>
  );
}
