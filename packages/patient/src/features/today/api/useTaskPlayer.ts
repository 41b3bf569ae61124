import { patientTaskPlayerResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

/** The key of a task's call for the player: its URL. */
export const taskPlayerKey = (taskId: string) => `/patient-app/tasks/${taskId}`;

export const fetchTaskPlayer = (url: string) => apiFetch(url, patientTaskPlayerResponse);

/** One of the patient's tasks with the exercises the player shows: steps, dosage, the physio's comment, media. */
export function useTaskPlayer(taskId: string | undefined) {
  return useSWR(taskId ? taskPlayerKey(taskId) : null, fetchTaskPlayer);
}
