import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { BotCheckAction, SubmissionForm } from '@harsh/contract';
import { useLocale, useLocalePath, useVisitorText } from '../../locale';
import type { FormResult } from './form-result';

export interface SubmissionOptions {
  /** Which form: its schema in the contract holds the same rules the site's action and the API apply. */
  form: SubmissionForm;
  /** The site's form action (`/enquiry`, `/contact-message`, `/newsletter`). */
  action: string;
  /** The bot-check action to pass before posting; none for forms without a bot check. */
  botCheck?: BotCheckAction;
}

/**
 * What a form needs only once a visitor sends it: the schemas (and zod) and the bot-check solver.
 * Loaded on first focus, so that pages do not carry them and sending does not wait for them.
 */
const loadSchemas = () => import('@harsh/contract/forms');
const loadBotCheck = () => import('./bot-check');

/**
 * A form's round trip with JavaScript: check the fields with the shared schema, pass the bot
 * check, post through a fetcher, show the answer, and empty the form once it is stored. Without
 * JavaScript the same form posts natively to the same action.
 */
export function useSubmission({
  form: formName,
  action: englishAction,
  botCheck,
}: SubmissionOptions) {
  // The answer page in the form's language: `/hi/enquiry` answers in Hindi.
  const action = useLocalePath()(englishAction);
  const locale = useLocale().code;
  const { answers } = useVisitorText();
  const fetcher = useFetcher<FormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [local, setLocal] = useState<FormResult | null>(null);
  const [checking, setChecking] = useState(false);

  const sending = fetcher.state !== 'idle';
  const result = local ?? (sending ? undefined : fetcher.data);

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  // After a failed try, take the visitor to the first field that needs them.
  useEffect(() => {
    if (!result || result.ok || !result.errors) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking || sending) return;
    const data = new FormData(event.currentTarget);
    const { checkIn, fieldErrorsFrom } = await loadSchemas();
    const checked = checkIn(
      locale,
      (forms) => forms.submissions[formName],
      Object.fromEntries(data),
    );
    if (!checked.success) {
      setLocal({ ok: false, message: answers.validation, errors: fieldErrorsFrom(checked.error) });
      return;
    }
    setLocal(null);
    if (botCheck) {
      setChecking(true);
      try {
        const { botCheckToken } = await loadBotCheck();
        data.set('captcha', await botCheckToken(botCheck));
      } catch (error) {
        console.warn('Bot check not passed:', error);
        setLocal({ ok: false, message: answers.captchaFailed });
        return;
      } finally {
        setChecking(false);
      }
    }
    await fetcher.submit(data, { method: 'post', action });
  }

  function prepare() {
    void loadSchemas();
    if (botCheck) void loadBotCheck();
  }

  return {
    formRef,
    /** Spread on the form: what `enhance/form.ts` needs to send it on a page without hydration. */
    hooks: {
      'data-enhance-form': formName,
      'data-bot-check': botCheck,
      // The script's own two messages, in the page's language: it carries no catalogue.
      'data-bot-check-failed': answers.captchaFailed,
      'data-send-failed': answers.unexpected,
    },
    onSubmit,
    /** Warms what sending needs; give it to the form's `onFocus`. */
    prepare,
    action,
    /** Checking the bot check or sending. */
    busy: checking || sending,
    result,
    fieldError: (name: string) => result?.errors?.[name]?.[0],
  };
}
