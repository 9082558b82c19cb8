import { describe, expect, it } from 'vitest';
import { documentFromForm, errorsForForm, requiredFields } from './content-fields';

describe('the company facts form', () => {
  const fields = {
    'social.0.name': 'LinkedIn',
    'social.0.url': 'https://www.linkedin.com/company/harsh',
    'social.1.name': '',
    'social.1.url': '',
    'social.2.name': 'YouTube',
    'social.2.url': 'not an address',
  };

  it('leaves empty social-profile rows out of the document', () => {
    expect(documentFromForm('settings', fields)['social']).toEqual([
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/harsh' },
      { name: 'YouTube', url: 'not an address' },
    ]);
  });

  it('puts a message about a saved profile on the form row it was typed in, past empty rows', () => {
    expect(errorsForForm('settings', fields, { 'social.1.url': ['Enter the profile address as an https address.'], phone: ['Enter the phone number.'] })).toEqual({
      'social.2.url': ['Enter the profile address as an https address.'],
      phone: ['Enter the phone number.'],
    });
  });

  it('leaves the messages of other kinds as they are', () => {
    expect(errorsForForm('pages', fields, { 'social.1.url': ['x'] })).toEqual({ 'social.1.url': ['x'] });
  });
});

describe('the branch form', () => {
  it('holds the ticked services, one on each line, and no others', () => {
    const document = documentFromForm('branches', {
      location_name: 'Vashi Hub',
      'services.warehousing': 'on',
      'services.part-truckload': 'on',
      'services.air-logistics': 'off',
      'services.road-logistics': 'on',
      // The saved order, posted beside the boxes.
      'services.order': 'part-truckload\nair-logistics\nwarehousing',
    });
    expect(document['services']).toBe('part-truckload\nwarehousing\nroad-logistics');
    expect(document['location_name']).toBe('Vashi Hub');
  });

  it('holds no services when no box is ticked', () => {
    expect(documentFromForm('branches', { location_name: 'Vashi Hub' })['services']).toBe('');
  });
});

describe('requiredFields', () => {
  it('marks what a draft is refused for when empty, and not what may be left empty', () => {
    const branch = requiredFields('branches');
    for (const name of ['location_name', 'address', 'city', 'state', 'slug', 'pin_code', 'phone_no', 'email']) expect(branch.has(name), name).toBe(true);
    for (const name of ['latitude', 'longitude', 'services']) expect(branch.has(name), name).toBe(false);
    expect(requiredFields('settings').has('claims.vehicles')).toBe(true);
    expect(requiredFields('settings').has('tracking_url')).toBe(false);
  });
});
