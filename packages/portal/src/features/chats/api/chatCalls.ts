import { createChatCalls, useChats as useChatsWith } from '@rehab/web/chat/calls';
import { apiFetch, apiFetchFile } from '../../../lib/fetcher';

/** The Inbox's calls, with the portal's session. */
export const chatCalls = createChatCalls(apiFetch, apiFetchFile);

/** GET /chats: the specialist's chats, newest last message first. */
export const useChats = () => useChatsWith(chatCalls);
