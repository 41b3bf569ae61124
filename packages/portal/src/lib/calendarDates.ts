import { addDays, format, startOfISOWeek } from 'date-fns';

/** A local Date as its calendar date, YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A calendar date (YYYY-MM-DD) as a local Date at midnight, so no time zone moves it. */
export function fromIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function isIsoDate(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(fromIsoDate(value)) === value;
}

/** The Monday of the week `date` falls in, as YYYY-MM-DD. */
export function mondayOf(date: string): string {
  return toIsoDate(startOfISOWeek(fromIsoDate(date)));
}

/** The date `days` after `date`, both YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  return toIsoDate(addDays(fromIsoDate(date), days));
}

/** The seven dates Monday to Sunday of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => shiftDate(monday, index));
}
