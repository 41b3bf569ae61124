import { feedbackListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

/** How many feedback items one "show more" adds. */
export const feedbackPageSize = 20;

/** GET /patients/list/{userId}/feedback/list?limit: the newest `limit` feedback items. */
export function useFeedback(userId: string, limit: number) {
  return useSWR(`/patients/list/${userId}/feedback/list?limit=${limit}`, (url: string) => apiFetch(url, feedbackListResponse), {
    // While more items load, the ones already shown stay.
    keepPreviousData: true,
  });
}
