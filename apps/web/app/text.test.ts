import { describe, expect, it } from 'vitest';
import { localeSetting } from '@harsh/contract';
import {
  cityIn,
  distanceText,
  formatDate,
  formatNumber,
  openingHoursText,
  placeIn,
  queryText,
  stateIn,
} from './text';
import { uiText } from './ui-text';

const en = uiText('en');
const hi = uiText('hi');

describe('openingHoursText', () => {
  it('reads a range of days and a range of hours', () => {
    expect(openingHoursText('Mo-Sa 09:30-18:30', en)).toEqual({
      days: 'Monday to Saturday',
      hours: '9:30 am to 6:30 pm',
    });
    expect(openingHoursText('Mo-Fr 08:00-12:15', en)).toEqual({
      days: 'Monday to Friday',
      hours: '8:00 am to 12:15 pm',
    });
  });

  it('reads a single day', () => {
    expect(openingHoursText('Sa 09:30-14:00', en)).toEqual({
      days: 'Saturday',
      hours: '9:30 am to 2:00 pm',
    });
  });

  it('says a branch open round the clock every day is', () => {
    expect(openingHoursText('Mo-Su 00:00-23:59', en)).toEqual({
      days: 'Every day',
      hours: 'Open 24 hours',
    });
  });

  it('reads them in Hindi, naming the part of the day before the time', () => {
    expect(openingHoursText('Mo-Sa 09:30-18:30', hi)).toEqual({
      days: 'सोमवार से शनिवार',
      hours: 'सुबह 9:30 से शाम 6:30',
    });
    expect(openingHoursText('Sa 09:30-14:00', hi).hours).toBe('सुबह 9:30 से दोपहर 2:00');
  });

  it('shows a value in another form as it is', () => {
    expect(openingHoursText('By appointment', en)).toEqual({ days: 'By appointment', hours: '' });
  });
});

describe('numbers, dates and distances', () => {
  const hindi = localeSetting('hi');
  it('group by lakh and crore in both languages', () => {
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(12345678, hindi)).toBe('1,23,45,678');
  });

  it('name the month in the page’s language, in India time', () => {
    expect(formatDate('2026-03-14T20:00:00Z')).toBe('15 March 2026');
    expect(formatDate('2026-03-14T20:00:00Z', hindi)).toBe('15 मार्च 2026');
  });

  it('say a distance in the page’s language', () => {
    expect(distanceText(0.4, en)).toBe('under 1 km');
    expect(distanceText(1250, hi, hindi)).toBe('1,250 किमी');
  });
});

describe('queryText', () => {
  it('turns control characters into spaces, trims and cuts', () => {
    expect(queryText('JAI\u0000PUR', 60)).toBe('JAI PUR');
    expect(queryText('  cold\tchain \u007f\u0085', 60)).toBe('cold chain');
    expect(queryText('x'.repeat(300), 200)).toHaveLength(200);
    expect(queryText(null, 60)).toBe('');
  });
});

describe('place names in a page\u2019s language', () => {
  it('names a city and a state in Hindi from the catalogue, in English as the site always has', () => {
    expect(cityIn(uiText('hi'), 'BARODA')).toBe('वडोदरा');
    expect(stateIn(uiText('hi'), 'Madhya Pradesh')).toBe('मध्य प्रदेश');
    expect(cityIn(uiText('en'), 'BARODA')).toBe('Baroda');
    expect(stateIn(uiText('en'), 'West Bengal')).toBe('West Bengal');
  });

  it('keeps the English name of a city or state the catalogue does not know yet', () => {
    expect(cityIn(uiText('hi'), 'NAVI MUMBAI')).toBe('Navi Mumbai');
    expect(stateIn(uiText('hi'), 'Atlantis')).toBe('Atlantis');
  });
});

describe('placeIn (issue 40)', () => {
  it('shows the locator’s cities as names in every language, never the spec’s capitals', () => {
    expect(placeIn(en, 'city', 'AHMEDABAD')).toBe('Ahmedabad');
    expect(en.locator.inPlace({ count: 4, place: placeIn(en, 'city', 'AHMEDABAD') })).toBe(
      '4 branches in Ahmedabad',
    );
    expect(placeIn(hi, 'city', 'AHMEDABAD')).toBe('अहमदाबाद');
    // A city the catalogue does not know yet is still not shouted.
    expect(placeIn(en, 'city', 'NAVI MUMBAI')).toBe('Navi Mumbai');
    expect(placeIn(en, 'state', 'Gujarat')).toBe('Gujarat');
    expect(placeIn(hi, 'state', 'Gujarat')).toBe('गुजरात');
  });
});
