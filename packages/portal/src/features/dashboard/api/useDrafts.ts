import { draftListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const draftsKey = '/specialists/medical-notes/drafts';

/** GET /specialists/medical-notes/drafts: the physio's own unsigned journal notes, newest first. */
export function useDrafts() {
  return useSWR(draftsKey, (url: string) => apiFetch(url, draftListResponse));
}
