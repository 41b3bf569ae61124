import { chatMessagesResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { chatSwrOptions } from './chatSwrOptions';
import { chatMessagesKey } from './keys';

export const fetchChatMessages = (url: string) => apiFetch(url, chatMessagesResponse);

/** GET /chats/{id}/messages: the latest messages of a chat, newest first. */
export function useChatMessages(chatId: string | undefined) {
  return useSWR(chatId ? chatMessagesKey(chatId) : null, fetchChatMessages, chatSwrOptions);
}
