import { Check } from 'lucide-react';
import type { HomeSectionTexts, Plan } from '@harsh/contract';
import { useLocale, useUi, wordsLang } from '../../locale';
import { WithWords } from '../with-words';
import { HomeSection, type SectionTone } from './home-section';

/**
 * The plans (spec §9: monthly, Startup 90$, Standard 150$, Business 260$), each with its
 * benefits. A plan's button leads to the page's quote form, where the sales team takes it up.
 */
export function PricingPlans({
  plans,
  texts,
  quoteAnchor,
  tone,
}: {
  plans: Plan[];
  texts: HomeSectionTexts;
  quoteAnchor: string;
  tone?: SectionTone;
}) {
  const ui = useUi();
  const locale = useLocale();
  if (plans.length === 0) return null;
  return (
    <HomeSection id="pricing" texts={texts} tone={tone}>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          // A plan not translated yet is in English on another language's page, and says so.
          const lang = wordsLang(plan, locale);
          const period = (ui.home.plans.period as Record<string, string | undefined>)[plan.period];
          return (
            <li
              key={plan.id}
              className={`flex flex-col rounded-2xl border bg-white p-8 ${plan.featured ? 'border-brand-500 shadow-lg ring-2 ring-brand-500' : 'border-slate-200'}`}
              data-testid="plan"
            >
              <h3 id={`plan-${plan.id}`} className="text-xl font-bold" lang={lang}>
                {plan.type}
              </h3>
              {plan.featured && (
                <p className="mt-1 text-sm font-semibold text-brand-600">
                  {ui.home.plans.mostChosen}
                </p>
              )}
              <p className="mt-4">
                <span
                  className="font-display text-5xl font-extrabold text-navy-900"
                  data-testid="plan-price"
                >
                  {plan.price}
                  {plan.currency}
                </span>{' '}
                <span className="text-muted" lang={period ? undefined : lang}>
                  {period ?? plan.period}
                </span>
              </p>
              <ul
                className="mt-6 flex-1 space-y-3"
                aria-label={ui.home.plans.benefits({ plan: plan.type })}
              >
                {plan.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-3" lang={lang}>
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {benefit}
                  </li>
                ))}
              </ul>
              <a
                href={`#${quoteAnchor}`}
                className={`${plan.featured ? 'btn-primary' : 'btn-secondary'} mt-8 justify-center`}
              >
                <WithWords
                  sentence={(type) => ui.home.plans.askFor({ plan: type })}
                  words={plan.type}
                  lang={lang}
                />
              </a>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
