import { calendarEntriesResponse } from '@rehab/contract';
import useSWR from 'swr';
import { fetchAllPages } from '../../../lib/pages';

export const calendarEntriesKey = (from: string, to: string, cursor: string | null = null) => {
  const query = new URLSearchParams({ from, to, limit: '100' });
  if (cursor) query.set('cursor', cursor);
  return `/specialists/calendar-entries/list?${query.toString()}`;
};

/** Whether an SWR key is one of the calendar's ranges, which a visit booked, moved or cancelled changes. */
export const isCalendarEntriesKey = (key: unknown) => typeof key === 'string' && key.startsWith('/specialists/calendar-entries/list?');

/** GET /specialists/calendar-entries/list: the specialist's own calendar from `from` to `to` (YYYY-MM-DD), every page of it. */
export function useCalendarEntries(from: string, to: string) {
  return useSWR(
    calendarEntriesKey(from, to),
    () => fetchAllPages((cursor) => calendarEntriesKey(from, to, cursor), calendarEntriesResponse),
    {
      keepPreviousData: true,
    },
  );
}
