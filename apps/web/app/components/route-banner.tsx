import type { ReactNode } from 'react';
import type { RouteTexts } from '@harsh/contract';
import { metaTags } from '../page-meta';
import type { UiText } from '../ui-text';
import type { Crumb } from '../structured-data';
import { PageBanner } from './page-banner';
import { wordsLocale } from '../locale';

/** A route's banner from its texts: its picture, its heading (the page's `h1`) and its lead, then anything the route adds. */
export function RouteBanner({ texts, children }: { texts: RouteTexts; children?: ReactNode }) {
  return (
    <PageBanner
      title={texts.heading}
      image={texts.banner_image}
      focalPoint={texts.focal_point}
      contentLocale={wordsLocale(texts)}
    >
      {texts.lead && <p>{texts.lead}</p>}
      {children}
    </PageBanner>
  );
}

/** A route's last breadcrumb: its heading as its texts give it, at its address (after `before`). */
export const routeTextsCrumbs =
  (path: string, before: (ui: UiText) => Crumb[] = () => []) =>
  (data: unknown, _pathname: string, ui: UiText): Crumb[] => {
    const texts = (data as { texts?: RouteTexts } | undefined)?.texts;
    return texts ? [...before(ui), { name: texts.heading, path }] : before(ui);
  };

/** A route's title and description from its texts (none while they are not loaded: the error page has its own). */
export const routeTextsMeta = (data: { texts: RouteTexts } | undefined) =>
  data ? metaTags(data.texts.meta_title, data.texts.meta_description) : [];
