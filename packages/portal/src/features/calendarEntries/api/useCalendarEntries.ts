import { calendarEntriesResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const calendarEntriesKey = (from: string, to: string) =>
  `/specialists/calendar-entries/list?${new URLSearchParams({ from, to }).toString()}`;

/** GET /specialists/calendar-entries/list: the specialist's own calendar from `from` to `to` (YYYY-MM-DD). */
export function useCalendarEntries(from: string, to: string) {
  return useSWR(calendarEntriesKey(from, to), (url: string) => apiFetch(url, calendarEntriesResponse), {
    keepPreviousData: true,
  });
}
