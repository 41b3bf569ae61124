import { medicalNote, medicalNoteListResponse, medicalNoteTemplateListResponse, type MedicalNoteTemplate } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** GET /patients/list/{userId}/medical-notes/list */
export function useMedicalNotes(userId: string) {
  return useSWR(`/patients/list/${userId}/medical-notes/list`, (url: string) => apiFetch(url, medicalNoteListResponse));
}

/** GET /patients/list/{userId}/medical-notes/templates: only the templates not yet used for this patient. */
export function useMedicalNoteTemplates(userId: string) {
  return useSWR(`/patients/list/${userId}/medical-notes/templates`, (url: string) =>
    apiFetch(url, medicalNoteTemplateListResponse),
  );
}

/** POST /patients/list/{userId}/medical-note: adds a note from a template. */
export function addMedicalNote(userId: string, template: Pick<MedicalNoteTemplate, 'id' | 'index'>) {
  return apiFetch(`/patients/list/${userId}/medical-note`, medicalNote, jsonBody('POST', { id: template.id, index: template.index }));
}
