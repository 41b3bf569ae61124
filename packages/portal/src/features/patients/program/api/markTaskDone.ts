import { taskDoneResponse, taskUndoneResponse } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../../lib/fetcher';

/** POST /activities/{userId}/tasks/{taskId}/done: the physio marks a planned task as done on the patient's behalf. */
export function markTaskDone(userId: string, taskId: string) {
  return apiFetch(`/activities/${userId}/tasks/${taskId}/done`, taskDoneResponse, jsonBody('POST', {}));
}

/** DELETE /activities/{userId}/tasks/{taskId}/done: the physio takes back a task they marked on the patient's behalf. */
export function undoTaskDone(userId: string, taskId: string) {
  return apiFetch(`/activities/${userId}/tasks/${taskId}/done`, taskUndoneResponse, { method: 'DELETE' });
}
