import type { ChatMessage } from '@rehab/contract';
import { isSameDay, subDays } from 'date-fns';

export type ThreadItem =
  | { type: 'day'; key: string; day: 'today' | 'yesterday' | Date }
  | { type: 'unread'; key: string; count: number }
  | { type: 'message'; key: string; message: ChatMessage };

/**
 * The thread as it reads from top to bottom: oldest message first, a separator before each new day,
 * and the unread divider before `firstUnreadId` with the number of messages from the other side from there on.
 */
export function threadItems(newestFirst: readonly ChatMessage[], firstUnreadId: string | null, myId: string, now: Date): ThreadItem[] {
  const messages = [...newestFirst].reverse();
  const items: ThreadItem[] = [];
  const unreadAt = firstUnreadId ? messages.findIndex((message) => message.id === firstUnreadId) : -1;
  messages.forEach((message, index) => {
    const created = new Date(message.created);
    const previous = messages[index - 1];
    if (!previous || !isSameDay(new Date(previous.created), created)) {
      items.push({ type: 'day', key: `day-${message.id}`, day: dayOf(created, now) });
    }
    if (index === unreadAt) items.push({ type: 'unread', key: 'unread', count: messages.slice(unreadAt).filter((each) => each.sender.id !== myId).length });
    items.push({ type: 'message', key: message.id, message });
  });
  return items;
}

function dayOf(date: Date, now: Date): 'today' | 'yesterday' | Date {
  if (isSameDay(date, now)) return 'today';
  if (isSameDay(date, subDays(now, 1))) return 'yesterday';
  return date;
}

/** The oldest message from the other side that was unread when the chat was opened, if any. */
export function firstUnread(newestFirst: readonly ChatMessage[], myId: string): string | null {
  const unread = newestFirst.filter((message) => message.sender.id !== myId && message.readAt === null);
  return unread.at(-1)?.id ?? null;
}
