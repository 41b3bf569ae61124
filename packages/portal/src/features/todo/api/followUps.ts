import {
  colleaguesResponse,
  followUp,
  followUpsResponse,
  patientFollowUpsResponse,
  type FollowUpBody,
  type FollowUpView,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

const listPath = '/specialists/follow-ups';
/** One view of the physio's work list: every follow-up of it at once (the call answers at most 100). */
export const followUpsKey = (view: FollowUpView) => `${listPath}?view=${view}&limit=100`;
/** Whether an SWR key is one of the work list's, which the patients' changes and the rules move. */
export const isFollowUpsKey = (key: unknown) => typeof key === 'string' && key.startsWith(`${listPath}?`);
/** The key of one patient's follow-ups (and the path of the calls on them). */
export const patientFollowUpsKey = (userId: string) => `/patients/list/${userId}/follow-ups`;
const patientPath = patientFollowUpsKey;

/** GET /specialists/follow-ups?view: the physio's follow-ups and the counts of every view. */
export function useFollowUps(view: FollowUpView) {
  return useSWR(followUpsKey(view), (url: string) => apiFetch(url, followUpsResponse), { keepPreviousData: true });
}

/** GET /patients/list/{userId}/follow-ups: the patient's open follow-ups, whoever has them. */
export function usePatientFollowUps(userId: string) {
  return useSWR(patientPath(userId), (url: string) => apiFetch(url, patientFollowUpsResponse));
}

/** GET /patients/list/{userId}/colleagues: who may take over a follow-up of the patient. */
export function useColleagues(userId: string | null) {
  return useSWR(userId ? `/patients/list/${userId}/colleagues` : null, (url: string) => apiFetch(url, colleaguesResponse));
}

export const followUpCalls = {
  add: (userId: string, body: FollowUpBody) => apiFetch(patientPath(userId), followUp, jsonBody('POST', body)),
  done: (userId: string, id: string) => apiFetch(`${patientPath(userId)}/${id}/done`, followUp, jsonBody('POST', {})),
  snooze: (userId: string, id: string, until: string) => apiFetch(`${patientPath(userId)}/${id}/snooze`, followUp, jsonBody('POST', { until })),
  handOver: (userId: string, id: string, assigneeId: string, note?: string) =>
    apiFetch(`${patientPath(userId)}/${id}/hand-over`, followUp, jsonBody('POST', { assigneeId, ...(note && { note }) })),
};
