import { chatListResponse } from '@rehab/contract';
import useSWR from 'swr';
import { apiFetch } from '../../../lib/fetcher';
import { chatSwrOptions } from './chatSwrOptions';

export const chatListKey = '/chats';

/** GET /chats: the patient's chats with their physios (usually one), newest last message first. */
export function useChats() {
  return useSWR(chatListKey, (url: string) => apiFetch(url, chatListResponse), chatSwrOptions);
}
