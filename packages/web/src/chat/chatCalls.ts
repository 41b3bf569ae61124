import { chat, chatListResponse, chatMessage, chatMessagesResponse, chatReadResponse } from '@rehab/contract';
import useSWR, { type SWRConfiguration } from 'swr';
import { jsonBody, type ApiFetch } from '../fetcher';
import { chatListKey, chatMessagesKey } from './chatKeys';

/** docs/rules/caching.md: chat data, unlike the rest, is fetched again on focus and on reconnect. */
export const chatSwrOptions: SWRConfiguration = { revalidateOnFocus: true, revalidateOnReconnect: true };

/** The chat calls of one app, made with its own fetchers (which differ in where a lost session leads). */
export function createChatCalls(apiFetch: ApiFetch, fetchFile: (url: string) => Promise<Blob>) {
  return {
    /** GET /chats: the reader's chats, newest last message first. */
    fetchChats: (url: string) => apiFetch(url, chatListResponse),
    /** GET /chats/{id}/messages: the latest messages of a chat, newest first. */
    fetchMessages: (url: string) => apiFetch(url, chatMessagesResponse),
    /** The next older page of messages, from a page's `nextCursor`. */
    fetchOlder: (chatId: string, cursor: string) =>
      apiFetch(`${chatMessagesKey(chatId)}?cursor=${encodeURIComponent(cursor)}`, chatMessagesResponse),
    /** A file of a message, fetched with the session. */
    fetchFile,
    /** POST /chats: the physio's chat with a patient, or without one the patient's chat with their physio; opened now or the one there is. */
    openChat: (patientId?: string) => apiFetch('/chats', chat, jsonBody('POST', patientId ? { patientId } : {})),
    /** POST /chats/{id}/read: every message from the other side in this chat is read. */
    markRead: (chatId: string) => apiFetch(`/chats/${chatId}/read`, chatReadResponse, jsonBody('POST', {})),
    /** POST /chats/{id}/messages as form data: a text, a file or both; the id makes a retried send land once. */
    send(chatId: string, { text, file }: { text: string; file: File | null }) {
      const form = new FormData();
      if (text) form.append('text', text);
      form.append('clientMessageId', crypto.randomUUID());
      if (file) form.append('file', file, file.name);
      return apiFetch(`/chats/${chatId}/messages`, chatMessage, { method: 'POST', body: form });
    },
  };
}

export type ChatCalls = ReturnType<typeof createChatCalls>;

/** The reader's chats. */
export function useChats(calls: ChatCalls) {
  return useSWR(chatListKey, calls.fetchChats, chatSwrOptions);
}

/** The latest messages of a chat, newest first; nothing while no chat is open. */
export function useChatMessages(calls: ChatCalls, chatId: string | undefined) {
  return useSWR(chatId ? chatMessagesKey(chatId) : null, calls.fetchMessages, chatSwrOptions);
}
