import { patientFormItems, questionnaireKinds } from '@rehab/contract';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

const texts = JSON.parse(
  readFileSync(new URL('../../../../../locales/sv/patientQuestionnaires.json', import.meta.url), 'utf8'),
) as Texts;
const at = (path: string[]) =>
  path.reduce<string | Texts | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), texts);

// The app words each form from its kind, item and option ids; a new item in the contract must not show as a key.
describe('the questionnaires texts', () => {
  it.each(questionnaireKinds)('name every item, choice and scale end of the %s form', (kind) => {
    expect(typeof at(['kinds', kind, 'title'])).toBe('string');
    for (const item of patientFormItems[kind]) {
      const key = ['items', kind, item.id];
      expect(typeof at([...key, 'question']), item.id).toBe('string');
      if (item.answer.kind === 'choice')
        for (const option of item.answer.options) expect(typeof at([...key, 'options', option]), option).toBe('string');
      if (item.answer.kind === 'scale')
        expect(
          [at([...key, 'low']), at([...key, 'high'])].every((end) => typeof end === 'string'),
          item.id,
        ).toBe(true);
    }
  });
});
