import { type Achievement, type HomeSectionTexts, isYearFigure } from '@harsh/contract';
import { Counter } from '../counter';
import { useLocale, wordsLang } from '../../locale';
import { HomeSection } from './home-section';

/**
 * The achievements band: each figure with what it counts. A figure that is a year ("since 1996",
 * "1996 से") is shown as it is rather than counted up.
 */
export function Achievements({ items, texts }: { items: Achievement[]; texts: HomeSectionTexts }) {
  // An entry not translated yet is in English on another language's page, and says so (`lang`).
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <HomeSection id="achievements" texts={texts} tone="dark">
      <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} lang={wordsLang(item, locale)}>
            <Counter
              value={item.value}
              prefix={item.prefix}
              suffix={item.suffix}
              label={item.label}
              animate={!isYearFigure(item)}
            />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
