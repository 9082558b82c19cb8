import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router';

/** Where a form was sent from: its page, and its button by what it says and does, the `nth` of those alike. */
interface Sent {
  path: string;
  button: string;
  nth: number;
}

/** A button as a person knows it: its words, and the name and value it sends (a row's Restore names its version). */
const describe = (button: HTMLButtonElement) =>
  `${button.name}=${button.value}:${button.textContent?.trim() ?? ''}`;
const buttonsLike = (description: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('main button')].filter(
    (button) => describe(button) === description,
  );

/**
 * Keeps a keyboard's place on a staff screen once a form's answer is in. A refused form's first
 * field in error takes the focus, and its message is read with it. Otherwise, when the answer
 * redrew the form (a saved draft shows the new version's form) and the focus fell back to the
 * page, it goes back to the button the form was sent with (WCAG 2.4.3), found by its words. A
 * screen's own placing of the focus (the order screen's moved entry) comes first; another page
 * is left alone.
 */
export function useFocusAfterPost() {
  const state = useNavigation().state;
  const sent = useRef<Sent | null>(null);

  useEffect(() => {
    const remember = (event: SubmitEvent) => {
      const submitter = event.submitter;
      if (!(submitter instanceof HTMLButtonElement)) return void (sent.current = null);
      const button = describe(submitter);
      sent.current = {
        path: window.location.pathname,
        button,
        nth: buttonsLike(button).indexOf(submitter),
      };
    };
    document.addEventListener('submit', remember);
    return () => document.removeEventListener('submit', remember);
  }, []);

  useEffect(() => {
    if (state !== 'idle' || !sent.current) return;
    const { path, button, nth } = sent.current;
    sent.current = null;
    if (window.location.pathname !== path) return;
    // A group in error (tick boxes) takes no focus itself: its first box does.
    const invalid = document.querySelector<HTMLElement>('main [aria-invalid="true"]');
    const field = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, select, textarea');
    if (field) return field.focus();
    if (document.activeElement && document.activeElement !== document.body) return;
    const again = buttonsLike(button)[Math.max(0, nth)];
    if (again && !again.disabled) return again.focus();
    // The button is gone or no longer applies (Approve once approved): the page's heading, where reading starts again.
    const heading = document.querySelector<HTMLElement>('main h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [state]);
}
