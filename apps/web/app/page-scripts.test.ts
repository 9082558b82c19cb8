import { describe, expect, it } from 'vitest';
import { enhancementsOf, isStaffApplication } from './page-scripts';

describe('the scripts a page loads', () => {
  it('hydrates the staff screens (a route with pageCache false) and nothing else', () => {
    expect(isStaffApplication([{}, { pageCache: false }])).toBe(true);
    expect(isStaffApplication([{}, { pageCache: { query: ['q'] } }, undefined])).toBe(false);
  });

  it('gives a public page the enhancements its routes name, once each, and the menu’s, loading status’ and forms’ where the site’s frame is', () => {
    expect(enhancementsOf([{}, { enhance: ['counter'] }, { enhance: ['counter', 'menu'] }], { header: true })).toEqual(['menu', 'loading', 'form', 'counter']);
    expect(enhancementsOf([undefined, { enhance: ['counter'] }], { header: false })).toEqual(['counter']);
    expect(enhancementsOf([{}], { header: false })).toEqual([]);
  });
});
