import type { HomeSectionTexts } from '@harsh/contract';
import { CardIcon } from './card-icon';
import { HomeSection, type SectionTone } from './home-section';
import { useUi } from '../../locale';

/**
 * The estimation block: how a freight estimate is worked out (the section's cards, one a step), so
 * the figures in our quote make sense, with a way to the page's quote form.
 */
export function Estimation({
  texts,
  quoteAnchor,
  tone,
}: {
  texts: HomeSectionTexts;
  quoteAnchor: string;
  tone?: SectionTone;
}) {
  const ui = useUi();
  return (
    <HomeSection id="estimation" texts={texts} tone={tone}>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {texts.cards.map((card, index) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <CardIcon name={card.icon} className="size-8 text-brand-600" />
              <span className="font-display text-sm font-bold text-muted">
                {ui.step({ number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
            <p className="mt-2 text-muted">{card.text}</p>
          </li>
        ))}
      </ol>
      <a href={`#${quoteAnchor}`} className="btn-primary mt-8">
        {ui.getEstimate}
      </a>
    </HomeSection>
  );
}
