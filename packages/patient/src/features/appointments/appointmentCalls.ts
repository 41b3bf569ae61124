import { patientAppointmentsResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../lib/fetcher';
import { appointmentsKey } from './keys';

/** GET /patient-app/appointments: the patient's coming visits, soonest first. */
export function useAppointments() {
  return useSWR(appointmentsKey, (url: string) => apiFetch(url, patientAppointmentsResponse));
}
