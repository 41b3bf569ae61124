import { activityStatisticResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';
import { queryString, type StatisticQuery } from '../statisticPeriod';

/** GET /patients/list/{userId}/activity-statistic?from&to: done, skipped and planned activities and compliance. */
export function useActivityStatistic(userId: string, query: StatisticQuery) {
  return useSWR(`/patients/list/${userId}/activity-statistic${queryString(query)}`, (url: string) => apiFetch(url, activityStatisticResponse));
}
