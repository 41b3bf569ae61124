import { lessonReadResponse, patientLessonResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';

/** The key of a lesson task's call: its URL. */
export const lessonKey = (taskId: string) => `/patient-app/tasks/${taskId}/lesson`;

export const fetchLesson = (url: string) => apiFetch(url, patientLessonResponse);

/** The lesson of one of the patient's theory-lesson tasks, its content in both languages, and when it was read. */
export function useLesson(taskId: string | undefined) {
  return useSWR(taskId ? lessonKey(taskId) : null, fetchLesson);
}

/** Marks the lesson read (and its planned task done). */
export const markLessonRead = (taskId: string) => apiFetch(`/patient-app/tasks/${taskId}/read`, lessonReadResponse, { method: 'POST' });
