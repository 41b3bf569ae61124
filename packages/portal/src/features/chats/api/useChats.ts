import { chatListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { chatSwrOptions } from './chatSwrOptions';
import { chatListKey } from './keys';

export const fetchChats = (url: string) => apiFetch(url, chatListResponse);

/** GET /chats: the specialist's chats, newest last message first. */
export function useChats() {
  return useSWR(chatListKey, fetchChats, chatSwrOptions);
}
