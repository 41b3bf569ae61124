import { journalReadersResponse, patientJournalResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiDownload, apiFetch } from '../../../lib/fetcher';

/** GET /patient-app/journal: the signed notes, where the organization shares them. */
export function useOwnJournal() {
  return useSWR('/patient-app/journal', (url: string) => apiFetch(url, patientJournalResponse));
}

/** GET /patient-app/journal/readers: who opened the record, newest first. */
export function useJournalReaders() {
  return useSWR('/patient-app/journal/readers', (url: string) => apiFetch(url, journalReadersResponse));
}

/** GET /patient-app/journal.pdf: the patient's own copy of the notes above, as an accessible PDF. */
export function downloadOwnJournal(language: 'sv' | 'en') {
  return apiDownload(`/patient-app/journal.pdf?language=${language}`, language === 'sv' ? 'journal.pdf' : 'medical-record.pdf');
}
