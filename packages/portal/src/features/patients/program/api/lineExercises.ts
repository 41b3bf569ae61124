import {
  applyTemplateResponse,
  libraryPage,
  lineExercisesResponse,
  programTemplateList,
  type LibraryKind,
  type LineExercise,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiDownload, apiFetch, jsonBody } from '../../../../lib/fetcher';
import { usePages } from '../../../../lib/pages';

export const lineExercisesKey = (userId: string, lineId: string) => `/patients/list/${userId}/program/lines/${lineId}/exercises`;

/** GET .../program/lines/{lineId}/exercises: the line's exercises in order, with their dosage and comment. */
export function useLineExercises(userId: string, lineId: string) {
  return useSWR(lineExercisesKey(userId, lineId), (url: string) => apiFetch(url, lineExercisesResponse));
}

/** PUT .../program/lines/{lineId}/exercises: the whole list at once, so adding, removing and reordering are one call. */
export function saveLineExercises(userId: string, lineId: string, exercises: readonly Pick<LineExercise, 'exerciseId' | 'dosage' | 'comment'>[]) {
  return apiFetch(
    lineExercisesKey(userId, lineId),
    lineExercisesResponse,
    jsonBody('PUT', { exercises: exercises.map(({ exerciseId, dosage, comment }) => ({ exerciseId, dosage, comment })) }),
  );
}

/** GET /organizations/{id}/program-templates: the organization's templates. */
export function useProgramTemplates(organizationId: string | undefined) {
  return useSWR(organizationId ? `/organizations/${organizationId}/program-templates` : null, (url: string) => apiFetch(url, programTemplateList));
}

/** POST /patients/list/{userId}/program/templates/{templateId}: the template's lines from `start`. */
export function applyTemplate(userId: string, templateId: string, start: string) {
  return apiFetch(`/patients/list/${userId}/program/templates/${templateId}`, applyTemplateResponse, jsonBody('POST', { start }));
}

const pickerPageSize = 20;

/** The library's exercises of one kind, searched by name, a page at a time, for the picker. */
export function usePickerExercises(organizationId: string | undefined, kind: LibraryKind, search: string, isOpen: boolean) {
  return usePages((cursor) => {
    if (!organizationId || !isOpen) return '';
    const query = new URLSearchParams({ kind, limit: String(pickerPageSize) });
    if (search.trim()) query.set('search', search.trim());
    if (cursor) query.set('cursor', cursor);
    return `/organizations/${organizationId}/library?${query.toString()}`;
  }, libraryPage);
}

/** GET /patients/list/{userId}/program.pdf: the program as it stands today, with pictures, dosage and steps, as an accessible PDF. */
export function printProgram(userId: string, language: 'sv' | 'en') {
  return apiDownload(`/patients/list/${userId}/program.pdf?language=${language}`, language === 'sv' ? 'traningsprogram.pdf' : 'exercise-program.pdf');
}
