import { journalSettings, type JournalSettings } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const journalSettingsKey = (id: string) => `/organizations/${id}/journal-settings`;

/** GET /organizations/{id}/journal-settings: what the organization shows its patients of their journal. */
export function useJournalSettings(id: string) {
  return useSWR(journalSettingsKey(id), (url: string) => apiFetch(url, journalSettings));
}

/** PUT /organizations/{id}/journal-settings */
export function saveJournalSettings(id: string, settings: JournalSettings) {
  return apiFetch(journalSettingsKey(id), journalSettings, jsonBody('PUT', settings));
}
