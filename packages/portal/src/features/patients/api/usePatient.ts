import { patientDetails } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const patientKey = (userId: string) => `/patients/list/${userId}`;

/** GET /patients/list/{userId}: the patient shown in the header of every patient section. */
export function usePatient(userId: string) {
  return useSWR(patientKey(userId), (url: string) => apiFetch(url, patientDetails));
}

/** POST /patients/list/{userId}/end-treatment: ends the treatment and answers with the updated patient. */
export function endTreatment(userId: string) {
  return apiFetch(`${patientKey(userId)}/end-treatment`, patientDetails, jsonBody('POST', {}));
}
