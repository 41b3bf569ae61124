import { todoResponse, type ActivityType } from '@rehab/contract';
import useSWR from 'swr';
import { weekDates } from '../../../lib/calendarDates';
import { apiFetch } from '../../../lib/fetcher';

export const todoKey = (date: string, type?: ActivityType) =>
  `/specialists/patients/todo?${new URLSearchParams(type ? { type, date } : { date }).toString()}`;

/** GET /specialists/patients/todo?type&date: the tasks of the specialist's patients on one day. */
export function useTodo(date: string, type?: ActivityType) {
  return useSWR(todoKey(date, type), (url: string) => apiFetch(url, todoResponse), { keepPreviousData: true });
}

/** The tasks of a whole week; the call answers one day at a time, so the week is seven of them. */
export function useTodoWeek(monday: string, type?: ActivityType) {
  return useSWR(
    weekDates(monday).map((date) => todoKey(date, type)),
    async (urls: string[]) => (await Promise.all(urls.map((url) => apiFetch(url, todoResponse)))).flat(),
    { keepPreviousData: true },
  );
}
