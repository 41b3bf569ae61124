import { appointment, patientListResponse, type AppointmentBody } from '@rehab/contract';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** POST /specialists/calendar-entries, or PUT …/{entryId} for an entry being changed. */
export function saveAppointment(entryId: string | undefined, body: AppointmentBody) {
  return entryId
    ? apiFetch(`/specialists/calendar-entries/${entryId}`, appointment, jsonBody('PUT', body))
    : apiFetch('/specialists/calendar-entries', appointment, jsonBody('POST', body));
}

/** DELETE …/{entryId}: the entry is cancelled, and its patient is mailed so. */
export function cancelAppointment(entryId: string) {
  return apiFetch(`/specialists/calendar-entries/${entryId}`, z.unknown(), { method: 'DELETE' });
}

/** The caller's patients in treatment whose name matches `search`, for the entry's patient picker. */
export function usePatientOptions(search: string) {
  const query = new URLSearchParams({ status: 'active', limit: '20', ...(search.trim() && { search: search.trim() }) });
  return useSWR(`/specialists/patients/list?${query.toString()}`, (url: string) => apiFetch(url, patientListResponse), {
    keepPreviousData: true,
  });
}
