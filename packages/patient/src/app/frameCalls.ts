import type { FirstCalls } from '@rehab/web/firstCalls';
import { chatListKey } from '@rehab/web/chat/keys';

/** The frame's first call: the chats the menu counts unread messages of. */
export const frameCalls: FirstCalls = () => [chatListKey];
