import { journalReadersResponse, ownRecordResponse, patientJournalResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiDownload, apiFetch } from '../../../lib/fetcher';

/** GET /patient-app/journal: the signed notes, where the organization shares them. */
export function useOwnJournal() {
  return useSWR('/patient-app/journal', (url: string) => apiFetch(url, patientJournalResponse));
}

/** GET /patient-app/record: the program, the answers and the feedback, beside the notes. */
export function useOwnRecord() {
  return useSWR('/patient-app/record', (url: string) => apiFetch(url, ownRecordResponse));
}

/** GET /patient-app/journal/readers: who opened the record, newest first. */
export function useJournalReaders() {
  return useSWR('/patient-app/journal/readers', (url: string) => apiFetch(url, journalReadersResponse));
}

/** GET /patient-app/journal.pdf: the patient's own copy of the notes above, as an accessible PDF. */
export function downloadOwnJournal(language: 'sv' | 'en') {
  return apiDownload(`/patient-app/journal.pdf?language=${language}`, language === 'sv' ? 'journal.pdf' : 'medical-record.pdf');
}

/** GET /patient-app/record.fhir.json: everything the product holds about the patient, as a FHIR R4 Bundle. */
export function downloadOwnRecord(language: 'sv' | 'en') {
  return apiDownload(`/patient-app/record.fhir.json?language=${language}`, language === 'sv' ? 'journal-fhir.json' : 'medical-record-fhir.json');
}
