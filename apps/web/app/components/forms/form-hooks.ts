import type { BotCheckAction, SubmissionForm } from '@harsh/contract';
import { useLocalePath, useVisitorText } from '../../locale';

export interface FormHooksOptions {
  /** Which form: its schema in the contract holds the rules the site's action and the API apply. */
  form: SubmissionForm;
  /** The site's form action (`/enquiry`, `/contact-message`, `/newsletter`). */
  action: string;
  /** The bot-check action to pass before posting; none for forms without a bot check. */
  botCheck?: BotCheckAction;
}

/**
 * A visitor's form as the server renders it: it posts natively to its action, in the page's
 * language (`/hi/enquiry` answers in Hindi), and carries what `enhance/form.ts` needs to send it
 * in place instead (the bot check, the answer shown beside the fields). Spread `attributes` on the
 * form. Every page that shows a form, a staff preview included, runs that script (decision 039).
 */
export function useFormHooks({ form, action, botCheck }: FormHooksOptions) {
  const { answers } = useVisitorText();
  return {
    action: useLocalePath()(action),
    attributes: {
      'data-enhance-form': form,
      'data-bot-check': botCheck,
      // The script's own two messages, in the page's language: it carries no catalogue.
      'data-bot-check-failed': answers.captchaFailed,
      'data-send-failed': answers.unexpected,
    },
  };
}
