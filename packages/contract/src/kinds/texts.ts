import { RouteTextsDraftSchema, RouteTextsSchema } from '../site-texts.js';
import { defineKind, FACTS_HINT, IMAGE_HINT } from './kind.js';

/*
 * The other routes' words (issue 27): their draft schema is `RouteTextsDraftSchema` in
 * `site-texts.ts`, beside the routes it is for and the public shape the site reads.
 */

export const TEXTS_KIND = defineKind({
  schema: RouteTextsDraftSchema,
  public: RouteTextsSchema,
  shown: {
    meta_title: true,
    meta_description: true,
    heading: true,
    lead: true,
    banner_image: true,
  },
  translated: {
    meta_title: true,
    meta_description: true,
    heading: true,
    lead: true,
    banner_image: false,
  },
  form: {
    meta_title: { label: 'Title for search engines', hint: FACTS_HINT },
    meta_description: { label: 'Description for search engines', multiline: true },
    heading: {
      label: 'Main heading',
      hint: 'The page’s one main heading (h1). On a city’s page, {city}, {state} and {count} are filled in too.',
    },
    lead: { label: 'Sentence under the main heading', multiline: true, hint: 'Optional.' },
    banner_image: { label: 'Banner picture', hint: IMAGE_HINT, image: true },
  },
});
