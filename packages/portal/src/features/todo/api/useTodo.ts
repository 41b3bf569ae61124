import { todoResponse, type ActivityType, type TaskStatus } from '@rehab/contract';
import useSWR from 'swr';
import { weekDates } from '@rehab/contract/dates';
import { fetchAllPages, usePages } from '../../../lib/pages';

type TodoFilter = { type?: ActivityType; status?: TaskStatus; limit?: number };

export const todoKey = (date: string, { type, status, limit }: TodoFilter = {}, cursor?: string | null) => {
  const query = new URLSearchParams({ date });
  if (type) query.set('type', type);
  if (status) query.set('status', status);
  if (limit) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `/specialists/patients/todo?${query.toString()}`;
};

/** GET /specialists/patients/todo?type&date: the day's tasks of the specialist's patients, a page at a time; `loadMore` reads the next. */
export function useTodo(date: string, type?: ActivityType) {
  return usePages((cursor) => todoKey(date, { type }, cursor), todoResponse);
}

/** The tasks of a whole week with a status (e.g. the skipped ones on the home calendar); the call answers one day at a time. */
export function useTodoWeek(monday: string, status: TaskStatus) {
  return useSWR(
    weekDates(monday).map((date) => todoKey(date, { status })),
    async () =>
      (await Promise.all(weekDates(monday).map((date) => fetchAllPages((cursor) => todoKey(date, { status, limit: 100 }, cursor), todoResponse)))).flat(),
    { keepPreviousData: true },
  );
}
