import { cityName, DEFAULT_LOCALE, type LocaleSetting } from '@harsh/contract';
import type { UiText } from './ui-text';

/** Dates are shown as people in India read them, whatever the server's zone. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// Made once a language: building a formatter costs far more than formatting with it (a page of
// blog cards built one per date, about 1 % of the home page's render).
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

/** `2026-03-14` → `14 March 2026` (`14 मार्च 2026`), in India Standard Time. */
export function formatDate(isoDate: string, locale: LocaleSetting = DEFAULT_LOCALE): string {
  let format = DATE_FORMATS.get(locale.tag);
  if (!format)
    DATE_FORMATS.set(
      locale.tag,
      (format = new Intl.DateTimeFormat(locale.tag, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: INDIA_TIME_ZONE,
      })),
    );
  return format.format(new Date(isoDate));
}

/** A distance as the locator shows it: `under 1 km`, `1,250 km`. */
export const distanceText = (km: number, ui: UiText, locale: LocaleSetting = DEFAULT_LOCALE) =>
  km < 1 ? ui.branches.underOneKm : ui.branches.distance({ km: formatNumber(km, locale) });

/**
 * A city's name as a page in `ui`'s language writes it (`AHMEDABAD` → `अहमदाबाद`), from the
 * catalogue's place names; a city it does not know yet keeps its English name (`Ahmedabad`).
 */
export const cityIn = (ui: UiText, city: string): string =>
  (ui.places.cities as Partial<Record<string, string>>)[city] ?? cityName(city);

/** A state's or union territory's name as a page in `ui`'s language writes it (`Gujarat` → `गुजरात`). */
export const stateIn = (ui: UiText, state: string): string =>
  (ui.places.states as Partial<Record<string, string>>)[state] ?? state;

/**
 * A city or state of the branch locator as it is shown, in every language by the catalogue's place
 * names (`Ahmedabad`, `अहमदाबाद`). The spec's city choices are written in capitals (`AHMEDABAD`):
 * they stay the values the form sends and the address keeps, but shown they read as shouting
 * ("4 branches in AHMEDABAD", issue 40).
 */
export const placeIn = (ui: UiText, by: 'city' | 'state', value: string): string =>
  by === 'city' ? cityIn(ui, value) : stateIn(ui, value);

/** `125000` → `1,25,000`: lakh and crore grouping, in both languages. */
export function formatNumber(value: number, locale: LocaleSetting = DEFAULT_LOCALE): string {
  let format = NUMBER_FORMATS.get(locale.tag);
  if (!format) NUMBER_FORMATS.set(locale.tag, (format = new Intl.NumberFormat(locale.tag)));
  return format.format(value);
}

type DayCode = keyof UiText['hours']['days'];

/** Which part of the day an hour is in, for languages that name it (`शाम 6:30`) or only say am and pm. */
const partOfDay = (hours: number) =>
  hours < 4
    ? 'smallHours'
    : hours < 12
      ? 'morning'
      : hours < 16
        ? 'afternoon'
        : hours < 20
          ? 'evening'
          : 'night';

/** `18:30` → `6:30 pm`. */
function clockTime(time: string, ui: UiText): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return ui.hours.time({
    hour: hours % 12 || 12,
    minutes: String(minutes).padStart(2, '0'),
    part: partOfDay(hours),
  });
}

/**
 * A schema.org `openingHours` value as people read it: `Mo-Sa 09:30-18:30` → days `Monday to
 * Saturday`, hours `9:30 am to 6:30 pm`; `Mo-Su 00:00-23:59` → `Every day`, `Open 24 hours`.
 * A value in another form is shown as it is. The words are the catalogue's (`ui.hours`).
 */
export function openingHoursText(value: string, ui: UiText): { days: string; hours: string } {
  const match =
    /^(Mo|Tu|We|Th|Fr|Sa|Su)(?:-(Mo|Tu|We|Th|Fr|Sa|Su))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(
      value.trim(),
    );
  if (!match) return { days: value, hours: '' };
  const [, from, to, opens, closes] = match as unknown as [
    string,
    DayCode,
    DayCode | undefined,
    string,
    string,
  ];
  const { days: dayNames, everyDay, open24Hours, range } = ui.hours;
  const days =
    from === 'Mo' && to === 'Su'
      ? everyDay
      : to
        ? range({ from: dayNames[from], to: dayNames[to] })
        : dayNames[from];
  const roundTheClock = opens === '00:00' && (closes === '23:59' || closes === '24:00');
  const hours = roundTheClock
    ? open24Hours
    : range({ from: clockTime(opens, ui), to: clockTime(closes, ui) });
  return { days, hours };
}

/** `+91 79 4890 1200` → `tel:+917948901200`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What a visitor typed into a query parameter, for searching and showing back: control
 * characters (C0 and C1: a NUL in `?q=%00`) become spaces, and it is trimmed and cut to `max` characters.
 */
export function queryText(value: string | null, max: number): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex -- the point is to find control characters
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
      .trim()
      .slice(0, max)
  );
}
