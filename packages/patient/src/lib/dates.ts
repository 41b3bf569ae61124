import { formatCalendarDate, formatInSweden, fromIsoDate, isoWeek } from '@rehab/contract/dates';

/** Dates read in Swedish in either language, as in the portal (docs/rules/languages-and-dates.md). */
const locale = 'sv-SE';

/** E.g. "onsdag 18 november". */
export const formatDay = (date: string) => formatCalendarDate(date, locale, { weekday: 'long', day: 'numeric', month: 'long' });

/** E.g. "ons 18/11", for a day in a week's list. */
export const formatShortDay = (date: string) => formatCalendarDate(date, locale, { weekday: 'short', day: 'numeric', month: 'numeric' });

/** E.g. "10:32", an instant's time of day in Sweden on a 24-hour clock. */
export const formatTime = (instant: string) => formatInSweden(instant, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** E.g. "12 november 2026", the day of an instant in Sweden. */
export const formatDate = (instant: string) => formatInSweden(instant, locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** The week's number and its days, e.g. { number: 47, range: "16–22 nov. 2026" }. */
export function weekLabel(weekStart: string, weekEnd: string): { number: number; range: string } {
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(fromIsoDate(weekStart), fromIsoDate(weekEnd));
  return { number: isoWeek(weekStart), range };
}
