import { chatListKey } from '@rehab/web/chat/keys';
import { profileKey } from '../features/profile/api/keys';
import type { FirstCalls } from '@rehab/web/firstCalls';

/** The app frame's first calls: the specialist in the top bar and the chats the menu counts unread messages of. */
export const frameCalls: FirstCalls = () => [profileKey, chatListKey];
