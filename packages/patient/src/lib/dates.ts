import { getISOWeek } from 'date-fns';

/**
 * Dates read in Swedish in either language, as in the portal (docs/rules/languages-and-dates.md). A calendar date
 * (YYYY-MM-DD) is read at noon UTC, which is that same day in every time zone.
 */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** E.g. "onsdag 18 november". */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(atNoon(date));
}

/** E.g. "ons 18/11", for a day in a week's list. */
export function formatShortDay(date: string): string {
  return new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }).format(atNoon(date));
}

/** E.g. "10:32", an instant's time of day in Sweden on a 24-hour clock. */
export function formatTime(instant: string): string {
  return new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Stockholm' }).format(new Date(instant));
}

/** The week's number and its days, e.g. { number: 47, range: "16–22 nov. 2026" }. */
export function weekLabel(weekStart: string, weekEnd: string): { number: number; range: string } {
  const range = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(atNoon(weekStart), atNoon(weekEnd));
  return { number: getISOWeek(atNoon(weekStart)), range };
}

/** The seven dates Monday to Sunday of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => {
    const day = atNoon(monday);
    day.setUTCDate(day.getUTCDate() + index);
    return day.toISOString().slice(0, 10);
  });
}

/** E.g. "12 november 2026", the day of an instant in Sweden. */
export function formatDate(instant: string): string {
  return new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Stockholm' }).format(new Date(instant));
}
