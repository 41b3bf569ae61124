import { chatMessagesResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { chatSwrOptions } from './chatSwrOptions';
import { chatMessagesKey } from './keys';

/** GET /chats/{id}/messages: the latest messages of a chat, newest first. */
export function useChatMessages(chatId: string) {
  return useSWR(chatMessagesKey(chatId), (url: string) => apiFetch(url, chatMessagesResponse), chatSwrOptions);
}
