import type { ChatMessage } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { firstUnread, threadItems } from './threadItems';

const me = '00000000-0000-4000-8000-000000000001';
const patient = '00000000-0000-4000-8000-000000000002';

function message(id: string, created: Date, from: string, readAt: string | null = null): ChatMessage {
  const sender = { id: from, firstName: 'A', lastName: 'B', role: from === me ? ('physio' as const) : ('patient' as const) };
  const at = created.toISOString();
  return { id, chatId: 'c', seq: 1, kind: 'text', sender, text: id, file: null, feedback: null, readAt, created: at, updated: at };
}

const now = new Date(2026, 10, 23, 15, 0);

describe('the thread', () => {
  const newestFirst = [
    message('today-2', new Date(2026, 10, 23, 9, 30), patient),
    message('today-1', new Date(2026, 10, 23, 8, 0), patient),
    message('yesterday', new Date(2026, 10, 22, 20, 0), me, '2026-11-22T20:10:00.000Z'),
    message('older', new Date(2026, 10, 18, 10, 0), patient, '2026-11-18T11:00:00.000Z'),
  ];

  it('reads oldest first, with Today, Yesterday and a date before each new day', () => {
    const items = threadItems(newestFirst, null, me, now).map((item) =>
      item.type === 'message' ? item.message.id : item.type === 'day' ? (item.day instanceof Date ? item.day.getDate() : item.day) : 'unread',
    );
    expect(items).toEqual([18, 'older', 'yesterday', 'yesterday', 'today', 'today-1', 'today-2']);
  });

  it('puts the unread divider before the first unread message, counting the patient’s messages from there on', () => {
    const withMyReply = [message('mine', new Date(2026, 10, 23, 10, 0), me), ...newestFirst];
    const start = firstUnread(withMyReply, me);
    expect(start).toBe('today-1');
    const items = threadItems(withMyReply, start, me, now);
    const at = items.findIndex((item) => item.type === 'unread');
    expect(items[at]).toMatchObject({ count: 2 });
    expect(items[at + 1]).toMatchObject({ type: 'message', key: 'today-1' });
  });

  it('has no unread divider when everything from the patient was read', () => {
    expect(firstUnread(newestFirst.slice(2), me)).toBeNull();
    expect(threadItems(newestFirst.slice(2), null, me, now).some((item) => item.type === 'unread')).toBe(false);
  });

  it('has nothing to show for an empty chat', () => {
    expect(threadItems([], null, me, now)).toEqual([]);
  });
});
