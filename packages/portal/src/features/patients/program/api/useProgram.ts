import { programResponse, programUpdate, type ProgramUpdateBody } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../../lib/fetcher';

export const programKey = (userId: string) => `/patients/list/${userId}/program`;

/** GET /patients/list/{userId}/program: every line of the patient's program. */
export function useProgram(userId: string) {
  return useSWR(programKey(userId), (url: string) => apiFetch(url, programResponse));
}

/** PUT /patients/list/{userId}/program: adds a program line, which also moves the patient to its level. */
export function updateProgram(userId: string, body: ProgramUpdateBody) {
  return apiFetch(programKey(userId), programUpdate, jsonBody('PUT', body));
}
