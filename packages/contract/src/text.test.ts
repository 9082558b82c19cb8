import { describe, expect, it } from 'vitest';
import { branchPath, cityName, citySlug } from './text.js';

describe('city names and addresses', () => {
  it('writes a stored city as people write it', () => {
    expect(cityName('AHMEDABAD')).toBe('Ahmedabad');
    expect(cityName('NAVI MUMBAI')).toBe('Navi Mumbai');
  });

  it('gives every city an address segment of lower-case letters and hyphens', () => {
    expect(citySlug('AHMEDABAD')).toBe('ahmedabad');
    expect(citySlug(' NAVI  MUMBAI ')).toBe('navi-mumbai');
    expect(citySlug('S.A.S. NAGAR')).toBe('s-a-s-nagar');
    expect(citySlug('Madhya Pradesh')).toBe('madhya-pradesh');
    expect(branchPath({ city: 'NAVI MUMBAI', slug: 'vashi-hub' })).toBe('/branches/navi-mumbai/vashi-hub');
  });
});
