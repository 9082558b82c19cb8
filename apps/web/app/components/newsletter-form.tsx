import { ConsentField, FormStatus, HoneypotField, ReturnToField } from './forms/form-parts';
import { useSubmission } from './forms/use-submission';
import { SubmitButton } from './ui/submit-button';
import { useUi } from '../locale';

/**
 * A sign-up box: posts to the `/newsletter` action, in place when JavaScript runs and as a plain
 * form without it (it needs no bot check: one address is stored once).
 */
export function NewsletterForm({
  idPrefix,
  tone = 'light',
}: {
  idPrefix: string;
  tone?: 'light' | 'dark';
}) {
  const ui = useUi();
  const { formRef, hooks, onSubmit, prepare, action, busy, result, fieldError } = useSubmission({
    form: 'newsletter',
    action: '/newsletter',
  });
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;
  const emailError = fieldError('email');
  const consentError = fieldError('consent');
  return (
    <form
      ref={formRef}
      {...hooks}
      method="post"
      action={action}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      className="relative space-y-2"
    >
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
        aria-describedby={emailError ? `${inputId}-error` : statusId}
        data-described-when-valid={statusId}
        aria-invalid={emailError ? true : undefined}
        data-error-class={tone === 'dark' ? 'text-sm font-medium text-red-200' : 'field-error'}
        className="field-input w-full"
      />
      {emailError && (
        <p
          id={`${inputId}-error`}
          className={tone === 'dark' ? 'text-sm font-medium text-red-200' : 'field-error'}
        >
          {emailError}
        </p>
      )}
      {/* Consent comes before the button, as in every form: it is read (and ticked) before sending. */}
      <ConsentField
        id={`${idPrefix}-consent`}
        collects={ui.forms.newsletter.collects}
        purpose={ui.forms.newsletter.purpose}
        error={consentError}
        tone={tone}
      />
      <SubmitButton className="btn-primary" busy={busy}>
        {ui.forms.newsletter.subscribe}
      </SubmitButton>
      <FormStatus id={statusId} result={result} tone={tone} />
    </form>
  );
}
