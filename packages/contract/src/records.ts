import { z } from 'zod/mini';
import { entryType, healthMeasureKind, questionnaireKind } from './enums';
import { dayField, isoDateTime, page, pageCursor, pageLimit, periodChecks } from './validation';

/** GET /patients/list/{userId}/questionnaries/list */
export const questionnaire = z.object({
  id: z.uuid(),
  kind: questionnaireKind,
  createdAt: isoDateTime,
  completedAt: z.nullable(isoDateTime),
  answers: z.array(z.object({ name: z.string(), description: z.string(), answer: z.string() })),
});
export const questionnaireListResponse = z.array(questionnaire);

/** GET /specialists/calendar-entries/list, GET /patients/list/{userId}/calendar-entries/list */
export const calendarEntry = z.object({
  id: z.uuid(),
  type: entryType,
  title: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  patient: z.nullable(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  /** A video visit's link (https), or null. */
  videoUrl: z.nullable(z.string()),
});
/** From `from` to `to` (days, inclusive), by start, then end, a page at a time. */
export const calendarEntriesQuery = z
  .strictObject({ from: z.optional(dayField), to: z.optional(dayField), limit: pageLimit, cursor: z.optional(pageCursor) })
  .check(...periodChecks<{ from?: string; to?: string }>());
export const calendarEntriesResponse = page(calendarEntry);

/** GET /patients/list/{userId}/health-report */
export const healthReportResponse = z.object({
  measures: z.array(
    z.object({
      kind: healthMeasureKind,
      points: z.array(z.object({ date: isoDateTime, value: z.number() })),
      latest: z.nullable(z.number()),
      /** Latest minus first value; null with fewer than two points. */
      change: z.nullable(z.number()),
    }),
  ),
});

export type Questionnaire = z.infer<typeof questionnaire>;
export type CalendarEntry = z.infer<typeof calendarEntry>;
export type CalendarEntriesResponse = z.infer<typeof calendarEntriesResponse>;
export type HealthReportResponse = z.infer<typeof healthReportResponse>;
