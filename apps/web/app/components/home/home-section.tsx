import type { ReactNode } from 'react';
import type { HomeSectionTexts } from '@harsh/contract';

/** A section's background: white, a light shade, or the dark navy band. */
export type SectionTone = 'plain' | 'shaded' | 'dark';

/** A section's carousel is named as the section is: by its small heading, or else its heading. */
export const carouselName = (texts: Pick<HomeSectionTexts, 'eyebrow' | 'title'>) =>
  texts.eyebrow ?? texts.title;

const BACKGROUND: Record<SectionTone, string> = {
  plain: '',
  shaded: 'bg-navy-50',
  dark: 'bg-navy-900',
};

interface HomeSectionProps {
  /** The `h2`'s id, which names the section. */
  id: string;
  /** Its small heading, heading and lead sentence, as the page's texts give them. */
  texts: Pick<HomeSectionTexts, 'eyebrow' | 'title' | 'lead'>;
  tone?: SectionTone;
  /** A link beside the heading, e.g. "All services". */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A block of a home page: a small label, the `h2` that names the section, an optional lead and
 * link, then the content. Pages choose each block's tone so that neighbours stand apart.
 */
export function HomeSection({
  id,
  texts: { eyebrow, title, lead },
  tone = 'plain',
  action,
  children,
}: HomeSectionProps) {
  const dark = tone === 'dark';
  return (
    <section aria-labelledby={id} className={`py-16 ${BACKGROUND[tone]}`}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-3xl">
            {eyebrow && (
              <p className={`font-semibold ${dark ? 'text-brand-500' : 'text-brand-600'}`}>
                {eyebrow}
              </p>
            )}
            <h2
              id={id}
              className={`${eyebrow ? 'mt-2' : ''} text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : ''}`}
            >
              {title}
            </h2>
            {lead && (
              <p className={`mt-3 text-lg ${dark ? 'text-navy-100' : 'text-muted'}`}>{lead}</p>
            )}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
