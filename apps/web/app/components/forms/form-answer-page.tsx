import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from '../local-link';
import type { FormAnswer } from '../../form-submission.server';
import { useLocale, useUi, useVisitorText } from '../../locale';
import { fieldLabels } from './field-labels';
import { ContactFallback } from '../contact-fallback';
import type { FormResult } from './form-result';

/**
 * The answer to a form sent without JavaScript: the form's page is left behind, so this page
 * says what happened and leads back to it.
 */
export function FormAnswerPage({
  title,
  answer,
  formPage,
}: {
  title: string;
  answer: FormAnswer | undefined;
  formPage: string;
}) {
  const ui = useUi();
  const { answers } = useVisitorText();
  const labels = fieldLabels(useLocale().code);
  const back = answer?.returnTo ?? formPage;
  const botCheckFailed = answer?.errors?.captcha !== undefined;
  const problems = Object.entries(answer?.errors ?? {}).filter(([field]) => field !== 'captcha');
  return (
    <main id="main" className="container-page max-w-2xl py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      {answer && <FormAnswerData answer={answer} />}
      {!answer && <p className="mt-6 text-lg">{ui.forms.answerPage.nothingSent}</p>}
      {answer && (
        <div
          role="status"
          className={`mt-6 flex gap-3 rounded-xl p-5 ${answer.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
        >
          {answer.ok ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          ) : (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          )}
          <div className="space-y-3">
            {/* The form's own message points at highlighted fields, which are on the form, not here. */}
            <p className="font-semibold">
              {answer.message === answers.validation
                ? ui.forms.answerPage.correctThese
                : answer.message}
            </p>
            {problems.length > 0 && (
              <ul className="list-disc space-y-1 pl-5">
                {problems.map(([field, messages]) => (
                  <li key={field}>
                    {labels[field] ?? field}: {messages[0]}
                  </li>
                ))}
              </ul>
            )}
            {botCheckFailed && answer.message === answers.captchaFailed && (
              <p>
                {ui.forms.answerPage.botCheckNeedsJavaScript} <ContactFallback />.
              </p>
            )}
          </div>
        </div>
      )}
      <p className="mt-8">
        <Link to={back} className="btn-secondary">
          {ui.forms.answerPage.backToForm}
        </Link>
      </p>
      {answer && !answer.ok && (
        <p className="mt-4 text-sm text-muted">{ui.forms.answerPage.backButton}</p>
      )}
    </main>
  );
}

/** The answer as JSON inside a `<script>`: no `<` that could end it early. */
export function answerJson({ ok, message, errors }: FormResult): string {
  return JSON.stringify({ ok, message, errors }).replace(/</g, '\\u003c');
}

/** The answer as data for enhance/form.ts, which posts the form itself and shows it in place. */
export function FormAnswerData({ answer }: { answer: FormResult }) {
  return (
    <script
      type="application/json"
      data-form-answer=""
      dangerouslySetInnerHTML={{ __html: answerJson(answer) }}
    />
  );
}
