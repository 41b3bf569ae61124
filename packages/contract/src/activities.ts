import { z } from 'zod/mini';
import { activityType, difficulty, exerciseType, taskStatus } from './enums';
import { painRating } from './feedback';
import { dayField, emptyBody, isoDate, isoDateTime, page, pageCursor, pageLimit, periodChecks } from './validation';

export const exercise = z.object({
  id: z.uuid(),
  type: exerciseType,
  name: z.string(),
  level: z.int(),
  repetitions: z.nullable(z.int()),
  instruction: z.string(),
  groupId: z.int(),
  groupName: z.string(),
  groupDisplayName: z.string(),
  imageUrl: z.nullable(z.string()),
  lessonNumber: z.nullable(z.int()),
});

/** A planned, done or skipped activity of a patient. */
export const task = z.object({
  id: z.uuid(),
  type: activityType,
  status: taskStatus,
  bookedDate: isoDate,
  level: z.nullable(z.int()),
  completedAt: z.nullable(isoDateTime),
  difficulty: z.nullable(difficulty),
  /** The pain reported with the verdict, NRS 0–10. */
  pain: z.nullable(painRating),
  feedback: z.nullable(z.string()),
  /** The patient's comments on the task and the result they reached (docs/rules/records.md), as they reported it. */
  comments: z.nullable(z.string()),
  result: z.nullable(z.string()),
  lessonNumber: z.nullable(z.int()),
  exercise: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** Marked done by a physio on the patient's behalf (docs/rules/records.md), not reported by the patient. */
  doneOnBehalf: z.boolean(),
});

export const exerciseLevel = z.object({ exerciseType, level: z.int() });

/** GET /activities/{userId}?weekOffset */
export const activitiesParams = z.strictObject({ userId: z.uuid() });
export const activitiesQuery = z.strictObject({
  weekOffset: z._default(z.coerce.number().check(z.int(), z.minimum(-520), z.maximum(520)), 0),
});
export const activitiesResponse = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  levels: z.array(exerciseLevel),
  /** The exercises at the patient's current level of each kind. */
  exercises: z.array(exercise),
  tasks: z.array(task),
});

/** PATCH /user-exercises/{patientId} */
export const userExerciseParams = z.strictObject({ patientId: z.uuid() });
export const userExerciseBody = z.strictObject({
  exerciseType,
  level: z.int().check(z.minimum(1), z.maximum(10)),
});
export const userExerciseResponse = exerciseLevel;

/**
 * POST /activities/{userId}/tasks/{taskId}/done: the physio marks a pending (planned) task as
 * done on the patient's behalf, e.g. after a session at the clinic. Empty body; answers the task.
 */
export const taskDoneParams = z.strictObject({ userId: z.uuid(), taskId: z.uuid() });
export const taskDoneBody = emptyBody;
export const taskDoneResponse = task;
/**
 * DELETE /activities/{userId}/tasks/{taskId}/done → 200 task: a physio takes back a task marked done on the
 * patient's behalf; a task the patient reported themselves is theirs (409), as is one not done.
 */
export const taskUndoneResponse = task;

/** GET /specialists/patients/todo?type&status&date&limit&cursor: a day's tasks by patient name, a page at a time. */
export const todoQuery = z.strictObject({
  type: z.optional(activityType),
  status: z.optional(taskStatus),
  date: z.optional(dayField),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
export const todoItem = z.extend(task, {
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
});
export const todoResponse = page(todoItem);

/** GET /patients/list/{userId}/activity-statistic */
/** A planned task whose day is over is missed; one whose day is today or later is still planned. */
export const activityCounts = z.object({
  done: z.int(),
  skipped: z.int(),
  missed: z.int(),
  planned: z.int(),
});
export const activityStatisticResponse = z.object({
  totals: activityCounts,
  /** Done share of the tasks whose day has passed, 0..1, per kind. */
  compliance: z.object({ exercises: z.number(), theoryLessons: z.number() }),
  byType: z.array(z.extend(activityCounts, { type: activityType })),
  byWeek: z.array(z.extend(activityCounts, { weekStart: isoDate })),
});

/**
 * GET /patients/list/{userId}/activity-statistic?from&to and /health-report?from&to: the tasks booked and the
 * measures taken from `from` to `to` (days in Sweden, inclusive); either end left out is open.
 */
const statisticPeriod = { from: z.optional(dayField), to: z.optional(dayField) };
export const patientStatisticQuery = z.strictObject(statisticPeriod).check(...periodChecks<{ from?: string; to?: string }>());

/** GET /patients/list/{userId}/statistics.csv?from&to&lang: both as one download, in Swedish unless lang=en. */
export const patientStatisticCsvQuery = z
  .strictObject({ ...statisticPeriod, lang: z._default(z.enum(['sv', 'en']), 'sv') })
  .check(...periodChecks<{ from?: string; to?: string }>());

export type PatientStatisticQuery = z.infer<typeof patientStatisticQuery>;
export type PatientStatisticCsvQuery = z.infer<typeof patientStatisticCsvQuery>;
export type Exercise = z.infer<typeof exercise>;
export type Task = z.infer<typeof task>;
export type ActivitiesResponse = z.infer<typeof activitiesResponse>;
export type TodoItem = z.infer<typeof todoItem>;
export type TodoResponse = z.infer<typeof todoResponse>;
export type ActivityStatisticResponse = z.infer<typeof activityStatisticResponse>;
