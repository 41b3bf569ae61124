import { emergencyAccess, patientDetails, patientPhysiosResponse, treatmentPeriodsResponse } from '@rehab/contract';
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

/** POST /patients/list/{userId}/reopen-treatment: takes an ended treatment up again. */
export function reopenTreatment(userId: string) {
  return apiFetch(`${patientKey(userId)}/reopen-treatment`, patientDetails, jsonBody('POST', {}));
}

/** PUT /patients/list/{userId}/responsible-physio: a physio of the patient's organization, or none. */
export function setResponsiblePhysio(userId: string, physioId: string | null) {
  return apiFetch(`${patientKey(userId)}/responsible-physio`, patientDetails, jsonBody('PUT', { physioId }));
}

/** GET /patients/list/{userId}/physios: who may be made the patient's responsible physio. */
export function usePatientPhysios(userId: string) {
  return useSWR(`${patientKey(userId)}/physios`, (url: string) => apiFetch(url, patientPhysiosResponse));
}

/** POST /patients/list/{userId}/emergency-access: opens the record for the reason given, for a few hours. */
export function startEmergencyAccess(userId: string, reason: string) {
  return apiFetch(`${patientKey(userId)}/emergency-access`, emergencyAccess, jsonBody('POST', { reason }));
}

export const treatmentPeriodsKey = (userId: string) => `${patientKey(userId)}/treatment-periods`;

/** GET /patients/list/{userId}/treatment-periods: the current period first, then the earlier ones. */
export function useTreatmentPeriods(userId: string) {
  return useSWR(treatmentPeriodsKey(userId), (url: string) => apiFetch(url, treatmentPeriodsResponse));
}
