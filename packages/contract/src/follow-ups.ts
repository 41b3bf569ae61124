import { z } from 'zod/mini';
import { attentionReasonKinds } from './attention';
import { dayField, emptyBody, freeText, isoDate, isoDateTime, noQuery } from './validation';

/**
 * The physio's work list (docs/rules/follow-ups.md): what to do next about a patient. The attention rules and
 * unsigned drafts make follow-ups themselves; a physio adds one by hand from the patient's page.
 * - contact-patient: get in touch (made when the patient newly needs attention);
 * - review-program: look the program over;
 * - sign-note: sign a journal draft (made when a draft has waited over a day).
 */
export const followUpKinds = ['contact-patient', 'review-program', 'sign-note'] as const;
export const followUpKind = z.enum(followUpKinds);
export type FollowUpKind = z.infer<typeof followUpKind>;
export const followUpOrigins = ['rule', 'physio'] as const;
/** Open: still to do (perhaps snoozed to a later day); done: acted on. */
export const followUpStatuses = ['open', 'done'] as const;

export const followUpBounds = { note: 500 } as const;

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

export const followUp = z.object({
  id: z.uuid(),
  patient: person,
  kind: followUpKind,
  origin: z.enum(followUpOrigins),
  /** Why the rules made it: the patient's attention reasons when it was made (empty for one made by hand). */
  reasons: z.array(z.enum(attentionReasonKinds)),
  note: z.nullable(z.string()),
  dueDate: isoDate,
  /** Put off to this day: it leaves the open list until then. */
  snoozedUntil: z.nullable(isoDate),
  status: z.enum(followUpStatuses),
  assignee: person,
  createdBy: z.nullable(person),
  createdAt: isoDateTime,
  doneAt: z.nullable(isoDateTime),
  doneBy: z.nullable(person),
});
export type FollowUp = z.infer<typeof followUp>;

/** Which of the physio's follow-ups: open now (due or not, not snoozed), snoozed to a later day, or done lately. */
export const followUpViews = ['open', 'snoozed', 'done'] as const;
export type FollowUpView = (typeof followUpViews)[number];

/** GET /specialists/follow-ups?view&limit: the follow-ups assigned to the physio, of the patients in their care. */
export const followUpsQuery = z.strictObject({
  view: z._default(z.enum(followUpViews), 'open'),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});
export const followUpCounts = z.object({
  open: z.int().check(z.minimum(0)),
  /** Of the open ones, those due today or earlier. */
  due: z.int().check(z.minimum(0)),
  snoozed: z.int().check(z.minimum(0)),
  /** Done in the last two weeks. */
  done: z.int().check(z.minimum(0)),
});
export type FollowUpCounts = z.infer<typeof followUpCounts>;
export const followUpsResponse = z.object({ items: z.array(followUp), counts: followUpCounts });
export type FollowUpsResponse = z.infer<typeof followUpsResponse>;

/** GET /patients/list/{userId}/follow-ups: the patient's open follow-ups, whoever has them. */
export const patientFollowUpsQuery = noQuery;
export const patientFollowUpsResponse = z.object({ items: z.array(followUp) });

/** POST /patients/list/{userId}/follow-ups → 201: a follow-up added by hand, the physio's own unless handed to a colleague. */
export const followUpBody = z.strictObject({
  kind: followUpKind,
  note: z.optional(freeText(followUpBounds.note, { trim: true })),
  dueDate: dayField,
  assigneeId: z.optional(z.uuid()),
});
export type FollowUpBody = z.infer<typeof followUpBody>;

export const followUpParams = z.strictObject({ userId: z.uuid(), followUpId: z.uuid() });
/** POST …/follow-ups/{followUpId}/done → 200 */
export const followUpDoneBody = emptyBody;
/** POST …/follow-ups/{followUpId}/snooze → 200: put off to a later day. */
export const followUpSnoozeBody = z.strictObject({ until: dayField });
/** POST …/follow-ups/{followUpId}/hand-over → 200: to another physio who has the patient in their care. */
export const followUpHandOverBody = z.strictObject({ assigneeId: z.uuid(), note: z.optional(freeText(followUpBounds.note, { trim: true })) });

/** The rule names of a refused follow-up change, in the error's constraints. */
export const followUpRules = {
  /** Snoozed to today or a day gone. */
  snoozeFuture: 'snooze-future',
  /** Handed to someone who is not a physio with the patient in their care. */
  colleague: 'colleague-in-care',
  /** Acted on once it is done. */
  open: 'follow-up-open',
} as const;

/** GET /patients/list/{userId}/colleagues: the physios who may take over a follow-up of the patient. */
export const colleaguesResponse = z.object({ items: z.array(person) });
