import {
  applyTemplateResponse,
  lineExercisesResponse,
  programTemplateList,
  type LineExercise,
} from '@rehab/contract';
import useSWR from 'swr';
import { apiDownload, apiFetch, jsonBody } from '../../../../lib/fetcher';

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

/** GET /patients/list/{userId}/program.pdf: the program as it stands today, with pictures, dosage and steps, as an accessible PDF. */
export function printProgram(userId: string, language: 'sv' | 'en') {
  return apiDownload(`/patients/list/${userId}/program.pdf?language=${language}`, language === 'sv' ? 'traningsprogram.pdf' : 'exercise-program.pdf');
}
