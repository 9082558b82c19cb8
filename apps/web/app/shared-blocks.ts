import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  type SharedBlock,
  type SharedBlockKey,
  type SharedBlocks,
  withNames,
} from '@harsh/contract';
import { useLocale, wordsLocale } from './locale';

/*
 * The blocks of words several pages share (the quote calls beside services and branches, the
 * footers' blocks, the partner forms' introductions, the comments' promise): content staff edit
 * once (kind `blocks`), read by the root loader for every public page.
 */

/** A staff preview's draft of a block, shown in place of the published one. */
export const SharedBlockDrafts = createContext<Partial<SharedBlocks>>({});

/** The published blocks of a page framed in a language its address does not name (a translation's preview): in place of the root's. */
export const FrameBlocks = createContext<SharedBlocks | null>(null);

/** A shared block as a page shows it, with the language of its words when it is not the page's (`lang`). */
export type ShownBlock = SharedBlock & { lang?: string | undefined };

/**
 * A shared block as the page shows it, its `names` filled in (a branch's `{city}`); null while the
 * content server cannot say (the page then shows the interface's own heading, or nothing).
 */
export function useSharedBlock(
  key: SharedBlockKey,
  names: Partial<Record<string, string>> = {},
): ShownBlock | null {
  const draft = useContext(SharedBlockDrafts)[key];
  const framed = useContext(FrameBlocks);
  const root = useRouteLoaderData<{ blocks?: SharedBlocks | null }>('root')?.blocks;
  const published = (framed ?? root)?.[key];
  const locale = useLocale();
  const block = draft ?? published;
  // A block not yet translated is in English: on another language's page, said so. A staff
  // preview's draft is in the language it was written in, English unless it says.
  const words = wordsLocale(block);
  const lang = words === locale ? undefined : words.tag;
  return block
    ? {
        heading: withNames(block.heading, names, null),
        text: withNames(block.text, names, null),
        lang,
      }
    : null;
}
