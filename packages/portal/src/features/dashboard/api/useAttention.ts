import { attentionResponse, type AttentionResponse } from '@rehab/contract';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/fetcher';
import { attentionKey } from './keys';

const fetchAttention = (url: string) => apiFetch(url, attentionResponse);

/** GET /specialists/attention: the physio's patients who need attention, each with why and since when. */
export function useAttention() {
  return useSWR(attentionKey, fetchAttention);
}

/** POST /patients/list/{userId}/attention/handled → 204: the physio has acted on the patient's alerts. */
export function markAttentionHandled(userId: string) {
  return apiFetch(`/patients/list/${userId}/attention/handled`, z.unknown(), { method: 'POST' });
}

/** The list without one patient, as it is once their alerts are handled. */
export function withoutPatient(list: AttentionResponse | undefined, userId: string): AttentionResponse | undefined {
  if (!list) return list;
  const items = list.items.filter((item) => item.patient.id !== userId);
  return { items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}
