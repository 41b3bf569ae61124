import type { Chat } from '@rehab/contract';
import type { TFunction } from 'i18next';
import { dateLocale } from '../language';
import { messagePreview } from './messagePreview';

/**
 * A chat as a line of either app's chat list (ui's ChatListItem): who it is with, its last message and when, and
 * how many are unread. `t` reads the app's chat namespace; `name` is the other side, a patient or a physio.
 */
export function chatSummary(chat: Chat, name: string, t: TFunction, now: Date) {
  return {
    id: chat.id,
    name,
    lastMessage: messagePreview(chat.lastMessage, t),
    lastMessageAt: new Date(chat.lastMessage?.created ?? chat.created),
    now,
    unreadCount: chat.unreadCount,
    unreadLabel: t('unreadCount', { count: chat.unreadCount }),
    locale: dateLocale(),
  };
}
