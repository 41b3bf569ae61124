import { healthReportResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';
import { queryString, type StatisticQuery } from '../statisticPeriod';

/** GET /patients/list/{userId}/health-report?from&to: each health measure over time, its latest value and change. */
export function useHealthReport(userId: string, query: StatisticQuery) {
  return useSWR(`/patients/list/${userId}/health-report${queryString(query)}`, (url: string) => apiFetch(url, healthReportResponse));
}
