/*
 * The public site's own words: headings of its forms, buttons, links, messages, the names of
 * controls and of the menu's links, as opposed to the content staff edit (pages, site texts) and
 * the company's facts (its name, phones, claims), which the code fills in. One Lingui catalogue
 * per language (`locales/{code}.json`, decision 042), English the source; `npm run catalogues`
 * checks them against each other and types them (`UiText`). A text with a part that varies takes
 * it by name (`ui.forms.consent.agree({ company })`), so that each language orders its own sentence.
 *
 * No public module holds a sentence of its own: `npm run lint` checks it (scripts/check-copy.js).
 * The staff screens have their catalogue in the contract (`staff-text.ts`).
 */
import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, localeSetting } from '@harsh/contract';
import { CATALOGUES as COMPILED } from './locales/catalogues.generated';
import type { UiText } from './locales/ui-text.generated';

export type { UiText };

const CATALOGUES: Record<string, Messages> = COMPILED;

/** A compiled message with a value in it (`["Book ", ["service"]]`); one without is a plain string. */
const takesValues = (compiled: unknown) => Array.isArray(compiled) && compiled.some((part) => Array.isArray(part));

function build(code: string): UiText {
  const setting = localeSetting(code);
  const messages = CATALOGUES[setting.code] ?? CATALOGUES[DEFAULT_LOCALE.code]!;
  const i18n = setupI18n({ locale: setting.code, locales: [setting.tag], messages: { [setting.code]: messages } });
  const tree: Record<string, unknown> = {};
  for (const [key, compiled] of Object.entries(CATALOGUES[DEFAULT_LOCALE.code]!)) {
    const path = key.split('.');
    let node = tree;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[path.at(-1)!] = takesValues(compiled) ? (values: Record<string, unknown>) => i18n._(key, values) : i18n._(key);
  }
  return tree as unknown as UiText;
}

const built = new Map<string, UiText>();

/** A language's catalogue by its code (`en`, `hi`); an unknown code gets English. */
export function uiText(code: string): UiText {
  let ui = built.get(code);
  if (!ui) built.set(code, (ui = build(code)));
  return ui;
}
