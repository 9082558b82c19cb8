/*
 * The public site's own words: headings of its forms, buttons, links, messages, the names of
 * controls and of the menu's links, as opposed to the content staff edit (pages, site texts) and
 * the company's facts (its name, phones, claims), which the code fills in. One catalogue per
 * language (issue 27), a module per area; the Hindi site (issue 29) adds a second catalogue of the
 * same type, `UiText`. A text with a part that varies is a function of it
 * (`UI.forms.consent.agree(company)`), so that each language orders its own sentence.
 *
 * No public module holds a sentence of its own: `npm run lint` checks it (scripts/check-copy.js).
 * The staff screens have their catalogue in the contract (`staff-text.ts`).
 */
import { ARTICLES } from './articles';
import { BRANCHES } from './branches';
import { ERRORS } from './errors';
import { FORMS } from './forms';
import { HOME } from './home';
import { HOURS } from './hours';
import { LAYOUT } from './layout';
import { NAVIGATION } from './navigation';
import { PAGES } from './pages';
import { SERVICES } from './services';

export const UI_EN = {
  ...PAGES,
  layout: LAYOUT,
  nav: NAVIGATION,
  forms: FORMS,
  errors: ERRORS,
  articles: ARTICLES,
  branches: BRANCHES,
  hours: HOURS,
  services: SERVICES,
  home: HOME,
};

/** What a language's catalogue holds: every key of the English one, its texts any strings. */
export type UiText = typeof UI_EN;

/** The catalogue the site shows (English, until the Hindi site chooses by request). */
export const UI: UiText = UI_EN;
