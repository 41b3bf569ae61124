import type { FirstCalls } from '../../../portal/src/lib/firstCalls';
import { chatListKey, fetchChats } from '../features/chat/api/useChats';

/** The frame's first call: the chats the menu counts unread messages of. */
export const frameCalls: FirstCalls = () => [[chatListKey, fetchChats]];
