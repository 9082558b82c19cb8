import { describe, expect, it, vi } from 'vitest';
import type { CompanySettings, ContentClient, SharedBlocks } from '@harsh/contract';
import { loadSharedBlocks } from './site-texts.server';

const BLOCKS = {
  'branch-quote': {
    heading: 'Send goods from {city}',
    text: '{company} answers within a working day.',
  },
  'footer-newsletter': {
    heading: 'Newsletter',
    text: 'News from {company}, with {branches} branches.',
  },
} as unknown as SharedBlocks;
const FACTS = { name: 'Harsh Logistics', claims: { branches: 295 } } as unknown as CompanySettings;

describe('the shared blocks', () => {
  it('come with the facts they name filled in, and a branch’s city left for its page', async () => {
    const content = {
      get: async (path: string) => (path === '/get/blocks' ? BLOCKS : null),
    } as unknown as ContentClient;
    const blocks = await loadSharedBlocks(content, Promise.resolve(FACTS));
    expect(blocks?.['branch-quote']).toEqual({
      heading: 'Send goods from {city}',
      text: 'Harsh Logistics answers within a working day.',
    });
    expect(blocks?.['footer-newsletter'].text).toBe(
      'News from Harsh Logistics, with 295 branches.',
    );
  });

  it('are none, not an error, while the content server cannot answer: the page around them still renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const content = {
      get: async () => Promise.reject(new Error('connect ECONNREFUSED')),
    } as unknown as ContentClient;
    expect(await loadSharedBlocks(content, Promise.resolve(null))).toBeNull();
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
