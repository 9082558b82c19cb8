/* The company's time: India Standard Time (UTC+05:30, no daylight saving), for filters and exports. */

/** The instant a day (YYYY-MM-DD) starts in India, `plusDays` later: `to` filters end at the next day's start. */
export const istDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000).toISOString();

/** An instant as India's wall-clock time with its offset, as the lead export writes times. */
export const istTimestamp = (iso: string) =>
  `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
