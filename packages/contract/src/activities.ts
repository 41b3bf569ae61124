import { z } from 'zod';
import { activityType, difficulty, exerciseType, taskStatus } from './enums';
import { emptyBody, isoDate, isoDateTime } from './validation';

export const exercise = z.object({
  id: z.uuid(),
  type: exerciseType,
  name: z.string(),
  level: z.number().int(),
  repetitions: z.number().int().nullable(),
  instruction: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  groupDisplayName: z.string(),
  imageUrl: z.string().nullable(),
  lessonNumber: z.number().int().nullable(),
});

/** A planned, done or skipped activity of a patient. */
export const task = z.object({
  id: z.uuid(),
  type: activityType,
  status: taskStatus,
  bookedDate: isoDate,
  level: z.number().int().nullable(),
  completedAt: isoDateTime.nullable(),
  difficulty: difficulty.nullable(),
  feedback: z.string().nullable(),
  lessonNumber: z.number().int().nullable(),
  exercise: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});

export const exerciseLevel = z.object({ exerciseType, level: z.number().int() });

/** GET /activities/{userId}?weekOffset */
export const activitiesParams = z.strictObject({ userId: z.uuid() });
export const activitiesQuery = z.strictObject({
  weekOffset: z.coerce.number().int().min(-520).max(520).default(0),
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
  level: z.number().int().min(1).max(10),
});
export const userExerciseResponse = exerciseLevel;

/**
 * POST /activities/{userId}/tasks/{taskId}/done: the physio marks a pending (planned) task as
 * done on the patient's behalf, e.g. after a session at the clinic. Empty body; answers the task.
 */
export const taskDoneParams = z.strictObject({ userId: z.uuid(), taskId: z.uuid() });
export const taskDoneBody = emptyBody;
export const taskDoneResponse = task;

/** GET /specialists/patients/todo?type&date */
export const todoQuery = z.strictObject({
  type: activityType.optional(),
  date: isoDate.optional(),
});
export const todoItem = task.extend({
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
});
export const todoResponse = z.array(todoItem);

/** GET /patients/list/{userId}/activity-statistic */
export const activityCounts = z.object({
  done: z.number().int(),
  skipped: z.number().int(),
  planned: z.number().int(),
});
export const activityStatisticResponse = z.object({
  totals: activityCounts,
  /** Done share of the tasks whose day has passed, 0..1, per kind. */
  compliance: z.object({ exercises: z.number(), theoryLessons: z.number() }),
  byType: z.array(activityCounts.extend({ type: activityType })),
  byWeek: z.array(activityCounts.extend({ weekStart: isoDate })),
});

export type Exercise = z.infer<typeof exercise>;
export type Task = z.infer<typeof task>;
export type ActivitiesResponse = z.infer<typeof activitiesResponse>;
export type TodoItem = z.infer<typeof todoItem>;
export type ActivityStatisticResponse = z.infer<typeof activityStatisticResponse>;
