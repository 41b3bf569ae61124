import { patientMarkDaysBack, type PatientTask, type PatientWeekResponse } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import type { ExerciseKind } from '@rehab/ui';

type Week = Pick<PatientWeekResponse, 'today' | 'treatmentEnd'>;

/**
 * A planned task of today or yesterday may be marked done while the treatment lasts, not one of weeks ago (the
 * server's rule too, `patientMarkDaysBack`).
 */
export function canMarkDone(task: PatientTask, week: Week): boolean {
  const earliest = addDays(week.today, -patientMarkDaysBack);
  return task.status === 'planned' && task.bookedDate <= week.today && task.bookedDate >= earliest && week.treatmentEnd === null;
}

/** A planned task whose day is over was not done: it reads so, not as one still to come. */
export function isMissed(task: PatientTask, week: Pick<Week, 'today'>): boolean {
  return task.status === 'planned' && task.bookedDate < week.today;
}

/**
 * A task marked done today may be taken back today, while the treatment lasts; so may one marked done offline
 * and still waiting to be sent (`isWaiting`), which the server does not have yet.
 */
export function canUndo(task: PatientTask, week: Week, isWaiting = false): boolean {
  // What the physio marked on the patient's behalf is the physio's to take back.
  if (task.status !== 'done' || week.treatmentEnd !== null || task.doneOnBehalf) return false;
  return isWaiting || (task.completedAt !== null && dayInSweden(task.completedAt) === week.today);
}

/** An exercise the patient did may be rated; a theory lesson is read, not rated. */
export function takesFeedback(task: PatientTask): boolean {
  return task.exercise !== null && task.exercise.type !== 'theory-lesson';
}

const kinds: Partial<Record<PatientTask['type'], ExerciseKind>> = {
  'exercise-strength': 'strength',
  strength: 'strength',
  'exercise-pulse': 'walking',
  walking: 'walking',
  breathing: 'breathing',
  mindfulness: 'mindfulness',
  'theory-lesson': 'theory-lesson',
  lesson: 'theory-lesson',
};

/** Which picture a task without its own shows. */
export function kindOf(task: PatientTask): ExerciseKind {
  return task.exercise?.type ?? kinds[task.type] ?? 'strength';
}

/** How many of the week's tasks are done, of all it has. */
export function weekProgress(tasks: PatientTask[]): { done: number; total: number } {
  return { done: tasks.filter((task) => task.status === 'done').length, total: tasks.length };
}
