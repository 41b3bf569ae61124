import { chatReadResponse } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** POST /chats/{id}/read: every message from the patient in this chat is read. */
export function markChatRead(chatId: string) {
  return apiFetch(`/chats/${chatId}/read`, chatReadResponse, jsonBody('POST', {}));
}
