import { describe, expect, it } from 'vitest';
import { openingHoursText, queryText } from './text';

describe('openingHoursText', () => {
  it('reads a range of days and a range of hours', () => {
    expect(openingHoursText('Mo-Sa 09:30-18:30')).toEqual({ days: 'Monday to Saturday', hours: '9:30 am to 6:30 pm' });
    expect(openingHoursText('Mo-Fr 08:00-12:15')).toEqual({ days: 'Monday to Friday', hours: '8:00 am to 12:15 pm' });
  });

  it('reads a single day', () => {
    expect(openingHoursText('Sa 09:30-14:00')).toEqual({ days: 'Saturday', hours: '9:30 am to 2:00 pm' });
  });

  it('says a branch open round the clock every day is', () => {
    expect(openingHoursText('Mo-Su 00:00-23:59')).toEqual({ days: 'Every day', hours: 'Open 24 hours' });
  });

  it('shows a value in another form as it is', () => {
    expect(openingHoursText('By appointment')).toEqual({ days: 'By appointment', hours: '' });
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
