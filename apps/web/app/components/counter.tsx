/**
 * A figure that counts up from zero over the spec's 10 seconds once it scrolls into view
 * (`enhance/counter.ts`, from `data-count-to`). The server HTML carries the final figure, so it is
 * right without JavaScript and for crawlers; screen readers get the final figure too.
 */
interface CounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  /** False for figures that are not counts, such as a year. */
  animate?: boolean;
}

/**
 * A prefix or suffix as shown beside the figure: words ("since", "years", "से", "वर्ष") stand a
 * space apart and in smaller type; a sign ("+", "%") touches the figure. Staff type neither space
 * (a save trims them), so that a translation needs none either.
 */
function affix(text: string, side: 'before' | 'after'): { text: string; words: boolean } {
  const trimmed = text.trim();
  const words = /\p{L}/u.test(trimmed);
  return {
    text: words && trimmed ? (side === 'before' ? `${trimmed} ` : ` ${trimmed}`) : trimmed,
    words,
  };
}

const WORDS_CLASS = 'text-2xl font-bold sm:text-3xl';

export function Counter({ value, prefix = '', suffix = '', label, animate = true }: CounterProps) {
  const before = affix(prefix, 'before');
  const after = affix(suffix, 'after');
  return (
    <div className="text-center">
      <p
        className="font-display text-4xl font-extrabold text-white sm:text-5xl"
        data-testid="counter"
      >
        <span className="sr-only">{`${before.text}${value}${after.text}`}</span>
        <span
          aria-hidden="true"
          data-testid="counter-figure"
          data-count-to={animate ? value : undefined}
        >
          {before.words ? <span className={WORDS_CLASS}>{before.text}</span> : before.text}
          {value}
          {after.words ? <span className={WORDS_CLASS}>{after.text}</span> : after.text}
        </span>
      </p>
      <p className="mt-2 font-medium text-navy-100">{label}</p>
    </div>
  );
}
