import { UI, type UiText } from './ui-text';

/** Dates are shown as people in India read them, whatever the server's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// Made once: building a formatter costs far more than formatting with it (a page of blog cards
// built one per date, about 1 % of the home page's render).
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** `2026-03-14` → `14 March 2026`, in India Standard Time. */
export function formatDate(isoDate: string): string {
  return DATE_FORMAT.format(new Date(isoDate));
}

type DayCode = keyof UiText['hours']['days'];

/** `18:30` → `6:30 pm`. */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return UI.hours.time(hours % 12 || 12, String(minutes).padStart(2, '0'), hours >= 12);
}

/**
 * A schema.org `openingHours` value as people read it: `Mo-Sa 09:30-18:30` → days `Monday to
 * Saturday`, hours `9:30 am to 6:30 pm`; `Mo-Su 00:00-23:59` → `Every day`, `Open 24 hours`.
 * A value in another form is shown as it is. The words are the catalogue's (`UI.hours`).
 */
export function openingHoursText(value: string): { days: string; hours: string } {
  const match = /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(value.trim());
  if (!match) return { days: value, hours: '' };
  const [, from, to, opens, closes] = match as unknown as [string, DayCode, DayCode | undefined, string, string];
  const { days: dayNames, everyDay, open24Hours, range } = UI.hours;
  const days = from === 'Mo' && to === 'Su' ? everyDay : to ? range(dayNames[from], dayNames[to]) : dayNames[from];
  const roundTheClock = opens === '00:00' && (closes === '23:59' || closes === '24:00');
  const hours = roundTheClock ? open24Hours : range(clockTime(opens), clockTime(closes));
  return { days, hours };
}

/** `+91 79 4890 1200` → `tel:+917948901200`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What a visitor typed into a query parameter, for searching and showing back: control
 * characters (C0 and C1: a NUL in `?q=%00`) become spaces, and it is trimmed and cut to `max` characters.
 */
export function queryText(value: string | null, max: number): string {
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  return (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim().slice(0, max);
}
