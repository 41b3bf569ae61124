import type { PatientTask } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { canMarkDone, isMissed } from './taskRules';

const week = { today: '2026-11-18', treatmentEnd: null };
const planned = (bookedDate: string) => ({ status: 'planned', bookedDate }) as PatientTask;

describe('marking a task done in the app', () => {
  it('offers today’s and yesterday’s planned tasks, not older ones nor coming ones', () => {
    expect(canMarkDone(planned('2026-11-18'), week)).toBe(true);
    expect(canMarkDone(planned('2026-11-17'), week)).toBe(true);
    expect(canMarkDone(planned('2026-11-16'), week)).toBe(false);
    expect(canMarkDone(planned('2026-10-28'), week)).toBe(false);
    expect(canMarkDone(planned('2026-11-19'), week)).toBe(false);
    expect(canMarkDone(planned('2026-11-18'), { ...week, treatmentEnd: '2026-11-10' })).toBe(false);
  });

  it('tells a planned task whose day is over as missed, not today’s or a coming one', () => {
    expect(isMissed(planned('2026-11-17'), week)).toBe(true);
    expect(isMissed(planned('2026-11-18'), week)).toBe(false);
    expect(isMissed(planned('2026-11-20'), week)).toBe(false);
    expect(isMissed({ status: 'done', bookedDate: '2026-11-17' } as PatientTask, week)).toBe(false);
  });
});
