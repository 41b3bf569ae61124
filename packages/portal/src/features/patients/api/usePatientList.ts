import { patientListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

export const patientListKey = '/specialists/patients/list';

/** GET /specialists/patients/list: every patient the physio may see. */
export function usePatientList() {
  return useSWR(patientListKey, (url: string) => apiFetch(url, patientListResponse));
}
