import { chatMessage } from '@rehab/contract';
import { apiFetch } from '../../../lib/fetcher';

/** POST /chats/{id}/messages as form data: a text, a file or both; the id makes a retried send land once. */
export function sendMessage(chatId: string, { text, file }: { text: string; file: File | null }) {
  const form = new FormData();
  if (text) form.append('text', text);
  form.append('clientMessageId', crypto.randomUUID());
  if (file) form.append('file', file, file.name);
  return apiFetch(`/chats/${chatId}/messages`, chatMessage, { method: 'POST', body: form });
}
