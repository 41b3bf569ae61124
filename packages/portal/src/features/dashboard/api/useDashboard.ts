import { dashboardResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { dashboardKey } from './keys';

export const fetchDashboard = (url: string) => apiFetch(url, dashboardResponse);

/** GET /specialists/dashboard: new users, new messages, follow up and startup calls. */
export function useDashboard() {
  return useSWR(dashboardKey, fetchDashboard);
}
