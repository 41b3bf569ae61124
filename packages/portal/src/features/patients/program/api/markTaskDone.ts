import { taskDoneResponse } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../../lib/fetcher';

/** POST /activities/{userId}/tasks/{taskId}/done: the physio marks a planned task as done. */
export function markTaskDone(userId: string, taskId: string) {
  return apiFetch(`/activities/${userId}/tasks/${taskId}/done`, taskDoneResponse, jsonBody('POST', {}));
}
