import { describe, expect, it } from 'vitest';
import { isCurrentPath } from './site-link';

describe('isCurrentPath', () => {
  it('marks the page itself and the pages below it', () => {
    expect(isCurrentPath('/about-us', '/about-us')).toBe(true);
    expect(isCurrentPath('/services/services1/more', '/services/services1')).toBe(true);
    expect(isCurrentPath('/About-Us', '/about-us')).toBe(true);
  });

  it('does not mark a page whose address merely starts alike', () => {
    expect(isCurrentPath('/about-usx', '/about-us')).toBe(false);
    expect(isCurrentPath('/fleets', '/about-us')).toBe(false);
  });

  it('marks home only on home itself when asked to end there', () => {
    expect(isCurrentPath('/', '/', { end: true })).toBe(true);
    expect(isCurrentPath('/about-us', '/', { end: true })).toBe(false);
    // Without `end`, every page is below `/`.
    expect(isCurrentPath('/about-us', '/')).toBe(true);
  });
});
