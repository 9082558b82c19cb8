import type { ReactNode } from 'react';
import { DEFAULT_LOCALE, type FocalPoint, type LocaleSetting } from '@harsh/contract';
import { useLocale, useUi } from '../locale';
import { Breadcrumbs } from './breadcrumbs';
import { ContentImage, IMAGE_SIZES } from './content-image';

interface PageBannerProps {
  title: string;
  image: string;
  /** The picture's focal point, as the answer carries it: the banner's crop keeps it in view. */
  focalPoint?: FocalPoint | undefined;
  /** A line under the title, e.g. a breadcrumb or date. */
  children?: ReactNode;
  /** The language the page's content is in: English until it is translated. */
  contentLocale?: LocaleSetting;
}

/** The banner every content page opens with: its image, its breadcrumb trail, and the page's one `h1`. */
export function PageBanner({
  title,
  image,
  focalPoint,
  children,
  contentLocale = DEFAULT_LOCALE,
}: PageBannerProps) {
  const locale = useLocale();
  const ui = useUi();
  const untranslated = contentLocale !== locale;
  return (
    <div className="relative isolate overflow-hidden bg-navy-900">
      <ContentImage
        src={image}
        sizes={IMAGE_SIZES.fullWidth}
        alt=""
        width={1600}
        height={500}
        focalPoint={focalPoint}
        className="absolute inset-0 -z-10 size-full object-cover opacity-90"
        fetchPriority="high"
      />
      {/* On a phone or a tablet the text runs across the whole picture, light parts too: the shade covers it all. */}
      <div className="absolute inset-0 -z-10 bg-navy-950/70 bg-gradient-to-r from-navy-950/90 via-navy-900/70 to-navy-900/10 lg:bg-transparent" />
      <div className="container-page py-14 sm:py-20">
        <Breadcrumbs />
        <h1
          className="max-w-2xl text-3xl font-extrabold text-white sm:text-5xl"
          lang={untranslated ? contentLocale.tag : undefined}
        >
          {title}
        </h1>
        {children && <div className="mt-3 text-navy-100">{children}</div>}
        {/* A page not yet in the visitor's language says so, in that language, before its English text. */}
        {untranslated && (
          <p
            className="mt-3 max-w-2xl rounded bg-navy-950/60 px-3 py-2 text-sm text-white"
            data-untranslated=""
          >
            {ui.layout.notTranslated}
          </p>
        )}
      </div>
    </div>
  );
}
