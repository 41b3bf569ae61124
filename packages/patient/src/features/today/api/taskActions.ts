import { patientFeedbackResponse, patientTaskUndoResponse, task, type PatientFeedbackBody, type PatientTaskDoneBody } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

export const markTaskDone = (taskId: string, body: PatientTaskDoneBody = {}) =>
  apiFetch(`/patient-app/tasks/${taskId}/done`, task, jsonBody('POST', body));

export const undoTaskDone = (taskId: string) => apiFetch(`/patient-app/tasks/${taskId}/done`, patientTaskUndoResponse, { method: 'DELETE' });

export const sendFeedback = (body: PatientFeedbackBody) => apiFetch('/patient-app/feedback', patientFeedbackResponse, jsonBody('POST', body));
