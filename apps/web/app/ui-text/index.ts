/*
 * The public site's own words: headings of its forms, buttons, links, messages, the names of
 * controls and of the menu's links, as opposed to the content staff edit (pages, site texts) and
 * the company's facts (its name, phones, claims), which the code fills in. One Lingui catalogue
 * per language (`locales/{code}.json`, decision 042), English the source; `npm run catalogues`
 * checks them against each other and types them (`UiText`). A text with a part that varies takes
 * it by name (`ui.forms.consent.agree({ company })`), so that each language orders its own sentence.
 *
 * No public module holds a sentence of its own: `npm run lint` checks it (scripts/check-copy.js).
 * What the site and the API answer a visitor (form messages, the thanks, the server's own pages)
 * is the contract's visitor catalogue (`visitorText`, decision 043); the staff screens have theirs
 * there too (`staff-text.ts`).
 */
import type { Messages } from '@lingui/core';
import { catalogueReader } from '@harsh/contract';
import { CATALOGUES } from './locales/catalogues.generated';
import type { UiText } from './locales/ui-text.generated';

export type { UiText };

/** A language's catalogue by its code (`en`, `hi`); an unknown code gets English. */
export const uiText = catalogueReader<UiText>(CATALOGUES as Record<string, Messages>);
