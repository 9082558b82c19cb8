import { describe, expect, it } from 'vitest';
import { enhancementsOf, isStaffApplication } from './page-scripts';

describe('the scripts a page loads', () => {
  it("hydrates the staff screens (a route of the staff application) and nothing else, a visitor's own page neither", () => {
    expect(isStaffApplication([{}, { pageCache: false, staffApplication: true }])).toBe(true);
    expect(isStaffApplication([{}, { pageCache: { query: ['q'] } }, undefined])).toBe(false);
    expect(isStaffApplication([{}, { pageCache: false }])).toBe(false);
  });

  it('gives a public page the enhancements its routes name, once each, and the menu’s, loading status’ and forms’ where the site’s frame is', () => {
    expect(
      enhancementsOf([{}, { enhance: ['counter'] }, { enhance: ['counter', 'menu'] }], {
        header: true,
      }),
    ).toEqual(['menu', 'loading', 'form', 'counter']);
    expect(enhancementsOf([undefined, { enhance: ['counter'] }], { header: false })).toEqual([
      'counter',
    ]);
    expect(enhancementsOf([{}], { header: false })).toEqual([]);
  });
});
