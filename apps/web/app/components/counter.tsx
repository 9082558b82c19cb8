import { useEffect, useRef, useState } from 'react';
import { countUpWhenSeen } from './count-up';

/**
 * A figure that counts up from zero over the spec's 10 seconds once it scrolls into view. The
 * server HTML carries the final figure, so it is right without JavaScript and for crawlers;
 * screen readers get the final figure too.
 */
interface CounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  /** False for figures that are not counts, such as a year. */
  animate?: boolean;
}

export function Counter({ value, prefix = '', suffix = '', label, animate = true }: CounterProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!animate || !element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    return countUpWhenSeen(element, value, setShown);
  }, [value, animate]);

  return (
    <div className="text-center">
      <p ref={ref} className="font-display text-4xl font-extrabold text-white sm:text-5xl" data-testid="counter">
        <span className="sr-only">
          {prefix}
          {value}
          {suffix}
        </span>
        {/* Counted by this component's effect on hydrated pages, by `enhance/counter.ts` on public ones. */}
        <span aria-hidden="true" data-testid="counter-figure" data-count-to={animate ? value : undefined}>
          {prefix && <span className="text-2xl font-bold sm:text-3xl">{prefix}</span>}
          {shown}
          {suffix}
        </span>
      </p>
      <p className="mt-2 font-medium text-navy-100">{label}</p>
    </div>
  );
}
