import { Calculator, FileText, Scale } from 'lucide-react';
import { HomeSection, type SectionTone } from './home-section';

const STEPS = [
  {
    icon: Scale,
    title: 'Chargeable weight',
    text: 'We charge the greater of the actual and the volumetric weight. By air, volumetric weight is length × width × height in centimetres ÷ 6,000; by road and rail it follows the lane’s loading standard.',
  },
  {
    icon: Calculator,
    title: 'Lane and mode',
    text: 'The rate depends on the distance between the two cities, the mode (road, rail or air) and whether the load fills a truck or shares one.',
  },
  {
    icon: FileText,
    title: 'Add-ons and terms',
    text: 'Fragile handling, express delivery, insurance and packaging are priced separately, and the Incoterms rule decides who pays for which leg.',
  },
];

/**
 * The estimation block: how a freight estimate is worked out, so the figures in our quote make
 * sense, with a way to the page's quote form.
 */
export function Estimation({ quoteAnchor, tone }: { quoteAnchor: string; tone?: SectionTone }) {
  return (
    <HomeSection
      id="estimation"
      eyebrow="Estimation"
      title="How we estimate your freight"
      tone={tone}
      lead="Give us the weight, the size and the two cities, and a planner sends a written quote, usually within two working hours."
    >
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
            <div className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <span className="font-display text-sm font-bold text-muted">Step {index + 1}</span>
            </div>
            <h3 className="mt-4 text-lg font-bold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ol>
      <a href={`#${quoteAnchor}`} className="btn-primary mt-8">
        Get your estimate
      </a>
    </HomeSection>
  );
}
