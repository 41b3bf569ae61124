import { z } from 'zod/mini';
import { exerciseType } from './enums';
import { dayField, isoDate, isoDateTime, validationMessages } from './validation';

const weekday = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(7));

/** GET /patients/list/{userId}/program?day&type */
export const programQuery = z.strictObject({
  day: z.optional(weekday),
  type: z.optional(exerciseType),
});

/** Program update (docs/rules/records.md): day, finish, level, programId, start, type. */
export const programUpdate = z.object({
  id: z.uuid(),
  programId: z.uuid(),
  /** 1 Monday .. 7 Sunday. */
  day: z.int(),
  start: isoDate,
  finish: isoDate,
  level: z.int(),
  type: exerciseType,
  createdAt: isoDateTime,
});

export const programResponse = z.object({
  programId: z.uuid(),
  updates: z.array(programUpdate),
});

/** PUT /patients/list/{userId}/program */
export const programUpdateBody = z
  .strictObject({
    day: z.int().check(z.minimum(1), z.maximum(7)),
    finish: dayField,
    level: z.int().check(z.minimum(1), z.maximum(10)),
    programId: z.uuid(),
    start: dayField,
    type: exerciseType,
  })
  // No message of its own: each side says it as the rule `invalid` on the finish ("Ogiltigt slutdatum").
  .check(z.refine((body) => body.finish >= body.start, { path: ['finish'] }));

/**
 * The form's check of a program update on `today` (the clinic's day): a line cannot end on a day already over,
 * as the server refuses it (rule `past` on the finish).
 */
export const programUpdateBodyOn = (today: string) =>
  programUpdateBody.check(z.refine((body) => body.finish >= today, { path: ['finish'], message: validationMessages.past() }));

export type ProgramUpdate = z.infer<typeof programUpdate>;
export type ProgramResponse = z.infer<typeof programResponse>;
export type ProgramUpdateBody = z.infer<typeof programUpdateBody>;
