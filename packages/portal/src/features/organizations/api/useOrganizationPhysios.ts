import { organizationPhysiosResponse, physioListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const organizationPhysiosKey = (id: string) => `/organizations/${id}/physios`;

/** GET /organizations/{id}/physios: the physios assigned to the organization. */
export function useOrganizationPhysios(id: string) {
  return useSWR(organizationPhysiosKey(id), (url: string) => apiFetch(url, organizationPhysiosResponse));
}

/** GET /physios: the physios the admin may assign. */
export function useAssignablePhysios() {
  return useSWR('/physios', (url: string) => apiFetch(url, physioListResponse));
}

/** POST /organizations/{id}/physios → the list after the change. */
export function assignPhysio(id: string, physioId: string) {
  return apiFetch(organizationPhysiosKey(id), organizationPhysiosResponse, jsonBody('POST', { physioId }));
}

/** DELETE /organizations/{id}/physios/{physioId} → the list after the change. */
export function unassignPhysio(id: string, physioId: string) {
  return apiFetch(`${organizationPhysiosKey(id)}/${physioId}`, organizationPhysiosResponse, { method: 'DELETE' });
}
