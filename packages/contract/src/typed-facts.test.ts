import { describe, expect, it } from 'vitest';
import type { CompanySettings } from './entities.js';
import { typedFacts, typedFactsByField } from './typed-facts.js';

const facts = {
  claims: {
    years_experience: 30,
    vehicles: 400,
    warehouses: 21,
    workforce: 600,
    railways_partner_since: 1997,
    branches: 295,
    branches_since: 1996,
    support: '24/7',
  },
} as unknown as CompanySettings;

const factsIn = (text: string) => typedFacts(text, facts).map(({ fact }) => fact);

describe('typedFacts', () => {
  it.each([
    ['backed by 400+ vehicles and 295+ branches', ['vehicles', 'branches']],
    ['a network of more than **295 branches**', ['branches']],
    ['<p>around <strong>600 people</strong> keep us moving</p>', ['workforce']],
    ['a 600-strong team', ['workforce']],
    ['Over 30 years on Indian highways', ['years_experience']],
    ['21 warehouses', ['warehouses']],
    ['a partnership with Indian Railways that began in 1997', ['railways_partner_since']],
    ['In **1996** we opened our first branches', ['branches_since']],
    ['295 से ज़्यादा शाखाओं का नेटवर्क', ['branches']],
    ['400+ वाहनों और 295+ शाखाओं के दम पर', ['vehicles', 'branches']],
    ['30 से ज़्यादा साल', ['years_experience']],
    ['**1996** में हमने गुजरात से बाहर अपनी पहली शाखाएँ खोलीं', ['branches_since']],
  ])('finds the facts typed in %j', (text, expected) => {
    expect(factsIn(text)).toEqual(expected);
  });

  it.each([
    'a network of {branches}+ branches and {vehicles}+ vehicles since {branches_since}',
    'we answer within 30 days',
    'a 21-day free trial',
    'Rs 400 per quintal',
    'pin code 380054, plot 295 B',
    'the 1996 Olympics',
    '1,295 branches',
    '4.5 lakh vehicles',
    'Rates from ₹400 + GST a tonne',
    '30+ cities and 21+ states',
    '400+ km a day',
    'deliveries within 1996 kilometres',
    'In 1997, the monsoon came early to Kerala.',
    'prices held until 1997 तक',
  ])('leaves %j alone', (text) => {
    expect(factsIn(text)).toEqual([]);
  });

  it('names each field by its path, with what to write instead', () => {
    const draft = {
      title: 'About us',
      sections: { why_us: { cards: [{ text: 'ok' }, { text: '295+ branches' }] } },
    };
    expect(typedFactsByField(draft, facts)).toEqual({
      'sections.why_us.cards.1.text': [
        '295 is a company fact: write {branches} instead, so that the page follows the company facts when they change.',
      ],
    });
  });
});
