import { Link } from 'react-router';
import {
  type EditableSummary,
  languageName,
  translationLocales,
  type TranslationStatus,
} from '@harsh/contract';
import { translationPath } from '../item-address';

/** Where a translation stands, as staff read it: none yet, older than the English, or up to date; and a draft waiting. */
export function translationStateText(language: string, status: TranslationStatus): string {
  const state =
    status.state === 'missing'
      ? `Not in ${language} yet`
      : status.state === 'stale'
        ? `${language} older than the English`
        : `${language} up to date`;
  return status.draft_waiting ? `${state} · draft waiting` : state;
}

/** Each language's state of an item, each a link to its translation screen. */
export function TranslationStates({ item }: { item: EditableSummary }) {
  return (
    <ul className="tag-list">
      {translationLocales().map((code) => {
        const status = item.translations[code];
        if (!status) return null;
        return (
          <li key={code}>
            <Link
              to={translationPath(item, code)}
              aria-label={`${translationStateText(languageName(code), status)}: ${item.title}`}
              className={`tag tone-${status.state}`}
            >
              {translationStateText(languageName(code), status)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
