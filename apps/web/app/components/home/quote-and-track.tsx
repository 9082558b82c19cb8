import type { HomeSectionTexts } from '@harsh/contract';
import { QuoteForm } from '../quote-form';
import { TrackBox } from '../track-box';
import type { SectionTone } from './home-section';
import { useUi } from '../../locale';

/** The heading id of the quote form, the target of the plans' and estimation's links. */
export const QUOTE_ANCHOR = 'quote-box';

/** The request-a-quote box and the track box, side by side on wide screens, headed by the page's texts. */
export function QuoteAndTrack({
  quote,
  track,
  tone = 'shaded',
}: {
  quote: HomeSectionTexts;
  track: HomeSectionTexts;
  tone?: Exclude<SectionTone, 'dark'>;
}) {
  const ui = useUi();
  return (
    <section
      aria-label={ui.quoteAndTrack}
      className={`py-16 ${tone === 'shaded' ? 'bg-navy-50' : ''}`}
    >
      <div className="container-page grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={QUOTE_ANCHOR} className="scroll-mt-24 text-2xl font-bold">
            {quote.title}
          </h2>
          {quote.lead && <p className="mt-2 text-muted">{quote.lead}</p>}
          <div className="mt-6">
            <QuoteForm idPrefix="home-quote" labelledBy={QUOTE_ANCHOR} />
          </div>
        </div>
        <div className="self-start rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
          <h2 id="track-box" className="text-2xl font-bold text-white">
            {track.title}
          </h2>
          {track.lead && <p className="mt-2 text-navy-100">{track.lead}</p>}
          <div className="mt-6 rounded-xl bg-white p-5 text-ink">
            <TrackBox idPrefix="home-track" labelledBy="track-box" />
          </div>
        </div>
      </div>
    </section>
  );
}
