import { ConsentField, FormStatus, HoneypotField, ReturnToField } from './forms/form-parts';
import { useSubmission } from './forms/use-submission';

/**
 * A sign-up box: posts to the `/newsletter` action, in place when JavaScript runs and as a plain
 * form without it (it needs no bot check: one address is stored once).
 */
export function NewsletterForm({ idPrefix, tone = 'light' }: { idPrefix: string; tone?: 'light' | 'dark' }) {
  const { formRef, onSubmit, prepare, action, busy, result, fieldError } = useSubmission({ form: 'newsletter', action: '/newsletter' });
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;
  const emailError = fieldError('email');
  const consentError = fieldError('consent');
  return (
    <form ref={formRef} method="post" action={action} onSubmit={onSubmit} onFocus={prepare} noValidate className="relative space-y-2">
      <ReturnToField />
      <HoneypotField id={`${idPrefix}-website`} />
      <label htmlFor={inputId} className={tone === 'dark' ? 'block text-sm font-medium text-white' : 'block text-sm font-medium'}>
        E-mail address
      </label>
      {/* On a narrow phone the button goes under the field, which keeps room for an address. */}
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-describedby={emailError ? `${inputId}-error` : statusId}
          aria-invalid={emailError ? true : undefined}
          className="field-input min-w-0 flex-[1_1_12rem]"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={busy}>
          Subscribe
        </button>
      </div>
      {emailError && (
        <p id={`${inputId}-error`} className={tone === 'dark' ? 'text-sm font-medium text-red-200' : 'field-error'}>
          {emailError}
        </p>
      )}
      <ConsentField id={`${idPrefix}-consent`} collects="your e-mail address" purpose="send you our newsletter" error={consentError} tone={tone} />
      <FormStatus id={statusId} result={result} tone={tone} />
    </form>
  );
}
