/**
 * A branch's opening hours as people read them: `text.ts` turns schema.org's `Mo-Sa 09:30-18:30`
 * into "Monday to Saturday", "9:30 am to 6:30 pm".
 */
export const HOURS = {
  /** The days by schema.org's two-letter codes. */
  days: {
    Mo: 'Monday',
    Tu: 'Tuesday',
    We: 'Wednesday',
    Th: 'Thursday',
    Fr: 'Friday',
    Sa: 'Saturday',
    Su: 'Sunday',
  },
  /** Monday to Sunday. */
  everyDay: 'Every day',
  /** From midnight to midnight. */
  open24Hours: 'Open 24 hours',
  /** A range of days or of times: "Monday to Saturday", "9:30 am to 6:30 pm". */
  range: (from: string, to: string) => `${from} to ${to}`,
  /** A time on the 12-hour clock, its minutes already two digits: "6:30 pm". */
  time: (hour: number, minutes: string, afternoon: boolean) => `${hour}:${minutes} ${afternoon ? 'pm' : 'am'}`,
};
