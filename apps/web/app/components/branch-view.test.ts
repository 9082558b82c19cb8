import { describe, expect, it } from 'vitest';
import type { BranchDetail } from '@harsh/contract';
import { directionsHref } from './branch-view';

const narol: BranchDetail = {
  id: 2,
  location_name: 'Ahmedabad Narol Hub',
  address: 'Godown 7–9, Shreeji Logistics Park, Narol–Aslali Highway',
  state: 'Gujarat',
  city: 'AHMEDABAD',
  pin_code: '382405',
  phone_no: '+91 79 2571 4480',
  email: 'narol@harshlogistics.in',
  slug: 'narol-hub',
  opening_hours: ['Mo-Su 00:00-23:59'],
  latitude: 22.966,
  longitude: 72.593,
  updated_at: '2026-11-01T00:00:00.000Z',
  services: [],
  nearby: [],
};

describe('directions to a branch', () => {
  it('lead to its position in Google Maps', () => {
    expect(directionsHref(narol)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=22.966,72.593',
    );
  });

  it('lead to its address when neither it nor its pin code has a position', () => {
    const href = new URL(directionsHref({ ...narol, latitude: null, longitude: null }));
    expect(href.searchParams.get('destination')).toBe(
      'Ahmedabad Narol Hub, Godown 7–9, Shreeji Logistics Park, Narol–Aslali Highway, Ahmedabad, Gujarat 382405',
    );
  });
});
