import { QuoteForm } from '../quote-form';
import { TrackBox } from '../track-box';
import type { SectionTone } from './home-section';

/** The heading id of the quote form, the target of the plans' and estimation's links. */
export const QUOTE_ANCHOR = 'quote-box';

/** The request-a-quote box and the track box, side by side on wide screens. */
export function QuoteAndTrack({ tone = 'shaded' }: { tone?: Exclude<SectionTone, 'dark'> }) {
  return (
    <section aria-label="Request a quote or track a consignment" className={`py-16 ${tone === 'shaded' ? 'bg-navy-50' : ''}`}>
      <div className="container-page grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id={QUOTE_ANCHOR} className="scroll-mt-24 text-2xl font-bold">
            Request a quote
          </h2>
          <p className="mt-2 mb-6 text-muted">Tell us what you ship and where; a planner replies by e-mail or phone.</p>
          <QuoteForm idPrefix="home-quote" labelledBy={QUOTE_ANCHOR} />
        </div>
        <div className="self-start rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
          <h2 id="track-box" className="text-2xl font-bold text-white">
            Track your consignment
          </h2>
          <p className="mt-2 mb-6 text-navy-100">Enter up to 50 LR or docket numbers; we open them in the customer portal.</p>
          <div className="rounded-xl bg-white p-5 text-ink">
            <TrackBox idPrefix="home-track" labelledBy="track-box" />
          </div>
        </div>
      </div>
    </section>
  );
}
