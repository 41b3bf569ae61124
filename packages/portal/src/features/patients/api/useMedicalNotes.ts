import {
  journalNote,
  journalNoteListResponse,
  noteTemplateListResponse,
  staleDraftError,
  type AmendNoteBody,
  type JournalNote,
  type NewNoteBody,
  type SaveDraftBody,
} from '@rehab/contract';
import { ApiError } from '@rehab/web/ApiError';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { apiDownload, apiFetch, jsonBody } from '../../../lib/fetcher';

export const medicalNotesKey = (userId: string) => `/patients/list/${userId}/medical-notes/list`;
const notePath = (userId: string, noteId: string) => `/patients/list/${userId}/medical-notes/${noteId}`;

/** GET /patients/list/{userId}/medical-notes/list: signed and struck notes, and the reader's own drafts. */
export function useMedicalNotes(userId: string) {
  return useSWR(medicalNotesKey(userId), (url: string) => apiFetch(url, journalNoteListResponse));
}

/** GET /patients/list/{userId}/medical-notes/templates: the templates offered for this patient. */
export function useMedicalNoteTemplates(userId: string) {
  return useSWR(`/patients/list/${userId}/medical-notes/templates`, (url: string) => apiFetch(url, noteTemplateListResponse));
}

/** POST /patients/list/{userId}/medical-notes: a draft from a template, or blank. */
export function createNote(userId: string, body: NewNoteBody) {
  return apiFetch(`/patients/list/${userId}/medical-notes`, journalNote, jsonBody('POST', body));
}

/** The newer note a stale save was refused for, or undefined for any other failure. */
export function newerNoteOf(error: unknown): JournalNote | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const parsed = staleDraftError.safeParse(error.body);
  return parsed.success ? parsed.data.current : undefined;
}

/** PUT …/{noteId}/draft: saves the draft from the revision it was read at; a stale one throws the 409 (see newerNoteOf). */
export function saveDraft(userId: string, noteId: string, body: SaveDraftBody) {
  return apiFetch(`${notePath(userId, noteId)}/draft`, journalNote, jsonBody('PUT', body));
}

export function discardDraft(userId: string, noteId: string) {
  return apiFetch(`${notePath(userId, noteId)}/draft`, z.unknown(), { method: 'DELETE' });
}

export function signNote(userId: string, noteId: string, revision: number) {
  return apiFetch(`${notePath(userId, noteId)}/sign`, journalNote, jsonBody('POST', { revision }));
}

export function amendNote(userId: string, noteId: string, body: AmendNoteBody) {
  return apiFetch(`${notePath(userId, noteId)}/amendments`, journalNote, jsonBody('POST', body));
}

export function strikeNote(userId: string, noteId: string, reason: string) {
  return apiFetch(`${notePath(userId, noteId)}/strike`, journalNote, jsonBody('POST', { reason }));
}

/** GET …/medical-notes.pdf or …/{noteId}.pdf: the signed notes, or one, as an accessible PDF in the reader's language. */
export function printMedicalNotes(userId: string, noteId: string | undefined, language: 'sv' | 'en') {
  const path = noteId ? notePath(userId, noteId) : `/patients/list/${userId}/medical-notes`;
  return apiDownload(`${path}.pdf?language=${language}`, `journal-${userId.slice(0, 8)}.pdf`);
}

/** GET …/record.fhir.json: everything the product holds about the patient, as a FHIR R4 Bundle to hand over. */
export function exportRecord(userId: string, language: 'sv' | 'en') {
  return apiDownload(`/patients/list/${userId}/record.fhir.json?language=${language}`, `journal-fhir-${userId.slice(0, 8)}.json`);
}
