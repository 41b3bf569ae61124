import { noteTemplate, noteTemplateListResponse, type NoteTemplateBody } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const noteTemplatesKey = (organizationId: string) => `/organizations/${organizationId}/note-templates`;

/** GET /organizations/{id}/note-templates: every template of the organization, retired ones too. */
export function useNoteTemplates(organizationId: string | undefined) {
  return useSWR(organizationId ? noteTemplatesKey(organizationId) : null, (url: string) => apiFetch(url, noteTemplateListResponse));
}

/** POST /organizations/{id}/note-templates → the new template. */
export function createNoteTemplate(organizationId: string, body: NoteTemplateBody) {
  return apiFetch(noteTemplatesKey(organizationId), noteTemplate, jsonBody('POST', body));
}

/** PUT /organizations/{id}/note-templates/{templateId}: the whole template, retired or not; notes already written keep theirs. */
export function updateNoteTemplate(organizationId: string, templateId: string, body: NoteTemplateBody) {
  return apiFetch(`${noteTemplatesKey(organizationId)}/${templateId}`, noteTemplate, jsonBody('PUT', body));
}
