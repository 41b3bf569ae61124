import {
  libraryExercise,
  libraryPage,
  type BodyRegion,
  type LibraryExerciseBody,
  type LibraryExerciseUpdate,
  type LibraryKind,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';
import { usePages } from '../../../lib/pages';

export type LibraryFilters = { search: string; kind?: LibraryKind; region?: BodyRegion; tag?: string };

const pageSize = 24;

export const libraryKey = (organizationId: string) => `/organizations/${organizationId}/library`;
export const libraryExerciseKey = (organizationId: string, exerciseId: string) => `${libraryKey(organizationId)}/${exerciseId}`;

/** The address of the library's page after `cursor` (null for the first), which is also its SWR key. */
export function libraryPageUrl(organizationId: string, filters: LibraryFilters, cursor: string | null, limit = pageSize) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.kind) query.set('kind', filters.kind);
  if (filters.region) query.set('region', filters.region);
  if (filters.tag?.trim()) query.set('tag', filters.tag.trim().toLocaleLowerCase('sv'));
  if (cursor) query.set('cursor', cursor);
  return `${libraryKey(organizationId)}?${query.toString()}`;
}

/** Whether an SWR key holds library pages or exercises of this organization, to refresh them after a change. */
export const isLibraryKey = (organizationId: string) => (key: unknown) => typeof key === 'string' && key.includes(libraryKey(organizationId));

/** GET /organizations/{id}/library a page at a time: the base set and the organization's own, by name. */
export function useLibrary(organizationId: string | undefined, filters: LibraryFilters) {
  return usePages((cursor) => (organizationId ? libraryPageUrl(organizationId, filters, cursor) : ''), libraryPage);
}

/** GET /organizations/{id}/library/{exerciseId} */
export function useLibraryExercise(organizationId: string | undefined, exerciseId: string | null | undefined) {
  return useSWR(organizationId && exerciseId ? libraryExerciseKey(organizationId, exerciseId) : null, (url: string) => apiFetch(url, libraryExercise));
}

/** POST /organizations/{id}/library → the organization's new exercise. */
export function createExercise(organizationId: string, body: LibraryExerciseBody) {
  return apiFetch(libraryKey(organizationId), libraryExercise, jsonBody('POST', body));
}

/** PATCH /organizations/{id}/library/{exerciseId}: what is sent changes. */
export function updateExercise(organizationId: string, exerciseId: string, body: LibraryExerciseUpdate) {
  return apiFetch(libraryExerciseKey(organizationId, exerciseId), libraryExercise, jsonBody('PATCH', body));
}

/** POST .../copy: a base exercise into the organization's own library, to adapt. */
export function copyExercise(organizationId: string, exerciseId: string) {
  return apiFetch(`${libraryExerciseKey(organizationId, exerciseId)}/copy`, libraryExercise, jsonBody('POST', {}));
}

/** POST .../retire: no longer offered; kept where it is already used. */
export function retireExercise(organizationId: string, exerciseId: string) {
  return apiFetch(`${libraryExerciseKey(organizationId, exerciseId)}/retire`, libraryExercise, jsonBody('POST', {}));
}

/** POST .../media: one picture, or one video with its poster picture. */
export function uploadExerciseMedia(organizationId: string, exerciseId: string, file: File, poster?: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (poster) form.append('poster', poster, poster.name);
  return apiFetch(`${libraryExerciseKey(organizationId, exerciseId)}/media`, libraryExercise, { method: 'POST', body: form });
}

/** DELETE .../media/{mediaId} */
export function removeExerciseMedia(organizationId: string, exerciseId: string, mediaId: string) {
  return apiFetch(`${libraryExerciseKey(organizationId, exerciseId)}/media/${mediaId}`, libraryExercise, { method: 'DELETE' });
}
