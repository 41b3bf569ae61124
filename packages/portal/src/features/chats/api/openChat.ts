import { chat } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** POST /chats: the physio's chat with a patient, opened now or the one they already have. */
export function openChat(patientId: string) {
  return apiFetch('/chats', chat, jsonBody('POST', { patientId }));
}
