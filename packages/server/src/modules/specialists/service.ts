import { activityTypes, type ActivityType, type CalendarEntry, type DashboardResponse, type TaskStatus, type TodoResponse } from '@rehab/contract';
import { and, asc, between, count, countDistinct, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { decodeCursor, encodeCursor, uuidPattern } from '../../cursor';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { chatMessages, chats } from '../../db/chat-schema';
import { calendarEntries, exercises, patients, tasks, users } from '../../db/schema';
import { addDays, iso, todayInSweden } from '../../dates';
import { visiblePatients } from '../patients/scope';
import { taskView } from '../activities/service';

/** A page of the tasks of the caller's patients on one day (today by default), by patient name, then type; optionally of one type or status. */
export async function listTodo(
  db: Db,
  session: Session,
  query: { type?: ActivityType; status?: TaskStatus; date?: string; limit: number; cursor?: string },
  now = new Date(),
): Promise<TodoResponse> {
  const date = query.date ?? todayInSweden(now);
  const scope = `todo:${date}`;
  const filter = and(
    visiblePatients(session),
    isNull(users.deletedAt),
    eq(tasks.bookedDate, date),
    query.type ? eq(tasks.type, query.type) : undefined,
    query.status ? eq(tasks.status, query.status) : undefined,
  );
  let after: SQL | undefined;
  if (query.cursor) {
    const [name = '', type = '', id = ''] = decodeCursor(query.cursor, scope, 3, (value, index) =>
      index === 0 ? value.length <= 1000 : index === 1 ? (activityTypes as readonly string[]).includes(value) : uuidPattern.test(value),
    );
    after = sql`(${patients.sortName}, ${tasks.type}, ${tasks.id}) > (${name}, ${type}::activity_type, ${id}::uuid)`;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        task: tasks,
        exercise: { id: exercises.id, name: exercises.name },
        patient: { id: patients.userId, firstName: users.firstName, lastName: users.lastName, sortName: patients.sortName },
      })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
      .where(and(filter, after))
      .orderBy(asc(patients.sortName), asc(tasks.type), asc(tasks.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(filter),
  ]);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ task, exercise, patient }) => ({
      ...taskView(task, exercise),
      patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
    })),
    total: Number(total?.n ?? 0),
    nextCursor: rows.length > query.limit && last ? encodeCursor(scope, [last.patient.sortName, last.task.type, last.task.id]) : null,
  };
}

/** The caller's own calendar, from a week ago to a month ahead unless told otherwise. */
export async function listCalendar(db: Db, session: Session, query: { from?: string; to?: string }, now = new Date()): Promise<CalendarEntry[]> {
  const today = todayInSweden(now);
  const from = query.from ?? addDays(today, -7);
  const to = query.to ?? addDays(today, 31);
  const rows = await db
    .select({
      entry: calendarEntries,
      patient: { id: patients.userId, firstName: users.firstName, lastName: users.lastName },
    })
    .from(calendarEntries)
    .leftJoin(patients, eq(patients.userId, calendarEntries.patientId))
    .leftJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        eq(calendarEntries.physioId, session.userId),
        between(calendarEntries.startsAt, new Date(`${from}T00:00:00Z`), new Date(`${addDays(to, 1)}T00:00:00Z`)),
        // An entry about a patient shows only while that patient is in scope.
        or(isNull(calendarEntries.patientId), visiblePatients(session)),
      ),
    )
    // Entries starting together: the one ending first, then by id, the same every time.
    .orderBy(asc(calendarEntries.startsAt), asc(calendarEntries.endsAt), asc(calendarEntries.id));
  return rows.map(({ entry, patient }) => ({
    id: entry.id,
    type: entry.type,
    title: entry.title,
    startsAt: iso(entry.startsAt),
    endsAt: iso(entry.endsAt),
    patient: patient?.id ? { id: patient.id, firstName: patient.firstName ?? '', lastName: patient.lastName ?? '' } : null,
  }));
}

/** How far back a patient counts as new, and how far back a skipped task asks for a follow-up. */
export const newPatientDays = 14;
export const followUpDays = 7;

/** The counts on the specialist's home; what each one means is documented in the contract (dashboard.ts). */
export async function dashboardCounts(db: Db, session: Session, now = new Date()): Promise<DashboardResponse> {
  const today = todayInSweden(now);
  const newSince = new Date(now.getTime() - newPatientDays * 24 * 60 * 60 * 1000);
  const inScope = and(visiblePatients(session), isNull(users.deletedAt));
  const isNew = gte(users.createdAt, newSince);
  const [[newUsers], [newMessages], [followUp], [startupCalls]] = await Promise.all([
    db
      .select({ n: countDistinct(patients.userId) })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(and(inScope, isNew)),
    db
      .select({ n: countDistinct(chatMessages.id) })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .innerJoin(patients, eq(patients.userId, chats.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(and(inScope, eq(chats.physioId, session.userId), ne(chatMessages.senderId, session.userId), isNull(chatMessages.readAt))),
    db
      .select({ n: countDistinct(patients.userId) })
      .from(tasks)
      .innerJoin(patients, eq(patients.userId, tasks.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(
        and(
          inScope,
          eq(patients.status, 'active'),
          eq(tasks.status, 'skipped'),
          gte(tasks.bookedDate, addDays(today, -followUpDays)),
          lt(tasks.bookedDate, today),
        ),
      ),
    db
      .select({ n: countDistinct(calendarEntries.id) })
      .from(calendarEntries)
      .innerJoin(patients, eq(patients.userId, calendarEntries.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(
        and(inScope, isNew, eq(calendarEntries.physioId, session.userId), eq(calendarEntries.type, 'appointment'), gte(calendarEntries.endsAt, now)),
      ),
  ]);
  return {
    newUsers: newUsers?.n ?? 0,
    newMessages: newMessages?.n ?? 0,
    followUp: followUp?.n ?? 0,
    startupCalls: startupCalls?.n ?? 0,
  };
}
