import { describe, expect, it } from 'vitest';
import type { CompanySettings } from './entities.js';
import {
  RouteTextsDraftSchema,
  unknownFacts,
  withFacts,
  withNamesEverywhere,
} from './site-texts.js';

const facts = {
  name: 'Harsh Logistics',
  claims: {
    years_experience: 30,
    vehicles: 1200,
    warehouses: 21,
    workforce: 600,
    branches: 295,
    branches_since: 1996,
    railways_partner_since: 1997,
    support: '24/7',
  },
} as unknown as CompanySettings;

describe('company facts in texts', () => {
  it('are filled in from the facts, numbers as India writes them', () => {
    expect(
      withFacts(
        '{branches}+ branches since {branches_since}, {vehicles}+ vehicles, {support} support',
        facts,
      ),
    ).toBe('295+ branches since 1996, 1,200+ vehicles, 24/7 support');
  });

  it('are left as written when the facts could not be read, and unknown names are left alone', () => {
    expect(withFacts('{branches}+ branches', null)).toBe('{branches}+ branches');
    expect(withFacts('{trucks} trucks', facts)).toBe('{trucks} trucks');
  });

  it('name the braces that are no fact', () => {
    expect(unknownFacts('{company} has {trucks} trucks in {city}')).toEqual(['trucks', 'city']);
    expect(unknownFacts('{company} in {city}', ['city'])).toEqual([]);
  });

  it('are filled in everywhere in a document, with the page’s own names first', () => {
    const document = {
      heading: 'Branches in {city}',
      cards: [{ title: '{warehouses} warehouses' }],
      lead: null,
    };
    expect(withNamesEverywhere(document, { city: 'Pune' }, facts)).toEqual({
      heading: 'Branches in Pune',
      cards: [{ title: '21 warehouses' }],
      lead: null,
    });
  });

  it('refuse a brace that is no fact, saying which ones are', () => {
    const checked = RouteTextsDraftSchema.safeParse({
      meta_title: 'Over {trucks} trucks',
      meta_description: 'x',
      heading: 'x',
      lead: '',
      banner_image: '/api/media/banner.svg',
    });
    expect(checked.success).toBe(false);
    expect(checked.error!.issues[0]!.message).toMatch(
      /^\{trucks\} is not a company fact: use one of \{company\}, \{years_experience\}/,
    );
    const empty = RouteTextsDraftSchema.parse({
      meta_title: 'x',
      meta_description: 'x',
      heading: 'x',
      lead: '',
      banner_image: '/api/media/banner.svg',
    });
    expect(empty.lead).toBeNull();
  });
});
