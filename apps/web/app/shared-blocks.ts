import { createContext, useContext } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type SharedBlock, type SharedBlockKey, type SharedBlocks, withNames } from '@harsh/contract';

/*
 * The blocks of words several pages share (the quote calls beside services and branches, the
 * footers' blocks, the partner forms' introductions, the comments' promise): content staff edit
 * once (kind `blocks`), read by the root loader for every public page.
 */

/** A staff preview's draft of a block, shown in place of the published one. */
export const SharedBlockDrafts = createContext<Partial<SharedBlocks>>({});

/**
 * A shared block as the page shows it, its `names` filled in (a branch's `{city}`); null while the
 * content server cannot say (the page then shows the interface's own heading, or nothing).
 */
export function useSharedBlock(key: SharedBlockKey, names: Partial<Record<string, string>> = {}): SharedBlock | null {
  const draft = useContext(SharedBlockDrafts)[key];
  const published = useRouteLoaderData<{ blocks?: SharedBlocks | null }>('root')?.blocks?.[key];
  const block = draft ?? published;
  return block ? { heading: withNames(block.heading, names, null), text: withNames(block.text, names, null) } : null;
}
