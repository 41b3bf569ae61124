import { describe, expect, it } from 'vitest';
import { bodyOf, formFieldOf, formValuesOf } from './exerciseForm';

describe("the exercise's form", () => {
  it('sends steps one a line and tags split by commas, in lower case', () => {
    const body = bodyOf({ ...formValuesOf(), name: { sv: 'Knäböj', en: 'Squat' }, steps: { sv: ' Stå upp.\n\nSätt dig. ', en: '' }, tags: 'Balans, , styrka ' });
    expect(body.steps).toEqual({ sv: ['Stå upp.', 'Sätt dig.'], en: [] });
    expect(body.tags).toEqual(['balans', 'styrka']);
  });

  it("puts a refusal of a step or a tag on the field that holds it", () => {
    expect(formFieldOf('steps.sv.3')).toBe('steps.sv');
    expect(formFieldOf('tags.0')).toBe('tags');
    expect(formFieldOf('dosage.sets')).toBe('dosage.sets');
    expect(formFieldOf('name.en')).toBe('name.en');
    expect(formFieldOf('chainWith')).toBeUndefined();
  });
});
