/*
 * What the site and the content API tell a visitor, in the visitor's language: the answers to a
 * form (stored, refused, busy), the fields' messages, the hints under them, the branch locator's
 * words. One Lingui catalogue per language (`locales/{code}.json`, English the source), shared by
 * the site and the API so that both answer alike (decision 042); `npm run catalogues` checks and
 * types it (`VisitorText`). The staff screens have their own English catalogue (`staff-text.ts`).
 */
import type { Messages } from '@lingui/core';
import { catalogueReader } from '../catalogue.js';
import { CATALOGUES } from './locales/catalogues.generated.js';
import type { VisitorText } from './locales/visitor-text.generated.js';

export type { VisitorText };

/** A language's visitor texts by its code (`en`, `hi`); an unknown code gets English. */
export const visitorText = catalogueReader<VisitorText>(CATALOGUES as Record<string, Messages>);
