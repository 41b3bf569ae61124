import { caseloadMoved, organizationPhysio, organizationPhysiosResponse, physioListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { usePages } from '../../../lib/pages';

export const organizationPhysiosKey = (id: string) => `/organizations/${id}/physios`;

/** GET /organizations/{id}/physios a page at a time: the physios assigned to the organization, by last name. */
export function useOrganizationPhysios(id: string) {
  return usePages((cursor) => {
    const query = new URLSearchParams({ limit: '50' });
    if (cursor) query.set('cursor', cursor);
    return `${organizationPhysiosKey(id)}?${query.toString()}`;
  }, organizationPhysiosResponse);
}

/** How many physios the picker offers at a time: typing a name or email finds the others. */
export const choicesShown = 20;

/** GET /physios?search: the first physios the admin manages whose name or email matches, for the picker. */
export function useAssignablePhysios(search: string) {
  const query = new URLSearchParams({ limit: String(choicesShown) });
  if (search.trim()) query.set('search', search.trim());
  return useSWR(`/physios?${query.toString()}`, (url: string) => apiFetch(url, physioListResponse), { keepPreviousData: true });
}

/** POST /organizations/{id}/physios → the assigned physio; the list is read again. */
export function assignPhysio(id: string, physioId: string) {
  return apiFetch(organizationPhysiosKey(id), organizationPhysio, jsonBody('POST', { physioId }));
}

/** DELETE /organizations/{id}/physios/{physioId} → the unassigned physio; the list is read again. */
export function unassignPhysio(id: string, physioId: string) {
  return apiFetch(`${organizationPhysiosKey(id)}/${physioId}`, organizationPhysio, { method: 'DELETE' });
}

/** POST /organizations/{id}/physios/{physioId}/caseload → how many patients now have `toPhysioId` as their responsible physio. */
export function moveCaseload(id: string, physioId: string, toPhysioId: string) {
  return apiFetch(`${organizationPhysiosKey(id)}/${physioId}/caseload`, caseloadMoved, jsonBody('POST', { toPhysioId }));
}
