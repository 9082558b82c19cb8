import { describe, expect, it } from 'vitest';
import { socialCardPath, socialCardVersion } from './social-card.js';

describe('link-preview card addresses', () => {
  const card = {
    title: 'Warehousing',
    subtitle: 'Storage across India',
    banner: '/api/media/service-warehousing.svg',
  };

  it('change with anything drawn on the card: title, line, banner and company name', () => {
    const base = socialCardVersion(card, 'Harsh Logistics');
    expect(socialCardVersion({ ...card }, 'Harsh Logistics')).toBe(base);
    expect(socialCardVersion({ ...card, title: 'Warehouses' }, 'Harsh Logistics')).not.toBe(base);
    expect(socialCardVersion({ ...card, subtitle: 'Storage' }, 'Harsh Logistics')).not.toBe(base);
    expect(socialCardVersion({ ...card, banner: null }, 'Harsh Logistics')).not.toBe(base);
    expect(socialCardVersion(card, 'Harsh Logistics Ltd')).not.toBe(base);
    // A new focal point crops the banner elsewhere: a new card.
    expect(socialCardVersion({ ...card, focus: { x: 50, y: 90 } }, 'Harsh Logistics')).not.toBe(
      base,
    );
    expect(socialCardVersion({ ...card, focus: { x: 50, y: 90 } }, 'Harsh Logistics')).not.toBe(
      socialCardVersion({ ...card, focus: { x: 50, y: 40 } }, 'Harsh Logistics'),
    );
  });

  it('name the content they show', () => {
    const service = {
      slug: 'warehousing',
      title: 'Warehousing',
      summary: 'Storage',
      image: '/api/media/x.svg',
    };
    expect(socialCardPath.service(service, 'Harsh Logistics')).toMatch(
      /^\/api\/og\/services\/warehousing\.png\?v=[0-9a-z]+$/,
    );
    const branch = {
      city: 'NAVI MUMBAI',
      slug: 'vashi-hub',
      location_name: 'Vashi Hub',
      state: 'Maharashtra',
      phone_no: '1',
    };
    expect(socialCardPath.branch(branch, 'Harsh Logistics')).toMatch(
      /^\/api\/og\/branches\/navi-mumbai\/vashi-hub\.png\?v=/,
    );
  });
});
