import { patientAppointmentsResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../lib/fetcher';

/** GET /patient-app/appointments: the patient's coming visits, soonest first. */
export function useAppointments() {
  return useSWR('/patient-app/appointments', (url: string) => apiFetch(url, patientAppointmentsResponse));
}
