import type { Page } from '@harsh/contract';

export const SITE_NAME = 'Harsh Logistics';

/** `<title>` and description tags for a route, with matching social-card tags. */
export function metaTags(title: string, description: string) {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
  ];
}

export const pageMetaTags = (page: Page | undefined) =>
  page ? metaTags(page.meta_title, page.meta_description) : [{ title: `Page not found | ${SITE_NAME}` }];
