// @vitest-environment happy-dom
import type { ChatMessage } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { messageDays } from './messageDays';

const person = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Anna', lastName: 'Berg', role: 'physio' as const };

const message = (id: number, created: string): ChatMessage => ({
  id: `00000000-0000-4000-8000-00000000010${id}`,
  chatId: '00000000-0000-4000-8000-000000000200',
  seq: id,
  kind: 'text',
  sender: person,
  text: `Meddelande ${id}`,
  file: null,
  feedback: null,
  readAt: null,
  created,
  updated: created,
});

describe('messageDays', () => {
  const now = new Date(2026, 10, 18, 14, 0);

  it('reads oldest first, with one separator before each day: a date, then yesterday, then today', () => {
    const newestFirst = [
      message(4, new Date(2026, 10, 18, 9, 30).toISOString()),
      message(3, new Date(2026, 10, 17, 20, 0).toISOString()),
      message(2, new Date(2026, 10, 17, 8, 0).toISOString()),
      message(1, new Date(2026, 10, 12, 10, 0).toISOString()),
    ];
    const items = messageDays(newestFirst, now);
    expect(items.map((item) => (item.type === 'day' ? item.day : item.message.seq))).toEqual([
      new Date(2026, 10, 12, 10, 0),
      1,
      'yesterday',
      2,
      3,
      'today',
      4,
    ]);
  });

  it('has nothing to show for an empty chat', () => {
    expect(messageDays([], now)).toEqual([]);
  });
});
