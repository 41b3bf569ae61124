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

/** How dates read by default: in Swedish, on a 24-hour clock (docs/rules/languages-and-dates.md). */
export const dateLocale = 'sv-SE';

/** The date locale of each language the apps speak: English dates are British (day before month, Monday first), on a 24-hour clock. */
export const dateLocaleOf = (language: string): 'sv-SE' | 'en-GB' => (language === 'en' ? 'en-GB' : 'sv-SE');

/**
 * The reader's date locale, which the formats below use: Swedish until an app says its reader chose English
 * (`setReaderDateLanguage`, on every change of language). The server never sets it; what it writes for a reader
 * names its locale itself.
 */
let readerLocale: 'sv-SE' | 'en-GB' = dateLocale;

export function setReaderDateLanguage(language: string) {
  readerLocale = dateLocaleOf(language);
}

/** The date locale the formats below read in now. */
export const readerDateLocale = () => readerLocale;

/** A calendar date as e.g. "onsdag 18 november" ("Wednesday 18 November"). */
export const formatDay = (date: string) => formatCalendarDate(date, readerLocale, { weekday: 'long', day: 'numeric', month: 'long' });

/** A calendar date as e.g. "ons 18/11", for a day in a week's list. */
export const formatShortDay = (date: string) => formatCalendarDate(date, readerLocale, { weekday: 'short', day: 'numeric', month: 'numeric' });

/** A calendar date as e.g. "1 dec. 2026". */
export const formatShortDate = (date: string) => formatCalendarDate(date, readerLocale, { day: 'numeric', month: 'short', year: 'numeric' });

/** An instant's time of day in Sweden, e.g. "10:32". */
export const formatTimeInSweden = (instant: Date | string) => formatInSweden(instant, readerLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's day in Sweden, e.g. "12 november 2026". */
export const formatDateInSweden = (instant: Date | string) => formatInSweden(instant, readerLocale, { day: 'numeric', month: 'long', year: 'numeric' });

/** An instant's day and time in Sweden, e.g. "1 dec. 10:05". */
export const formatShortDateTimeInSweden = (instant: Date | string) =>
  formatInSweden(instant, readerLocale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's day and time in Sweden, e.g. "18 november 2026 kl. 10:05". */
export const formatDateTimeInSweden = (instant: Date | string) =>
  formatInSweden(instant, readerLocale, { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

/** A week's number and its days, e.g. { number: 47, range: "16–22 nov. 2026" }. */
export function weekLabel(weekStart: string, weekEnd: string): { number: number; range: string } {
  const range = new Intl.DateTimeFormat(readerLocale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(fromIsoDate(weekStart), fromIsoDate(weekEnd));
  return { number: isoWeek(weekStart), range };
}
