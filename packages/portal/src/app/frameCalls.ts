import type { FirstCalls } from '../lib/firstCalls';
import { chatListKey, fetchChats } from '../features/chats/api/useChats';
import { fetchProfile, profileKey } from '../features/profile/api/useProfile';

/** The app frame's first calls: the specialist in the top bar and the chats the menu counts unread messages of. */
export const frameCalls: FirstCalls = () => [
  [profileKey, fetchProfile],
  [chatListKey, fetchChats],
];
