import { describe, expect, it } from 'vitest';
import { ageFromValue } from './age';
import { feedbackItem } from './feedback';

const camel = {
  id: '3f1c2b9e-8d4a-4b6e-9c1d-2a3b4c5d6e7f',
  user: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', firstName: 'Astrid', lastName: 'Ali' },
  exerciseName: 'Knäböj',
  exerciseImageUrl: null,
  groupName: 'legs',
  groupDisplayName: 'Ben',
  subjectType: 'task',
  subjectId: 'abc',
  exerciseType: 'strength',
  category: 'Ben',
  exerciseId: null,
  groupId: 1,
  groupIndex: 0,
  feedback: 'hard',
  pain: 6,
  feedbackNote: 'Ont i knät',
  created: '2026-11-20T10:00:00.000Z',
};

describe('the contract', () => {
  it('parses a feedback item in camelCase or snake_case to the same camelCase item', () => {
    const snake = Object.fromEntries(Object.entries(camel).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));
    expect(snake).toHaveProperty('exercise_image_url');
    expect(feedbackItem.parse(snake)).toEqual(feedbackItem.parse(camel));
    expect(feedbackItem.parse(snake)).toEqual(camel);
  });

  it('takes a value under 100 as an age and anything else as a birth timestamp', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ageFromValue(42, now)).toBe(42);
    expect(ageFromValue(Date.parse('1990-11-23T00:00:00Z'), now)).toBe(35);
    expect(ageFromValue(Date.parse('1990-11-22T00:00:00Z'), now)).toBe(36);
    expect(ageFromValue(Date.parse('1950-01-01T00:00:00Z'), now)).toBe(76);
  });
});
