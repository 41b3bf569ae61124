import { formatCalendarDate, formatInSweden } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';

/** The Intl locale of dates: Swedish whatever the language of the texts (docs/rules/languages-and-dates.md). */
export function useDateLocale(): string {
  return dateLocale();
}

/** A calendar date (YYYY-MM-DD), by default as "1 dec. 2026". */
export function formatDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
) {
  return formatCalendarDate(date, locale, options);
}

/** A moment as date and 24-hour HH:MM time, as in Stockholm (docs/rules/languages-and-dates.md). */
export function formatDateTime(moment: string, locale: string) {
  return formatInSweden(moment, locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
