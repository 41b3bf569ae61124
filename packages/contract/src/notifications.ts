import { z } from 'zod/mini';
import { difficulty, notificationKind } from './enums';
import { painRating } from './feedback';
import { isoDateTime, page, pageCursor, pageLimit } from './validation';

/** A notification as docs/rules/records.md names its fields. */
export const notification = z.object({
  id: z.uuid(),
  type: notificationKind,
  name: z.string(),
  description: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  created: isoDateTime,
  updated: isoDateTime,
});

/**
 * An ErrorMessage says what failed, for which patient, and what the physio can do about it;
 * one without all three is never made. Each failure has the actions that mend it.
 */
export const errorFailures = [
  'questionnaire-answers-not-saved',
  'activity-feedback-not-saved',
  'health-report-not-saved',
  'program-not-delivered',
] as const;
export const errorActions = ['ask-to-answer-again', 'ask-to-give-feedback-again', 'ask-to-report-again', 'save-program-again'] as const;
export type ErrorFailure = (typeof errorFailures)[number];
export type ErrorAction = (typeof errorActions)[number];
export const errorActionsOf: Record<ErrorFailure, readonly ErrorAction[]> = {
  'questionnaire-answers-not-saved': ['ask-to-answer-again'],
  'activity-feedback-not-saved': ['ask-to-give-feedback-again'],
  'health-report-not-saved': ['ask-to-report-again'],
  'program-not-delivered': ['save-program-again'],
};
/** Where the physio acts: a chat with the patient to ask them, or the patient's program. */
export const errorActionPlace: Record<ErrorAction, 'chat' | 'program'> = {
  'ask-to-answer-again': 'chat',
  'ask-to-give-feedback-again': 'chat',
  'ask-to-report-again': 'chat',
  'save-program-again': 'program',
};

/** The params of an ErrorMessage notification. */
export const errorMessageParams = z
  .strictObject({
    failure: z.enum(errorFailures),
    action: z.enum(errorActions),
    patientId: z.uuid(),
    /** The patient's full name when the failure happened. */
    patientName: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/\S/)),
  })
  .check(
    z.refine((params) => errorActionsOf[params.failure].includes(params.action), {
      path: ['action'],
      message: 'action is invalid',
    }),
  );
export type ErrorMessageParams = z.infer<typeof errorMessageParams>;

/**
 * The params of an ActivityFeedback notification: who said how an activity felt, so the bell says what happened
 * ("Karin Isaksson: Svår – Knäböj – nivå 4") in the reader's language. Older ones carry only the patient's id.
 */
export const activityFeedbackDetails = z.object({
  patientId: z.uuid(),
  /** The patient's full name when they gave it. */
  patientName: z.string().check(z.minLength(1), z.maxLength(200)),
  feedbackId: z.uuid(),
  chatId: z.uuid(),
  exerciseId: z.uuid(),
  exerciseName: z.string().check(z.minLength(1), z.maxLength(200)),
  feedback: difficulty,
  /** The pain the patient reported with it, NRS 0–10, when they did. */
  pain: z.optional(painRating),
  /** The task it was given on, when the app said. */
  taskId: z.optional(z.uuid()),
});
export type ActivityFeedbackDetails = z.infer<typeof activityFeedbackDetails>;

/** GET /specialists/notifications/all?sort=created&direction=desc, a page at a time. */
export const notificationsQuery = z.strictObject({
  sort: z._default(z.enum(['created']), 'created'),
  direction: z._default(z.enum(['asc', 'desc']), 'desc'),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
/** A page of the caller's notifications, and how many of all of them are unread (the bell's count). */
export const notificationListResponse = z.extend(page(notification), { unread: z.int() });

/** POST /specialists/notifications/read: the given ids, or all when none are given. */
export const notificationsReadBody = z.nullish(
  z.strictObject({ ids: z.optional(z.array(z.uuid()).check(z.minLength(1), z.maxLength(500))) }),
);
export const notificationsReadResponse = z.object({ read: z.int() });

export type Notification = z.infer<typeof notification>;
export type NotificationListResponse = z.infer<typeof notificationListResponse>;
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type NotificationsReadBody = z.infer<typeof notificationsReadBody>;
