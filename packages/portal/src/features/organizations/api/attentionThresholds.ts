import { attentionThresholds, type AttentionThresholds } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const attentionThresholdsKey = (id: string) => `/organizations/${id}/attention-thresholds`;

/** GET /organizations/{id}/attention-thresholds: when the organization's patients need their physio's attention. */
export function useAttentionThresholds(id: string) {
  return useSWR(attentionThresholdsKey(id), (url: string) => apiFetch(url, attentionThresholds));
}

/** PUT /organizations/{id}/attention-thresholds */
export function saveAttentionThresholds(id: string, thresholds: AttentionThresholds) {
  return apiFetch(attentionThresholdsKey(id), attentionThresholds, jsonBody('PUT', thresholds));
}
