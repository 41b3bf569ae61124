import { patientWeekResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { weekKey } from './keys';

export const fetchWeek = (url: string) => apiFetch(url, patientWeekResponse);

/** The patient's week `weekOffset` weeks from this one, each task with its exercise. */
export function useWeek(weekOffset: number) {
  return useSWR(weekKey(weekOffset), fetchWeek, { keepPreviousData: true });
}
