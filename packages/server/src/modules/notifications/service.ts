import {
  errorMessageParams,
  type ActivityFeedbackDetails,
  type Difficulty,
  type ErrorAction,
  type ErrorFailure,
  type Notification,
  type NotificationKind,
  type NotificationListResponse,
} from '@rehab/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, patients, users } from '../../db/schema';
import { iso } from '../../dates';
import { keysetAfter, keysetKey, keysetOrderBy, timePart, toPage, uuidPart, type KeysetOrder } from '../../keyset';
import type { Realtime } from '../../realtime/hub';
import type { Session } from '../../auth/tokens';
import { carePatients } from '../patients/scope';

const notificationView = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  type: row.type,
  name: row.name,
  description: row.description,
  code: row.code,
  params: row.params,
  isRead: row.isRead,
  created: iso(row.createdAt),
  updated: iso(row.updatedAt),
});

type NotificationPageQuery = { direction: 'asc' | 'desc'; limit: number; cursor?: string };

/**
 * A notification that names a patient is shown only while the patient is in the reader's care (scope.ts): one
 * stored before a physio was removed from the patient's organization tells them nothing afterwards.
 */
const stillInCare = (session: Pick<Session, 'userId' | 'role'>) =>
  sql`(not (${notifications.params} ? 'patientId') or exists (select 1 from ${patients}
        where ${patients.userId}::text = ${notifications.params}->>'patientId' and ${carePatients(session)}))`;

/** The two statements of a page: its rows (one more than the page, to tell whether another follows) and the counts. */
export function notificationPageQueries(db: Db, session: Pick<Session, 'userId' | 'role'>, query: NotificationPageQuery) {
  const userId = session.userId;
  const order: KeysetOrder = {
    scope: `notifications:${query.direction}`,
    parts: [timePart(notifications.createdAt), uuidPart(notifications.id)],
    descending: query.direction === 'desc',
  };
  const mine = and(eq(notifications.userId, userId), stillInCare(session));
  return {
    order,
    rows: db
      .select({ row: notifications, key: keysetKey(order) })
      .from(notifications)
      .where(and(mine, keysetAfter(order, query.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(query.limit + 1),
    counts: db
      .select({ n: count(), unread: sql<number>`count(*) filter (where ${notifications.isRead} = false)`.mapWith(Number) })
      .from(notifications)
      .where(mine),
  };
}

/** A page of the user's notifications by creation time, with how many of all are unread. */
export async function listNotifications(db: Db, session: Pick<Session, 'userId' | 'role'>, query: NotificationPageQuery): Promise<NotificationListResponse> {
  const queries = notificationPageQueries(db, session, query);
  const [rows, [counts]] = await Promise.all([queries.rows, queries.counts]);
  return { ...toPage(queries.order, rows, query.limit, counts?.n, ({ row }) => notificationView(row)), unread: counts?.unread ?? 0 };
}

/** The patients the notifications name (each kind carries its patient's id in its params). */
export function patientsNamed(items: readonly Notification[]): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return [...new Set(items.flatMap(({ params }) => (typeof params.patientId === 'string' && uuid.test(params.patientId) ? [params.patientId] : [])))];
}

/** Marks the given notifications of the user read, or all of them when no ids are given. */
export async function markNotificationsRead(db: Db, userId: string, ids?: string[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true, updatedAt: new Date() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface NewNotification {
  type: NotificationKind;
  name: string;
  description: string;
  code: string;
  params: Record<string, string | number>;
}

/** Thrown instead of storing an ErrorMessage that does not say what failed, for whom and what to do. */
export class IncompleteErrorMessage extends Error {}

/**
 * The stored fields of an ErrorMessage. Name and description are the Swedish text for readers
 * without the portal's translations (a mail, the database); the portal writes its own from params.
 */
export function errorMessageNotification(params: {
  failure: ErrorFailure;
  action: ErrorAction;
  patientId: string;
  patientName: string;
}): NewNotification {
  const checked = errorMessageParams.safeParse(params);
  if (!checked.success) throw new IncompleteErrorMessage(`an ErrorMessage needs what failed, the patient and what to do: ${checked.error.message}`);
  const { failure, action, patientName } = checked.data;
  return {
    type: 'ErrorMessage',
    name: errorTitles[failure],
    description: `${errorSentences[failure](patientName)} ${actionSentences[action]}`,
    code: failure,
    params: checked.data,
  };
}

/**
 * The stored fields of an ActivityFeedback: who said how which activity felt. As with an error, name and description
 * are the Swedish text for readers without the portal's translations; the portal writes its own from params.
 */
export function activityFeedbackNotification(params: ActivityFeedbackDetails): NewNotification {
  return {
    type: 'ActivityFeedback',
    name: 'Ny feedback på aktivitet',
    description: `${params.patientName}: ${difficultyNames[params.feedback]} – ${params.exerciseName}`,
    code: 'activity-feedback',
    params,
  };
}

const difficultyNames: Record<Difficulty, string> = { easy: 'Lätt', moderate: 'Lagom', hard: 'Svår' };

const errorTitles: Record<ErrorFailure, string> = {
  'questionnaire-answers-not-saved': 'Formulärsvar sparades inte',
  'activity-feedback-not-saved': 'Feedback sparades inte',
  'health-report-not-saved': 'Skattningar sparades inte',
  'program-not-delivered': 'Programmet nådde inte appen',
};
const errorSentences: Record<ErrorFailure, (patient: string) => string> = {
  'questionnaire-answers-not-saved': (patient) => `Svaren som ${patient} skickade på ett formulär kunde inte sparas.`,
  'activity-feedback-not-saved': (patient) => `Feedbacken som ${patient} gav på en övning kunde inte sparas.`,
  'health-report-not-saved': (patient) => `Skattningarna som ${patient} rapporterade kunde inte sparas.`,
  'program-not-delivered': (patient) => `Ändringen av programmet för ${patient} kunde inte skickas till patientens app.`,
};
const actionSentences: Record<ErrorAction, string> = {
  'ask-to-answer-again': 'Be patienten fylla i formuläret igen.',
  'ask-to-give-feedback-again': 'Be patienten ge sin feedback igen.',
  'ask-to-report-again': 'Be patienten rapportera skattningarna igen.',
  'save-program-again': 'Kontrollera programmet och spara det igen.',
};

/**
 * Tells a physio that something failed for one of their patients, and what to do: the patient
 * is read by id (their name as it is now), and an unknown patient is refused like missing params.
 */
export async function notifyFailure(
  db: Db,
  realtime: Realtime,
  physioId: string,
  failure: { failure: ErrorFailure; action: ErrorAction; patientId: string },
): Promise<Notification> {
  const [patient] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(eq(patients.userId, failure.patientId));
  if (!patient) throw new IncompleteErrorMessage(`an ErrorMessage names a patient; ${failure.patientId} is none`);
  const patientName = `${patient.firstName} ${patient.lastName}`.trim();
  return notify(db, realtime, physioId, errorMessageNotification({ ...failure, patientName }));
}

/** Stores a notification, then tells the user's open portals. An ErrorMessage must say what failed, for whom and what to do. */
export async function notify(db: Db, realtime: Realtime, userId: string, notification: NewNotification): Promise<Notification> {
  if (notification.type === 'ErrorMessage' && !errorMessageParams.safeParse(notification.params).success) {
    throw new IncompleteErrorMessage('an ErrorMessage needs what failed, the patient and what to do');
  }
  const [row] = await db.insert(notifications).values({ userId, ...notification }).returning();
  if (!row) throw new Error('notification not stored');
  const view = notificationView(row);
  realtime.emit([userId], 'notification:new', view);
  return view;
}

/** The same notification to each of the physios who answer a patient now (patients/care.ts). */
export async function notifyEach(db: Db, realtime: Realtime, userIds: readonly string[], notification: NewNotification): Promise<void> {
  for (const userId of new Set(userIds)) await notify(db, realtime, userId, notification);
}
