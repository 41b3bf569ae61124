import { healthReportResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';

/** GET /patients/list/{userId}/health-report: each health measure over time, its latest value and change. */
export function useHealthReport(userId: string) {
  return useSWR(`/patients/list/${userId}/health-report`, (url: string) => apiFetch(url, healthReportResponse));
}
