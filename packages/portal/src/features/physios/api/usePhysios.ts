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

export const physiosKey = '/physios';
export const physioKey = (id: string) => `/physios/${id}`;

/** GET /physios: the physios the admin manages, by last name. */
export function usePhysios() {
  return useSWR(physiosKey, (url: string) => apiFetch(url, physioListResponse));
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
