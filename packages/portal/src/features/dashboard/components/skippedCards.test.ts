import type { TodoItem } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { skippedCards } from './skippedCards';

const patient = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });
const eva = patient('11111111-1111-4111-8111-111111111111', 'Eva', 'Ek');
const ali = patient('22222222-2222-4222-8222-222222222222', 'Ali', 'Öberg');
const task = (id: number, who: ReturnType<typeof patient>, bookedDate: string) =>
  ({ id: `t${id}`, patient: who, bookedDate, type: 'exercise-strength', status: 'skipped' }) as unknown as TodoItem;

describe('the skipped tasks of the home calendar', () => {
  it('are one card per patient and day, saying how many, most first', () => {
    const cards = skippedCards(
      [task(1, eva, '2026-11-16'), task(2, ali, '2026-11-16'), task(3, ali, '2026-11-16'), task(4, eva, '2026-11-17'), task(5, ali, '2026-11-16')],
      (count) => `${count} överhoppade`,
    );
    expect(cards.map((card) => [card.title, card.statusText, card.start.getDate(), card.patientId])).toEqual([
      ['Ali Öberg', '3 överhoppade', 16, ali.id],
      ['Eva Ek', '1 överhoppade', 16, eva.id],
      ['Eva Ek', '1 överhoppade', 17, eva.id],
    ]);
    expect(new Set(cards.map((card) => card.id)).size).toBe(3);
    expect(cards.every((card) => card.isAllDay && card.status === 'skipped' && card.type === undefined)).toBe(true);
  });
});
