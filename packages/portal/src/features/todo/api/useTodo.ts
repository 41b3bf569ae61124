import { todoResponse, type ActivityType, type TaskStatus, type TodoItem, type TodoResponse } from '@rehab/contract';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { weekDates } from '../../../lib/calendarDates';
import { apiFetch } from '../../../lib/fetcher';

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
  const pages = useSWRInfinite(
    (index: number, previous: TodoResponse | null) => (previous && previous.nextCursor === null ? null : todoKey(date, { type }, previous?.nextCursor)),
    (url: string) => apiFetch(url, todoResponse),
    { keepPreviousData: true, revalidateFirstPage: false },
  );
  const items = pages.data?.flatMap((page) => page.items);
  return {
    ...pages,
    items,
    total: pages.data?.[0]?.total,
    hasMore: Boolean(pages.data?.at(-1)?.nextCursor),
    isLoadingMore: pages.size > (pages.data?.length ?? 0) && !pages.error,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/** Every task of one day with these filters, following the pages to the end. */
async function wholeDay(date: string, filter: TodoFilter): Promise<TodoItem[]> {
  const items: TodoItem[] = [];
  let cursor: string | null = null;
  do {
    const page: TodoResponse = await apiFetch(todoKey(date, { ...filter, limit: 100 }, cursor), todoResponse);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** The tasks of a whole week with a status (e.g. the skipped ones on the home calendar); the call answers one day at a time. */
export function useTodoWeek(monday: string, status: TaskStatus) {
  return useSWR(
    weekDates(monday).map((date) => todoKey(date, { status })),
    async () => (await Promise.all(weekDates(monday).map((date) => wholeDay(date, { status })))).flat(),
    { keepPreviousData: true },
  );
}
