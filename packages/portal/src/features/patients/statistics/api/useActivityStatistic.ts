import { activityStatisticResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';

/** GET /patients/list/{userId}/activity-statistic: done, skipped and planned activities and compliance. */
export function useActivityStatistic(userId: string) {
  return useSWR(`/patients/list/${userId}/activity-statistic`, (url: string) => apiFetch(url, activityStatisticResponse));
}
