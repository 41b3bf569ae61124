import type { ChatMessage } from '@rehab/contract';
import { isSameDay, subDays } from 'date-fns';

export type ThreadItem =
  | { type: 'day'; key: string; day: 'today' | 'yesterday' | Date }
  | { type: 'message'; key: string; message: ChatMessage };

/** The thread as it reads from top to bottom: oldest message first, a separator before each new day (on the phone's own clock). */
export function messageDays(newestFirst: readonly ChatMessage[], now: Date): ThreadItem[] {
  const messages = [...newestFirst].reverse();
  return messages.flatMap((message, index): ThreadItem[] => {
    const created = new Date(message.created);
    const previous = messages[index - 1];
    const item: ThreadItem = { type: 'message', key: message.id, message };
    if (previous && isSameDay(new Date(previous.created), created)) return [item];
    return [{ type: 'day', key: `day-${message.id}`, day: dayOf(created, now) }, item];
  });
}

function dayOf(date: Date, now: Date): 'today' | 'yesterday' | Date {
  if (isSameDay(date, now)) return 'today';
  if (isSameDay(date, subDays(now, 1))) return 'yesterday';
  return date;
}
