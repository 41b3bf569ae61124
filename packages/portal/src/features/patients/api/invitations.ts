import {
  invitationResendResponse,
  invitationWithdrawResponse,
  patientListItem,
  patientPhysiosResponse,
  type PatientAddBody,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { patientKey } from './usePatient';

/** POST /organizations/{id}/patients: adds the patient and mails their invitation; answers their row in the list. */
export function addPatient(organizationId: string, body: PatientAddBody) {
  return apiFetch(`/organizations/${organizationId}/patients`, patientListItem, jsonBody('POST', body));
}

/** GET /organizations/{id}/patients/physios: whom a new patient's responsible physio may be. */
export function useNewPatientPhysios(organizationId: string | undefined) {
  return useSWR(organizationId ? `/organizations/${organizationId}/patients/physios` : null, (url: string) => apiFetch(url, patientPhysiosResponse));
}

/** POST /patients/list/{userId}/invitation: a new link is mailed; the one before stops working. */
export function resendInvitation(userId: string) {
  return apiFetch(`${patientKey(userId)}/invitation`, invitationResendResponse, jsonBody('POST', {}));
}

/** DELETE /patients/list/{userId}/invitation: the patient who never joined is removed. */
export function withdrawInvitation(userId: string) {
  return apiFetch(`${patientKey(userId)}/invitation`, invitationWithdrawResponse, { method: 'DELETE' });
}
