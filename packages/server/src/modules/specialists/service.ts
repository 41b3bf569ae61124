import type { ContentLanguage } from '../../reader-language';
import { activityTypes, type ActivityType, type CalendarEntriesResponse, type DashboardResponse, type TaskStatus, type TodoResponse } from '@rehab/contract';
import { and, count, countDistinct, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import { enumPart, keysetAfter, keysetKey, keysetOrderBy, textPart, toPage, uuidPart, type KeysetOrder } from '../../keyset';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { chatMessages, chats } from '../../db/chat-schema';
import { calendarEntries, exercises, patients, tasks, users } from '../../db/schema';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { carePatients, patientsInCareScope } from '../patients/scope';
import { pageCalendarEntries, type CalendarPageQuery } from '../patients/calendar';
import { taskExerciseIn, taskView } from '../activities/service';

export type TodoQuery = { type?: ActivityType; status?: TaskStatus; date?: string; limit: number; cursor?: string };

/**
 * The two statements of a page of the to-do: its rows (one more than the page) and the total. Read patient by
 * patient in name order when the day has many tasks matching the filters, and from tasks_day_idx when it has
 * few or none (migration 0020 tells the planner which).
 */
export function todoPageQueries(db: Db, session: Session, query: TodoQuery, now = new Date(), language: ContentLanguage = 'sv') {
  const date = query.date ?? dayInSweden(now);
  const order: KeysetOrder = {
    scope: `todo:${date}`,
    parts: [textPart(patients.sortName), enumPart(tasks.type, 'activity_type', activityTypes), uuidPart(tasks.id)],
    descending: false,
  };
  const ofTheDay = and(
    eq(patients.status, 'active'),
    eq(tasks.bookedDate, date),
    query.type ? eq(tasks.type, query.type) : undefined,
    query.status ? eq(tasks.status, query.status) : undefined,
  );
  const filter = and(carePatients(session), isNull(users.deletedAt), ofTheDay);
  return {
    order,
    rows: db
      .select({
        task: tasks,
        exercise: taskExerciseIn(language),
        patient: { id: patients.userId, firstName: users.firstName, lastName: users.lastName },
        key: keysetKey(order),
      })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
      .where(and(filter, keysetAfter(order, query.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(query.limit + 1),
    total: db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .where(and(patientsInCareScope(session), ofTheDay)),
  };
}

/**
 * A page of the tasks of the caller's patients in treatment on one day (today by default), by patient
 * name, then type; optionally of one type or status. A patient whose treatment has ended is left out.
 */
export async function listTodo(db: Db, session: Session, query: TodoQuery, now = new Date(), language: ContentLanguage = 'sv'): Promise<TodoResponse> {
  const queries = todoPageQueries(db, session, query, now, language);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return toPage(queries.order, rows, query.limit, total?.n, ({ task, exercise, patient }) => ({ ...taskView(task, exercise), patient }));
}

/** A page of the caller's own calendar, from a week ago to a month ahead unless told otherwise. */
export async function listCalendar(db: Db, session: Session, query: CalendarPageQuery, now = new Date()): Promise<CalendarEntriesResponse> {
  const today = dayInSweden(now);
  return pageCalendarEntries(db, 'physio', ownCalendar(session), { ...query, from: query.from ?? addDays(today, -7), to: query.to ?? addDays(today, 31) });
}

/** The caller's own entries; one about a patient only while that patient is in scope. */
export const ownCalendar = (session: Session) =>
  and(eq(calendarEntries.physioId, session.userId), or(isNull(calendarEntries.patientId), carePatients(session)));

/** How far back a patient counts as new, and how far back a skipped task asks for a follow-up. */
export const newPatientDays = 14;
export const followUpDays = 7;

/** The statements of the counts on the specialist's home, one a count; what each one means is documented in the contract (dashboard.ts). */
export function dashboardQueries(db: Db, session: Session, now = new Date()) {
  const today = dayInSweden(now);
  const newSince = new Date(now.getTime() - newPatientDays * 24 * 60 * 60 * 1000);
  const inScope = and(carePatients(session), isNull(users.deletedAt));
  // The patient row's copy of the account's creation (joined_at, kept by a trigger) is indexed; users.created_at is not.
  const isNew = gte(patients.joinedAt, newSince);
  return {
    newUsers: db
      .select({ n: count() })
      .from(patients)
      .where(and(patientsInCareScope(session), isNew)),
    newMessages: db
      .select({ n: countDistinct(chatMessages.id) })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .innerJoin(patients, eq(patients.userId, chats.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(and(inScope, eq(chats.physioId, session.userId), ne(chatMessages.senderId, session.userId), isNull(chatMessages.readAt))),
    // Patients with a skipped task, not skipped tasks made distinct by patient: the week's skipped tasks become a
    // set of patients once, read from the partial index, instead of each being joined to its patient and counted.
    followUp: db
      .select({ n: count() })
      .from(patients)
      .where(
        and(
          patientsInCareScope(session),
          eq(patients.status, 'active'),
          inArray(
            patients.userId,
            db
              .select({ id: tasks.patientId })
              .from(tasks)
              .where(
                and(
                  eq(tasks.status, 'skipped'),
                  gte(tasks.bookedDate, addDays(today, -followUpDays)),
                  lt(tasks.bookedDate, today),
                ),
              ),
          ),
        ),
      ),
    startupCalls: db
      .select({ n: countDistinct(calendarEntries.id) })
      .from(calendarEntries)
      .innerJoin(patients, eq(patients.userId, calendarEntries.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(
        and(
          inScope,
          isNew,
          eq(calendarEntries.physioId, session.userId),
          eq(calendarEntries.type, 'appointment'),
          gte(calendarEntries.endsAt, now),
        ),
      ),
  };
}

/** The counts on the specialist's home. */
export async function dashboardCounts(db: Db, session: Session, now = new Date()): Promise<DashboardResponse> {
  const queries = dashboardQueries(db, session, now);
  const [[newUsers], [newMessages], [followUp], [startupCalls]] = await Promise.all([
    queries.newUsers,
    queries.newMessages,
    queries.followUp,
    queries.startupCalls,
  ]);
  return {
    newUsers: newUsers?.n ?? 0,
    newMessages: newMessages?.n ?? 0,
    followUp: followUp?.n ?? 0,
    startupCalls: startupCalls?.n ?? 0,
  };
}
