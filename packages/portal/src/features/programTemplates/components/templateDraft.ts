import { programTemplateBody, type Dosage, type LibraryKind, type ProgramTemplate, type ProgramTemplateBody } from '@rehab/contract';

/** A template being made or changed: its lines with each exercise's name for the screen. */
export type DraftExercise = { exerciseId: string; name: { sv: string; en: string }; dosage: Dosage; comment: string };
export type DraftLine = { key: string; day: number; type: LibraryKind; level: number; exercises: DraftExercise[] };
export type TemplateDraft = { name: string; weeks: number; lines: DraftLine[] };

let nextKey = 0;
export const lineKey = () => `line-${(nextKey += 1)}`;

export const emptyLine = (): DraftLine => ({ key: lineKey(), day: 1, type: 'strength', level: 1, exercises: [] });

export const draftOf = (template: ProgramTemplate | undefined): TemplateDraft =>
  template
    ? {
        name: template.name,
        weeks: template.weeks,
        lines: template.lines.map((line) => ({
          key: lineKey(),
          day: line.day,
          type: line.type,
          level: line.level,
          exercises: line.exercises.map((exercise) => ({ exerciseId: exercise.exerciseId, name: exercise.name, dosage: exercise.dosage, comment: exercise.comment })),
        })),
      }
    : { name: '', weeks: 12, lines: [emptyLine()] };

/** The body the server takes, checked with the contract: the first failing field's path and rule, or the body. */
export function bodyOf(draft: TemplateDraft): { body: ProgramTemplateBody } | { errors: Record<string, string> } {
  const body = {
    name: draft.name,
    weeks: draft.weeks,
    lines: draft.lines.map((line) => ({ day: line.day, type: line.type, level: line.level, exercises: line.exercises.map(({ exerciseId, dosage, comment }) => ({ exerciseId, dosage, comment })) })),
  };
  const checked = programTemplateBody.safeParse(body);
  if (checked.success) return { body };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.');
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { errors };
}

/** Moves one item of a list up or down a place. */
export function moved<T>(items: readonly T[], index: number, direction: 'up' | 'down'): T[] {
  const next = [...items];
  const target = direction === 'up' ? index - 1 : index + 1;
  const [item] = next.splice(index, 1);
  if (item === undefined || target < 0 || target > next.length) return [...items];
  next.splice(target, 0, item);
  return next;
}
