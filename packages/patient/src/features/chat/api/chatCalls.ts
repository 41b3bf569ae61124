import { chat, chatMessage, chatReadResponse } from '@rehab/contract';
import { apiFetch, jsonBody } from '../../../lib/fetcher';

/** POST /chats without a patient: the patient's chat with their physio, opened on first use. */
export function openChatWithPhysio() {
  return apiFetch('/chats', chat, jsonBody('POST', {}));
}

/** POST /chats/{id}/read: every message from the physio in this chat is read. */
export function markChatRead(chatId: string) {
  return apiFetch(`/chats/${chatId}/read`, chatReadResponse, jsonBody('POST', {}));
}

/** POST /chats/{id}/messages as form data: a text, a file or both; the id makes a retried send land once. */
export function sendMessage(chatId: string, { text, file }: { text: string; file: File | null }) {
  const form = new FormData();
  if (text) form.append('text', text);
  form.append('clientMessageId', crypto.randomUUID());
  if (file) form.append('file', file, file.name);
  return apiFetch(`/chats/${chatId}/messages`, chatMessage, { method: 'POST', body: form });
}
