import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, type LocaleSetting, localeSetting } from './locales.js';

/** A compiled message with a value in it (`["Book ", ["service"]]`); one without is a plain string. */
const takesValues = (compiled: unknown) =>
  Array.isArray(compiled) && compiled.some((part) => Array.isArray(part));

/**
 * A reader of one Lingui catalogue (decision 042): a language's messages as the code reads them,
 * nested by their dotted keys, a message with a value in it as a function of its named values
 * (`ui.forms.consent.agree({ company })`). An unknown code gets English. Each language is built once.
 */
export function catalogueReader<Text>(
  catalogues: Record<string, Messages>,
): (code: string) => Text {
  const built = new Map<string, Text>();
  const build = (setting: LocaleSetting): Text => {
    const messages = catalogues[setting.code] ?? catalogues[DEFAULT_LOCALE.code]!;
    const i18n = setupI18n({
      locale: setting.code,
      locales: [setting.tag],
      messages: { [setting.code]: messages },
    });
    const tree: Record<string, unknown> = {};
    for (const [key, compiled] of Object.entries(catalogues[DEFAULT_LOCALE.code]!)) {
      const path = key.split('.');
      let node = tree;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[path.at(-1)!] = takesValues(compiled)
        ? (values: Record<string, unknown>) => i18n._(key, values)
        : i18n._(key);
    }
    return tree as Text;
  };
  return (code) => {
    // Kept by the language found, so that unknown codes all share English.
    const setting = localeSetting(code);
    let text = built.get(setting.code);
    if (!text) built.set(setting.code, (text = build(setting)));
    return text;
  };
}
