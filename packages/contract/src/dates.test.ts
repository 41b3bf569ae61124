import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayInSweden,
  formatCalendarDate,
  formatDateInSweden,
  formatDateTimeInSweden,
  formatDay,
  formatInSweden,
  formatShortDate,
  formatShortDateTimeInSweden,
  formatShortDay,
  formatTimeInSweden,
  fromIsoDate,
  isIsoDate,
  isoWeek,
  mondayOf,
  weekDates,
  weekLabel,
} from './dates';

describe('the product’s dates', () => {
  it('counts the day in Sweden, not on the machine’s clock', () => {
    // 23:30 UTC on 30 November is already 1 December in Stockholm (UTC+1 in winter), and in summer (UTC+2) too.
    expect(dayInSweden(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(dayInSweden('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(dayInSweden('2026-06-30T21:30:00Z')).toBe('2026-06-30');
  });

  it('moves a date by whole days across months, years and the change to summer time', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31');
  });

  it('finds the Monday and the seven days of an ISO week, and its number', () => {
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(isoWeek('2026-11-30')).toBe(49);
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2027-01-04')).toBe(1);
  });

  it('tells a real calendar date from one that does not exist', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1 dec')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(fromIsoDate('2026-12-01').getDate()).toBe(1);
  });

  it('formats an instant as read in Sweden and a calendar date as the same day everywhere', () => {
    expect(formatInSweden('2026-11-30T23:30:00Z', 'sv-SE', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(
      '1 december kl. 00:30',
    );
    expect(formatCalendarDate('2026-12-01', 'sv-SE', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('tisdag 1 december');
    expect(formatCalendarDate('2026-12-01', 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' })).toBe('1 Dec 2026');
  });

  it('reads the product’s dates in Swedish, and its instants on a 24-hour clock in Sweden', () => {
    // 23:30 UTC on 30 November is half past midnight on 1 December in Stockholm.
    const instant = '2026-11-30T23:30:00Z';
    expect(formatTimeInSweden(instant)).toBe('00:30');
    expect(formatDateInSweden(instant)).toBe('1 december 2026');
    expect(formatShortDateTimeInSweden(instant)).toBe('1 dec. 00:30');
    expect(formatDateTimeInSweden(instant)).toBe('1 december 2026 kl. 00:30');
    expect(formatDay('2026-11-18')).toBe('onsdag 18 november');
    expect(formatShortDay('2026-11-18')).toBe('ons 18/11');
    expect(formatShortDate('2026-12-01')).toBe('1 dec. 2026');
    expect(weekLabel('2026-11-16', '2026-11-22')).toEqual({ number: 47, range: '16–22 nov. 2026' });
  });
});
