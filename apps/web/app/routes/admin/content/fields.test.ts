import { describe, expect, it } from 'vitest';
import { documentFromForm, errorsForForm, requiredFields } from './fields';

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
    expect(documentFromForm('settings', 'company', fields)['social']).toEqual([
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/harsh' },
      { name: 'YouTube', url: 'not an address' },
    ]);
  });

  it('puts a message about a saved profile on the form row it was typed in, past empty rows', () => {
    expect(
      errorsForForm('settings', 'company', fields, {
        'social.1.url': ['Enter the profile address as an https address.'],
        phone: ['Enter the phone number.'],
      }),
    ).toEqual({
      'social.2.url': ['Enter the profile address as an https address.'],
      phone: ['Enter the phone number.'],
    });
  });

  it('leaves the messages of other kinds as they are', () => {
    expect(errorsForForm('pages', '1', fields, { 'social.1.url': ['x'] })).toEqual({
      'social.1.url': ['x'],
    });
  });
});

describe('the branch form', () => {
  it('holds the ticked services, one on each line, and no others', () => {
    const document = documentFromForm('branches', '1', {
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
    expect(documentFromForm('branches', '1', { location_name: 'Vashi Hub' })['services']).toBe('');
  });
});

describe('a home page’s form', () => {
  const fields = {
    heading: 'Freight for growing businesses',
    'slides.0.title': 'Parcels on time',
    'slides.0.tag': 'Online sellers',
    'slides.1.title': '',
    'slides.2.title': 'Stock close to your market',
    'sections.estimation.title': 'How we estimate your freight',
    'sections.estimation.cards.0.icon': 'scale',
    'sections.estimation.cards.0.title': 'Chargeable weight',
    // A card whose icon is chosen but nothing typed is an empty row.
    'sections.estimation.cards.1.icon': 'clock',
  };

  it('nests the blocks’ fields, and leaves empty slides and cards out', () => {
    const document = documentFromForm('home', 'index3', fields);
    expect(document['heading']).toBe('Freight for growing businesses');
    expect((document['slides'] as { title: string }[]).map((slide) => slide.title)).toEqual([
      'Parcels on time',
      'Stock close to your market',
    ]);
    const estimation = (
      document['sections'] as Record<string, { title: string; cards: { title: string }[] }>
    )['estimation']!;
    expect(estimation.title).toBe('How we estimate your freight');
    expect(estimation.cards.map((card) => card.title)).toEqual(['Chargeable weight']);
  });

  it('puts a message about a saved slide on the form row it was typed in', () => {
    expect(
      errorsForForm('home', 'index3', fields, { 'slides.1.image': ['Enter the slide’s picture.'] }),
    ).toEqual({ 'slides.2.image': ['Enter the slide’s picture.'] });
  });

  it('asks only for the blocks its own page shows', () => {
    expect(requiredFields('home', 'home').has('sections.why_us.title')).toBe(true);
    expect(requiredFields('home', 'index2').has('sections.why_us.title')).toBe(false);
  });
});

describe('requiredFields', () => {
  it('marks what a draft is refused for when empty, and not what may be left empty', () => {
    const branch = requiredFields('branches', '1');
    for (const name of [
      'location_name',
      'address',
      'city',
      'state',
      'slug',
      'pin_code',
      'phone_no',
      'email',
    ])
      expect(branch.has(name), name).toBe(true);
    for (const name of ['latitude', 'longitude', 'services'])
      expect(branch.has(name), name).toBe(false);
    expect(requiredFields('settings', 'company').has('claims.vehicles')).toBe(true);
    expect(requiredFields('settings', 'company').has('tracking_url')).toBe(false);
  });
});
