import { createChatCalls, useChats as useChatsWith } from '@rehab/web/chat/calls';
import { apiFetch, apiFetchFile } from '../../../lib/fetcher';

/** The chat's calls, with the patient's session. */
export const chatCalls = createChatCalls(apiFetch, apiFetchFile);

/** GET /chats: the patient's chats with their physios (usually one), newest last message first. */
export const useChats = () => useChatsWith(chatCalls);
