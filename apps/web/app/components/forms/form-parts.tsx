import { useLocation, useRouteLoaderData } from 'react-router';
import { Link } from '../local-link';
import { CONSENT_NOTICE_VERSION, HONEYPOT_FIELD } from '@harsh/contract';
import { SITE_NAME } from '../../page-meta';
import type { loader as rootLoader } from '../../root';
import { useUi } from '../../locale';
import { ContactFallback } from '../contact-fallback';
import type { FormResult } from './form-result';
import { SubmitButton } from '../ui/submit-button';

/**
 * What every form carries besides its own fields: the consent notice and box (India's DPDP Act),
 * the honeypot, the note for visitors without JavaScript, the answer, and where to come back to.
 */

/** States what the form collects and why, links the privacy policy, and asks for an unticked, required box. */
export function ConsentField({
  id,
  collects,
  purpose,
  error,
  tone = 'light',
  ticked = false,
}: {
  id: string;
  collects: string;
  purpose: string;
  error?: string;
  tone?: 'light' | 'dark';
  /** The visitor's own tick, on a form the server shows them again: never ticked before they tick it. */
  ticked?: boolean;
}) {
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const dark = tone === 'dark';
  const company = useRouteLoaderData<typeof rootLoader>('root')?.settings?.name ?? SITE_NAME;
  const ui = useUi();
  return (
    <div
      className="space-y-2"
      data-field=""
      data-error-class={dark ? 'text-sm font-medium text-red-200' : 'field-error'}
    >
      <p id={noticeId} className={`text-sm ${dark ? 'text-navy-100' : 'text-muted'}`}>
        {ui.forms.consent.before({ collects, purpose })}{' '}
        <Link
          to="/privacy-policy"
          className={`font-medium underline ${dark ? 'text-white' : 'text-navy-800'}`}
        >
          {ui.forms.consent.link}
        </Link>{' '}
        {ui.forms.consent.after({ version: CONSENT_NOTICE_VERSION })}{' '}
        <Link
          to="/your-data"
          className={`font-medium underline ${dark ? 'text-white' : 'text-navy-800'}`}
        >
          {ui.forms.consent.yourData}
        </Link>
        {ui.forms.consent.end}
      </p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          defaultChecked={ticked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[noticeId, error ? errorId : null].filter(Boolean).join(' ')}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <label
          htmlFor={id}
          className={`text-sm font-medium ${dark ? 'text-white' : 'text-navy-900'}`}
        >
          {ui.forms.consent.agree({ company })}
          <span className={dark ? 'text-red-200' : 'text-red-700'} aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      {error && (
        <p id={errorId} className={dark ? 'text-sm font-medium text-red-200' : 'field-error'}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A field people never see or reach; bots that fill every field fill it, and are quietly turned away. */
export function HoneypotField({ id }: { id: string }) {
  const ui = useUi();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{ui.forms.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

/** Where the no-JavaScript answer page links back to: the page the form is on. */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="return_to" value={pathname + search} />;
}

/**
 * The note for visitors without JavaScript, at the top of a form behind the bot check: the check
 * runs in the browser, so the form says so before anything is typed, not after.
 */
export function BotCheckNotice() {
  const ui = useUi();
  return (
    <noscript>
      <p className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2">
        {ui.forms.botCheckNeedsJavaScript} <ContactFallback />.
      </p>
    </noscript>
  );
}

/** The end of a form behind the bot check: the button and the answer. */
export function BotCheckedSubmit({
  label,
  statusId,
  result,
}: {
  label: string;
  statusId: string;
  /** The answer the server rendered (`/your-data`'s request); a visitor's forms get theirs from `enhance/form.ts`. */
  result?: FormResult;
}) {
  const ui = useUi();
  return (
    <div className="space-y-3 sm:col-span-2">
      <SubmitButton className="btn-primary" data-busy-label={ui.forms.sending}>
        {label}
      </SubmitButton>
      <FormStatus id={statusId} result={result} />
    </div>
  );
}

/** The answer to the last try, announced to screen readers; red when something went wrong. */
export function FormStatus({
  id,
  result,
  tone = 'light',
}: {
  id: string;
  /** The answer the server rendered (the steps of `/your-data`); a visitor's forms get theirs from `enhance/form.ts`. */
  result?: FormResult;
  tone?: 'light' | 'dark';
}) {
  const failed = result && !result.ok;
  const failedColor = tone === 'dark' ? 'font-medium text-red-200' : 'field-error';
  const okColor = tone === 'dark' ? 'font-medium text-white' : 'font-medium text-green-800';
  const color = failed ? failedColor : okColor;
  return (
    // The colours as data too: enhance/form.ts shows an answer on a page without hydration.
    <p
      id={id}
      role="status"
      className={`min-h-5 text-sm ${color}`}
      data-failed-class={failedColor}
      data-ok-class={okColor}
    >
      {result?.message}
    </p>
  );
}
