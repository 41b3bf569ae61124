import type { ActivityType, CalendarEntry, PatientListItem, TodoItem } from '@rehab/contract';
import { and, asc, between, eq, isNull, or } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { calendarEntries, exercises, patients, tasks, users } from '../../db/schema';
import { addDays, iso, todayInSweden } from '../../dates';
import { selectVisiblePatients, visiblePatients } from '../patients/scope';
import { patientListItem } from '../patients/view';
import { taskView } from '../activities/service';

export async function listPatients(db: Db, session: Session, now = new Date()): Promise<PatientListItem[]> {
  const rows = await selectVisiblePatients(db, session).orderBy(asc(users.lastName), asc(users.firstName), asc(patients.userId));
  return rows.map((row) => patientListItem(row, now));
}

/** The tasks of the caller's patients on one day (today by default), optionally of one type. */
export async function listTodo(db: Db, session: Session, query: { type?: ActivityType; date?: string }, now = new Date()): Promise<TodoItem[]> {
  const date = query.date ?? todayInSweden(now);
  const rows = await db
    .select({
      task: tasks,
      exercise: { id: exercises.id, name: exercises.name },
      patient: { id: patients.userId, firstName: users.firstName, lastName: users.lastName },
    })
    .from(tasks)
    .innerJoin(patients, eq(patients.userId, tasks.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .leftJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .where(and(visiblePatients(session), eq(tasks.bookedDate, date), query.type ? eq(tasks.type, query.type) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(tasks.type), asc(tasks.id));
  return rows.map(({ task, exercise, patient }) => ({ ...taskView(task, exercise), patient }));
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
    .orderBy(asc(calendarEntries.startsAt));
  return rows.map(({ entry, patient }) => ({
    id: entry.id,
    type: entry.type,
    title: entry.title,
    startsAt: iso(entry.startsAt),
    endsAt: iso(entry.endsAt),
    patient: patient?.id ? { id: patient.id, firstName: patient.firstName ?? '', lastName: patient.lastName ?? '' } : null,
  }));
}
