import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button that keeps the keyboard's focus while the form is sent. A `disabled`
 * button loses it, and the focus falls back to the start of the page (WCAG 2.4.3), so while
 * `busy` it is only marked so (`aria-disabled`), and a second press or Enter sends nothing.
 * `disabled` stays for buttons that do not apply at all (a comment already approved). On public
 * pages, which do not hydrate, `enhance/form.ts` marks it busy the same way.
 */
export function SubmitButton({
  busy = false,
  className = '',
  onClick,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type="submit"
      {...button}
      aria-disabled={busy || button['aria-disabled'] || undefined}
      className={busy ? `${className} cursor-progress opacity-75` : className}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
