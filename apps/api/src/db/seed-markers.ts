import type { EditableKind } from '@harsh/contract';

/*
 * The markers in `settings` that remember what the seed loaded into a database once, so that
 * content staff emptied or took off on purpose is not loaded again at the next start.
 */

/** Marks, in `settings`, that the variants' content types got their seed content once. */
export const VARIANT_CONTENT_SEEDED = 'seeded:variant-content';

/** Marks, in `settings`, that a language's seed translations of a kind were loaded (`seeded:translations:hi:branches`). */
export const translationsSeededKey = (locale: string, kind: EditableKind) =>
  `seeded:translations:${locale}:${kind}`;
/** The marker of the first Hindi seed (`seeded:translations:hi`), which stood for every kind it held. */
export const firstSeedMarker = (locale: string) => `seeded:translations:${locale}`;
export const FIRST_SEED_KINDS: readonly EditableKind[] = [
  'pages',
  'services',
  'home',
  'texts',
  'blocks',
  'settings',
];
