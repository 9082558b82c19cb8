import type { ReactNode } from 'react';

/** A section's background: white, a light shade, or the dark navy band. */
export type SectionTone = 'plain' | 'shaded' | 'dark';

const BACKGROUND: Record<SectionTone, string> = { plain: '', shaded: 'bg-navy-50', dark: 'bg-navy-900' };

interface HomeSectionProps {
  /** The `h2`'s id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  tone?: SectionTone;
  /** A lead sentence under the heading. */
  lead?: ReactNode;
  /** A link beside the heading, e.g. "All services". */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A block of a home page: a small label, the `h2` that names the section, an optional lead and
 * link, then the content. Pages choose each block's tone so that neighbours stand apart.
 */
export function HomeSection({ id, eyebrow, title, tone = 'plain', lead, action, children }: HomeSectionProps) {
  const dark = tone === 'dark';
  return (
    <section aria-labelledby={id} className={`py-16 ${BACKGROUND[tone]}`}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            <p className={`font-semibold ${dark ? 'text-brand-500' : 'text-brand-600'}`}>{eyebrow}</p>
            <h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : ''}`}>
              {title}
            </h2>
            {lead && <p className={`mt-3 text-lg ${dark ? 'text-navy-100' : 'text-muted'}`}>{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
