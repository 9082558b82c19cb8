import type { BotCheckAction } from '@harsh/contract';
import { IN_PAGE_ANSWER_HEADER } from './names';
import { markWired } from './wired';

/**
 * The site's forms on public pages (`data-enhance-form` naming the form, from `useSubmission`), as
 * its hook does on hydrated ones, with the server's answer: pass the bot check when the form has
 * one (`data-bot-check`), post to the action the browser would, and show the answer in place:
 * each field's error beside it, the focus on the first field in error, the message in the form's
 * status, the form emptied once stored. While a try is under way the button is marked busy
 * (`aria-disabled`) and a second press sends nothing. The action answers with the page it shows
 * visitors without JavaScript, which carries the answer as data too (`FormAnswerPage`).
 *
 * The fields are not checked here first, as the hook does with the form's schema: zod and the
 * schemas weigh 40 KB (gzip), which every page with a form would load for a check the action
 * makes anyway (decision 039).
 */
interface Answer {
  ok: boolean;
  message: string;
  errors?: Record<string, string[]>;
}

/** The bot check's solver, loaded once a visitor comes into a form that has one, not with the page. */
const loadBotCheck = () => import('../components/forms/bot-check');

const words = (value: string | null | undefined) => (value ?? '').split(' ').filter(Boolean);

/** Posts the form's fields as the browser would (URL-encoded), to the same address. */
function post(form: HTMLFormElement, data: FormData) {
  const body = new URLSearchParams(
    [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return fetch(form.action, {
    method: 'POST',
    body,
    headers: { accept: 'text/html', [IN_PAGE_ANSWER_HEADER]: '1' },
  });
}

/** The answer a page carries as data (`<script type="application/json" data-form-answer>`), if any. */
async function answerIn(response: Response): Promise<Answer | null> {
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const json = page.querySelector('script[data-form-answer]')?.textContent;
  return json ? (JSON.parse(json) as Answer) : null;
}

/** Passes the bot check, if the form has one, into the post's `captcha`; false when it cannot be passed. */
async function passBotCheck(
  data: FormData,
  botCheck: BotCheckAction | undefined,
): Promise<boolean> {
  if (!botCheck) return true;
  try {
    const { botCheckToken } = await loadBotCheck();
    data.set('captcha', await botCheckToken(botCheck));
    return true;
  } catch (error) {
    console.warn('Bot check not passed:', error);
    return false;
  }
}

async function send(form: HTMLFormElement, botCheck: BotCheckAction | undefined): Promise<Answer> {
  const data = new FormData(form);
  if (!(await passBotCheck(data, botCheck)))
    return { ok: false, message: form.dataset.botCheckFailed ?? '' };
  const response = await post(form, data);
  const answer = await answerIn(response);
  if (!answer) throw new Error(`The form's action answered ${response.status} without an answer.`);
  return answer;
}

/** Takes away the errors shown for the last try. */
function clearErrors(form: HTMLFormElement) {
  form.querySelectorAll<HTMLElement>('[aria-invalid="true"]').forEach((control) => {
    const errorId = `${control.id}-error`;
    control.removeAttribute('aria-invalid');
    // A control described by something else only while it is good (the newsletter's by the status) gets it back.
    const described = [
      ...words(control.getAttribute('aria-describedby')).filter((id) => id !== errorId),
      ...words(control.dataset.describedWhenValid),
    ];
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
    else control.removeAttribute('aria-describedby');
    form.querySelector(`[id="${errorId}"]`)?.remove();
  });
}

/** A field's error where the component draws it: at the end of its field, or right after the control. */
function showError(form: HTMLFormElement, name: string, message: string) {
  const control = form.elements.namedItem(name);
  if (!(control instanceof HTMLElement) || !control.id) return;
  const errorId = `${control.id}-error`;
  const error = document.createElement('p');
  error.id = errorId;
  error.className =
    control.closest<HTMLElement>('[data-error-class]')?.dataset.errorClass ?? 'field-error';
  error.textContent = message;
  const field = control.closest<HTMLElement>('[data-field]');
  if (field) field.append(error);
  else control.after(error);
  control.setAttribute('aria-invalid', 'true');
  const valid = words(control.dataset.describedWhenValid);
  const described = words(control.getAttribute('aria-describedby')).filter(
    (id) => !valid.includes(id),
  );
  control.setAttribute('aria-describedby', [...described, errorId].join(' '));
}

function showAnswer(form: HTMLFormElement, answer: Answer) {
  clearErrors(form);
  const status = form.querySelector<HTMLElement>('[role="status"]');
  if (status) {
    status.classList.remove(...words(status.dataset.okClass), ...words(status.dataset.failedClass));
    status.classList.add(...words(answer.ok ? status.dataset.okClass : status.dataset.failedClass));
    status.textContent = answer.message;
  }
  if (answer.ok) {
    form.reset();
    return;
  }
  for (const [name, messages] of Object.entries(answer.errors ?? {}))
    if (messages[0]) showError(form, name, messages[0]);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

function setBusy(button: HTMLButtonElement | null, busy: boolean, label: string | null) {
  if (!button) return;
  if (busy) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
  button.classList.toggle('cursor-progress', busy);
  button.classList.toggle('opacity-75', busy);
  if (button.dataset.busyLabel && label !== null)
    button.textContent = busy ? button.dataset.busyLabel : label;
}

/**
 * The track box: good numbers go to `/track` as without JavaScript (a page of its own, with the
 * portal's link); numbers in error stay in the box, their errors in place, whichever page it is on.
 */
function enhanceTrackBox(form: HTMLFormElement) {
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    post(form, new FormData(form))
      .then(async (response) => {
        // Good numbers: the page of their answer carries none (nothing to show in the box).
        const answer = await answerIn(response);
        if (!answer) return form.submit();
        showAnswer(form, answer);
      })
      // Not reached: the browser sends it.
      .catch(() => form.submit())
      .finally(() => (busy = false));
  });
}

/**
 * A form whose answer is the next state of a part of its page (`data-answer-part`, the part's
 * id): the steps of a request about one's data on `/your-data` (request, code, received) and the
 * status form. The part is taken from the page the action answers, the one a visitor without
 * JavaScript is shown, and put in place of the old one, its forms enhanced in turn; the focus
 * then goes to its first field in error, or else to its answer (`data-answer`), which is read out.
 * The button pressed is sent as the browser sends it (`intent`: verify or resend).
 */
function enhancePart(form: HTMLFormElement, partId: string) {
  const botCheck = (form.dataset.botCheck || undefined) as BotCheckAction | undefined;
  let busy = false;
  if (botCheck) form.addEventListener('focusin', () => void loadBotCheck(), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const button =
      event.submitter instanceof HTMLButtonElement
        ? event.submitter
        : form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.textContent ?? null;
    setBusy(button, true, label);
    const data = new FormData(form);
    if (button?.name) data.set(button.name, button.value);
    passBotCheck(data, botCheck)
      .then(async (passed) => {
        if (!passed)
          return showAnswer(form, { ok: false, message: form.dataset.botCheckFailed ?? '' });
        const response = await post(form, data);
        const page = new DOMParser().parseFromString(await response.text(), 'text/html');
        const next = page.getElementById(partId);
        const part = document.getElementById(partId);
        if (!next || !part)
          throw new Error(
            `The form's action answered ${response.status} without its part #${partId}.`,
          );
        part.replaceWith(next);
        next.querySelectorAll<HTMLFormElement>('form[data-enhance-form]').forEach(enhance);
        next.querySelector<HTMLElement>('[aria-invalid="true"], [data-answer]')?.focus();
      })
      .catch((error: unknown) => {
        console.warn('The form could not be sent:', error);
        showAnswer(form, { ok: false, message: form.dataset.sendFailed ?? '' });
      })
      .finally(() => {
        busy = false;
        setBusy(button, false, label);
      });
  });
}

function enhance(form: HTMLFormElement) {
  if (form.dataset.enhanceForm === 'track') return enhanceTrackBox(form);
  if (form.dataset.answerPart) return enhancePart(form, form.dataset.answerPart);
  const botCheck = (form.dataset.botCheck || undefined) as BotCheckAction | undefined;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? null;
  let busy = false;
  if (botCheck) form.addEventListener('focusin', () => void loadBotCheck(), { once: true });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    setBusy(button, true, label);
    send(form, botCheck)
      .then((answer) => showAnswer(form, answer))
      .catch((error: unknown) => {
        console.warn('The form could not be sent:', error);
        showAnswer(form, { ok: false, message: form.dataset.sendFailed ?? '' });
      })
      .finally(() => {
        busy = false;
        setBusy(button, false, label);
      });
  });
}

document.querySelectorAll<HTMLFormElement>('form[data-enhance-form]').forEach(enhance);
markWired('form');
