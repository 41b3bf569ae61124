import { dateLocale } from '@rehab/web/language';

/** The Intl locale of dates: Swedish whatever the language of the texts (docs/rules/languages-and-dates.md). */
export function useDateLocale(): string {
  return dateLocale();
}

const clinicDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date (YYYY-MM-DD) at the clinic, in Sweden, as the server counts days, wherever the reader is. */
export const todayAtClinic = (now = new Date()) => clinicDay.format(now);

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, so it is never shifted by a time zone. */
export function fromIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function formatDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
) {
  return new Intl.DateTimeFormat(locale, options).format(fromIsoDate(date));
}

/** A moment as date and 24-hour HH:MM time. */
export function formatDateTime(moment: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(moment));
}
/** The calendar date `days` after `date` (both YYYY-MM-DD), counted in UTC so no time zone moves it. */
export function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}
