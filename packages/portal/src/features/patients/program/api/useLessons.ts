import { patientLessonsResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../../lib/fetcher';

export const lessonsKey = (userId: string) => `/patients/list/${userId}/lessons`;

/** GET /patients/list/{userId}/lessons: the patient's theory lessons, each read or not. */
export function useLessons(userId: string) {
  return useSWR(lessonsKey(userId), (url: string) => apiFetch(url, patientLessonsResponse));
}
