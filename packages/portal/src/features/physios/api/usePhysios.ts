import {
  organizationListResponse,
  physio,
  physioDeleteResponse,
  physioListResponse,
  type PhysioCreateBody,
  type PhysioUpdateBody,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { usePages } from '../../../lib/pages';
import { useForgetPages } from '../../../lib/useForgetPages';

export const physiosKey = '/physios';
export const physioKey = (id: string) => `/physios/${id}`;

/** The address of a page of GET /physios, searched on the server. */
const physioPageUrl = (search: string) => (cursor: string | null) => {
  const query = new URLSearchParams({ limit: '50' });
  if (search.trim()) query.set('search', search.trim());
  if (cursor) query.set('cursor', cursor);
  return `${physiosKey}?${query.toString()}`;
};

/** GET /physios a page at a time: the physios the admin manages, by last name, searched by name or email. */
export function usePhysios(search: string) {
  return usePages(physioPageUrl(search), physioListResponse);
}

/**
 * After a physio was added, changed or removed on their own screens: the physio list and the lists of
 * the organizations they work or worked for are read anew when shown again.
 */
export function useForgetPhysioLists() {
  const forget = useForgetPages();
  return (organizationIds: readonly string[]) =>
    Promise.all([forget(physiosKey), ...[...new Set(organizationIds)].map((id) => forget(`/organizations/${id}/physios`))]);
}

/** GET /physios/{id} */
export function usePhysio(id: string) {
  return useSWR(physioKey(id), (url: string) => apiFetch(url, physio));
}

/** GET /organizations: the organizations a physio can be placed in. */
export function useOrganizationChoices() {
  return useSWR('/organizations', (url: string) => apiFetch(url, organizationListResponse));
}

/** POST /physios → the new physio, who is mailed an invitation. */
export function createPhysio(body: PhysioCreateBody) {
  return apiFetch(physiosKey, physio, jsonBody('POST', body));
}

/** PATCH /physios/{id} with only the changed fields. */
export function updatePhysio(id: string, changes: PhysioUpdateBody) {
  return apiFetch(physioKey(id), physio, jsonBody('PATCH', changes));
}

/** PUT /physios/{id}/photo: one file part named `photo`. */
export function uploadPhysioPhoto(id: string, photo: File) {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return apiFetch(`${physioKey(id)}/photo`, physio, { method: 'PUT', body: form });
}

/** DELETE /physios/{id}: they can no longer sign in; their patients stay with their organizations. */
export function deletePhysio(id: string) {
  return apiFetch(physioKey(id), physioDeleteResponse, { method: 'DELETE' });
}
