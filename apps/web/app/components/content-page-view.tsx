import type { ReactNode } from 'react';
import type { Page } from '@harsh/contract';
import { PageBanner } from './page-banner';
import { RichText } from './rich-text';
import { wordsLocale } from '../locale';

interface ContentPageViewProps {
  page: Page;
  /** Shown beside the body on wide screens, below it on narrow ones. */
  aside?: ReactNode;
  /** Shown after the body (forms, results). */
  children?: ReactNode;
  /** Shown before the body, right under the banner: what the visitor came to the page to do (the branch search). */
  lead?: ReactNode;
}

/** A page from the content server: banner, title, body, and whatever the route adds. */
export function ContentPageView({ page, aside, children, lead }: ContentPageViewProps) {
  return (
    <main id="main">
      <PageBanner
        title={page.title}
        image={page.banner_image}
        focalPoint={page.focal_point}
        contentLocale={wordsLocale(page)}
      />
      {lead}
      <div
        className={`container-page py-12 ${aside ? 'grid gap-10 lg:grid-cols-[1fr_18rem]' : ''}`}
      >
        <div className="min-w-0 max-w-3xl">
          <RichText html={page.content} contentLocale={wordsLocale(page)} />
        </div>
        {aside}
      </div>
      {children}
    </main>
  );
}
