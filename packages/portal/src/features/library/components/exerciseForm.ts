import {
  libraryExerciseBody,
  type BodyRegion,
  type Dosage,
  type LibraryExercise,
  type LibraryExerciseBody,
  type LibraryKind,
} from '@rehab/contract';
import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, Resolver } from 'react-hook-form';
import { noDosage } from '../../../lib/dosage';

/** The exercise's form: steps one a line, tags separated by commas; sent as the contract's body. */
export type ExerciseFormValues = {
  kind: LibraryKind;
  name: { sv: string; en: string };
  steps: { sv: string; en: string };
  watchOuts: { sv: string; en: string };
  regions: BodyRegion[];
  tags: string;
  level: number;
  dosage: Dosage;
};

/** The form's fields, as the server's errors name them once a step's or a tag's index is dropped. */
export const exerciseFormFields = [
  'kind',
  'name.sv',
  'name.en',
  'steps.sv',
  'steps.en',
  'watchOuts.sv',
  'watchOuts.en',
  'regions',
  'tags',
  'level',
  'dosage.sets',
  'dosage.repetitions',
  'dosage.holdSeconds',
  'dosage.durationSeconds',
  'dosage.restSeconds',
  'dosage.timesPerWeek',
  'dosage.load',
] as const;
export type ExerciseFormField = (typeof exerciseFormFields)[number];

/** A property of the body (`steps.sv.2`, `tags.0`) as the form field that holds it. */
export function formFieldOf(property: string): ExerciseFormField | undefined {
  const parts = property.split('.');
  const candidates = [parts.join('.'), parts.slice(0, 2).join('.'), parts[0] ?? ''];
  return exerciseFormFields.find((field) => candidates.includes(field));
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function bodyOf(values: ExerciseFormValues): LibraryExerciseBody {
  return {
    kind: values.kind,
    name: values.name,
    steps: { sv: lines(values.steps.sv), en: lines(values.steps.en) },
    watchOuts: values.watchOuts,
    regions: values.regions,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim().toLocaleLowerCase('sv'))
      .filter(Boolean),
    level: values.level,
    dosage: values.dosage,
  };
}

export function formValuesOf(exercise?: LibraryExercise): ExerciseFormValues {
  if (!exercise)
    return {
      kind: 'strength',
      name: { sv: '', en: '' },
      steps: { sv: '', en: '' },
      watchOuts: { sv: '', en: '' },
      regions: [],
      tags: '',
      level: 1,
      dosage: noDosage,
    };
  return {
    kind: exercise.kind,
    name: exercise.name,
    steps: { sv: exercise.steps.sv.join('\n'), en: exercise.steps.en.join('\n') },
    watchOuts: exercise.watchOuts,
    regions: exercise.regions,
    tags: exercise.tags.join(', '),
    level: exercise.level,
    dosage: exercise.dosage,
  };
}

type Issue = { code: string; path: PropertyKey[]; origin?: string; minimum?: unknown; maximum?: unknown };

/** A check of the contract's as the physio reads it. */
function issueText(t: TFunction, issue: Issue): string {
  const o = { ns: 'library' };
  if (issue.code === 'too_small' && issue.origin === 'string') return t('form.errors.required', o);
  if (issue.code === 'too_big' && issue.origin === 'string') return t('form.errors.tooLong', { ...o, max: Number(issue.maximum) });
  if (issue.code === 'too_big' && issue.origin === 'array') return t('form.errors.tooMany', { ...o, max: Number(issue.maximum) });
  if (issue.code === 'too_small' && issue.origin === 'number') return t('form.errors.atLeast', { ...o, min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'number') return t('form.errors.atMost', { ...o, max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.path[0] === 'tags') return t('form.errors.tag', o);
  return t('form.errors.invalid', o);
}

/** Checks the form with the contract's schema of the body, each message on the field that holds the value. */
export function exerciseResolver(t: TFunction): Resolver<ExerciseFormValues, unknown, LibraryExerciseBody> {
  return async (values, _context, options) => {
    const body = bodyOf(values);
    // Steps: at least one in Swedish; the English may follow later but not be empty when given.
    const result = libraryExerciseBody.safeParse(body);
    const errors: Record<string, FieldError> = {};
    if (body.steps.sv.length === 0) errors['steps.sv'] = { type: 'required', message: t('form.errors.stepsRequired', { ns: 'library' }) };
    if (!result.success) {
      for (const issue of result.error.issues as Issue[]) {
        const field = formFieldOf(issue.path.map(String).join('.'));
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issueText(t, issue) };
      }
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data as LibraryExerciseBody, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
