import { describe, expect, it } from 'vitest';
import type { EditableSummary } from '@harsh/contract';
import { matchesContentFilter } from './content-filter';

const item = (title: string, path: string | null, draft_waiting = false): EditableSummary => ({
  kind: 'pages',
  key: 'k',
  title,
  path,
  latest_revision: 2,
  live_revision: draft_waiting ? 1 : 2,
  draft_waiting,
  translations: {},
});

describe('the content list filter', () => {
  it('shows everything without filters', () => {
    expect(matchesContentFilter(item('About Us', '/about-us'), {})).toBe(true);
  });

  it('finds every word in the title or the address, in any case, accents and hyphens aside', () => {
    const retail = item('Industries We Serve', '/modern-retail');
    expect(matchesContentFilter(retail, { q: 'modern retail' })).toBe(true);
    expect(matchesContentFilter(retail, { q: 'SERVE industries' })).toBe(true);
    expect(matchesContentFilter(retail, { q: 'retail pharma' })).toBe(false);
    expect(matchesContentFilter(item('Café Kolkata', null), { q: 'cafe' })).toBe(true);
    expect(matchesContentFilter(item('Company facts', null), { q: 'about' })).toBe(false);
  });

  it('narrows to items with a draft visitors do not see yet', () => {
    expect(matchesContentFilter(item('About Us', '/about-us', true), { state: 'waiting' })).toBe(
      true,
    );
    expect(matchesContentFilter(item('About Us', '/about-us', false), { state: 'waiting' })).toBe(
      false,
    );
    expect(
      matchesContentFilter(item('About Us', '/about-us', true), { state: 'waiting', q: 'careers' }),
    ).toBe(false);
    expect(
      matchesContentFilter(item('About Us', '/about-us', true), { state: 'waiting', q: 'about' }),
    ).toBe(true);
  });

  it('narrows to what a language lacks or has older than the English', () => {
    const withHindi = (state: 'missing' | 'stale' | 'current') => ({
      ...item('About Us', '/about-us'),
      translations: { hi: { state, draft_waiting: false, stale_fields: [] } },
    });
    expect(matchesContentFilter(withHindi('missing'), { state: 'untranslated' })).toBe(true);
    expect(matchesContentFilter(withHindi('current'), { state: 'untranslated' })).toBe(false);
    expect(matchesContentFilter(withHindi('stale'), { state: 'stale' })).toBe(true);
    expect(matchesContentFilter(withHindi('missing'), { state: 'stale' })).toBe(false);
  });
});
