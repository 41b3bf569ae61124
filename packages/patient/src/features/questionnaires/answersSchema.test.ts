import { patientFormItems } from '@rehab/contract';
import { describe, expect, it } from 'vitest';
import { answersSchema, type AnswerMessages } from './answersSchema';

const messages: AnswerMessages = {
  choose: 'choose one',
  scale: ({ min, max }) => `from ${min} to ${max}`,
  text: 'write something',
  tooLong: (length) => `at most ${length}`,
};

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('answersSchema', () => {
  const wellBeing = answersSchema(patientFormItems['well-being'], messages);

  it('takes a well-being form with every item answered within its bounds', () => {
    const answers = {
      sleep: 'good',
      mood: 'varying',
      energy: 'much',
      'stress-scale': 0,
      'well-being': 100,
      'perceived-capacity': 7,
    };
    expect(wellBeing.safeParse(answers)).toMatchObject({ success: true, data: answers });
  });

  it('says for each item what is missing or wrong', () => {
    const result = wellBeing.safeParse({
      sleep: 'great',
      energy: 'much',
      'stress-scale': 11,
      'well-being': 50.5,
      'perceived-capacity': -1,
    });
    expect(issuesOf(result)).toEqual({
      sleep: 'choose one',
      mood: 'choose one',
      'stress-scale': 'from 0 to 10',
      'well-being': 'from 0 to 100',
      'perceived-capacity': 'from 0 to 10',
    });
  });

  it('trims a text answer and refuses one that is blank or too long', () => {
    const welcome = answersSchema(patientFormItems.welcome, messages);
    const choices = { complaint: 'knee', 'earlier-training': 'weekly' };
    expect(welcome.safeParse({ ...choices, goal: '  Gå utan smärta  ' })).toMatchObject({
      success: true,
      data: { goal: 'Gå utan smärta' },
    });
    expect(issuesOf(welcome.safeParse({ ...choices, goal: '   ' }))).toEqual({ goal: 'write something' });
    expect(issuesOf(welcome.safeParse({ ...choices, goal: 'x'.repeat(1001) }))).toEqual({ goal: 'at most 1000' });
  });
});
