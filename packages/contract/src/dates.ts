import { addDays as addCalendarDays, format, getISOWeek, startOfISOWeek } from 'date-fns';

/**
 * The product's days, weeks and dates, the same on the server and in both apps. A day of the product (a
 * task's day, "today", a week of the program) is a calendar day in Sweden, written YYYY-MM-DD, whatever the
 * time zone of the machine or the reader (docs/rules/languages-and-dates.md).
 */

/** The clinic's time zone: the one place it is named. */
export const clinicTimeZone = 'Europe/Stockholm';

const clinicDay = new Intl.DateTimeFormat('sv-SE', { timeZone: clinicTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in Sweden that an instant falls on; today's by default. */
export const dayInSweden = (instant: Date | string = new Date()) => clinicDay.format(typeof instant === 'string' ? new Date(instant) : instant);

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, so no time zone moves it. */
export function fromIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A local Date as its calendar date, YYYY-MM-DD. */
export const toIsoDate = (date: Date) => format(date, 'yyyy-MM-dd');

/** Whether a text is a calendar date that exists, YYYY-MM-DD. */
export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(fromIsoDate(value)) === value;
}

/** The calendar date `days` after `date` (negative: before), both YYYY-MM-DD. */
export const addDays = (date: string, days: number) => toIsoDate(addCalendarDays(fromIsoDate(date), days));

/** The Monday of the ISO week a calendar date falls in. */
export const mondayOf = (date: string) => toIsoDate(startOfISOWeek(fromIsoDate(date)));

/** The seven dates Monday to Sunday of the week starting `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** The ISO week number of a calendar date (weeks start on Monday; week 1 holds the year's first Thursday). */
export const isoWeek = (date: string) => getISOWeek(fromIsoDate(date));

/** An instant as read in Sweden (its day and time there), in the reader's `locale`. */
export function formatInSweden(instant: Date | string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: clinicTimeZone }).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** A calendar date (YYYY-MM-DD) in `locale`, the same day wherever the reader is. */
export function formatCalendarDate(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, options).format(fromIsoDate(date));
}

const clinicTime = new Intl.DateTimeFormat('sv-SE', { timeZone: clinicTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The time of day (HH:MM, 24-hour) in Sweden that an instant falls on. */
export const timeInSweden = (instant: Date) => clinicTime.format(instant);
