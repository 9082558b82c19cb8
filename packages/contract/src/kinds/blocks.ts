import { SharedBlockSchema } from '../site-texts.js';
import { defineKind } from './kind.js';

/*
 * The blocks of words several pages share (issue 27): their draft schema is `SharedBlockSchema`
 * in `site-texts.ts`, beside the blocks it is for.
 */

export const BLOCKS_KIND = defineKind({
  schema: SharedBlockSchema,
  public: SharedBlockSchema,
  shown: { heading: true, text: true },
  translated: { heading: true, text: true },
  form: {
    heading: {
      label: 'Heading',
      hint: 'Beside a branch, {city} is filled in with the branch’s city.',
    },
    text: {
      label: 'Text',
      multiline: true,
      hint: 'A sentence or two. Company facts in braces, such as {company}, are filled in.',
    },
  },
});
