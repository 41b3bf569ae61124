import { activitiesResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';

export const weeksOfActivitiesKeyPrefix = (userId: string) => `/activities/${userId}?`;
export const weekOfActivitiesKey = (userId: string, weekOffset: number) =>
  `${weeksOfActivitiesKeyPrefix(userId)}weekOffset=${weekOffset}`;

/** GET /activities/{userId}?weekOffset: the patient's exercises, levels and tasks of one week. */
export function useWeekOfActivities(userId: string, weekOffset: number) {
  return useSWR(weekOfActivitiesKey(userId, weekOffset), (url: string) => apiFetch(url, activitiesResponse), {
    keepPreviousData: true,
  });
}
