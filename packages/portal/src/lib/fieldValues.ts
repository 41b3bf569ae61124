import { parseDate, parseTime } from '@internationalized/date';

/** A form's YYYY-MM-DD as a date picker's value; a half-typed or empty one shows as empty. */
export function calendarDate(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/** A form's HH:MM as a time field's value; a half-typed or empty one shows as empty. */
export function timeOfDay(value: string) {
  try {
    return value ? parseTime(value) : null;
  } catch {
    return null;
  }
}
