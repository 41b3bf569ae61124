import { defaultReminderSettings, eveningReminderTime, type ReminderKind, type ReminderSettings } from '@rehab/contract';
import { addDays, clinicTimeZone, dayInSweden, formatTimeInSweden } from '@rehab/contract/dates';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEntries, patients, pushSubscriptions, reminderDeliveries, reminderSettings, tasks, users } from '../../db/schema';

/** A reminder owed now: its key (patient, day in Sweden, kind) is sent at most once. */
export interface DueReminder {
  patientId: string;
  day: string;
  kind: ReminderKind;
}

/** Nothing is sent from this time on: a reminder the server could not send in the day is dropped, not sent at night. */
export const lastReminderTime = '22:00';

/** The patient's choices, or the defaults while they have changed none. */
export async function settingsOf(db: Db, patientId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.patientId, patientId));
  return row ? { daily: row.daily, dailyTime: row.dailyTime, appointment: row.appointment, push: row.push, mail: row.mail } : defaultReminderSettings;
}

/**
 * Who is to be reminded of what at `now` (docs/rules/reminders.md). Patients in treatment whom a reminder can reach
 * (mail on, or notifications on and a device subscribed) only; a reminder is due
 * from its time until 22:00 in Sweden, and not once it was sent:
 * - daily: at the patient's time, while a task of today is still planned;
 * - evening: at 19:00, after the day's daily reminder went out, while nothing of today is logged (done or skipped)
 *   and a task is still planned;
 * - appointment: at the patient's time, the day before a visit.
 */
export async function dueReminders(db: Db, now: Date, onlyPatient?: string): Promise<DueReminder[]> {
  const day = dayInSweden(now);
  const time = formatTimeInSweden(now);
  if (time >= lastReminderTime) return [];
  const candidates = await db
    .select({
      patientId: patients.userId,
      daily: sql<boolean>`coalesce(${reminderSettings.daily}, ${defaultReminderSettings.daily})`,
      dailyTime: sql<string>`coalesce(${reminderSettings.dailyTime}, ${defaultReminderSettings.dailyTime})`,
      appointment: sql<boolean>`coalesce(${reminderSettings.appointment}, ${defaultReminderSettings.appointment})`,
    })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.patientId, patients.userId))
    .where(
      and(
        eq(patients.status, 'active'),
        isNull(users.deletedAt),
        // Whose time has come today: the evening's is after every chosen time.
        sql`coalesce(${reminderSettings.dailyTime}, ${defaultReminderSettings.dailyTime}) <= ${time}`,
        sql`(coalesce(${reminderSettings.mail}, ${defaultReminderSettings.mail}) or (coalesce(${reminderSettings.push}, ${defaultReminderSettings.push})
          and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.patientId} = ${patients.userId})))`,
        onlyPatient ? eq(patients.userId, onlyPatient) : undefined,
      ),
    );
  if (candidates.length === 0) return [];
  const ids = candidates.map((each) => each.patientId);
  const [today, sent, visits] = await Promise.all([
    db
      .select({
        patientId: tasks.patientId,
        planned: sql<number>`count(*) filter (where ${tasks.status} = 'planned')`.mapWith(Number),
        logged: sql<number>`count(*) filter (where ${tasks.status} <> 'planned')`.mapWith(Number),
      })
      .from(tasks)
      .where(and(inArray(tasks.patientId, ids), eq(tasks.bookedDate, day)))
      .groupBy(tasks.patientId),
    db
      .select({ patientId: reminderDeliveries.patientId, kind: reminderDeliveries.kind })
      .from(reminderDeliveries)
      .where(and(inArray(reminderDeliveries.patientId, ids), eq(reminderDeliveries.day, day))),
    db
      .selectDistinct({ patientId: calendarEntries.patientId })
      .from(calendarEntries)
      .where(
        and(
          inArray(calendarEntries.patientId, ids),
          eq(calendarEntries.type, 'appointment'),
          sql`(${calendarEntries.startsAt} at time zone ${clinicTimeZone})::date = ${addDays(day, 1)}::date`,
        ),
      ),
  ]);
  const tasksOf = new Map(today.map((row) => [row.patientId, row]));
  const sentKinds = new Set(sent.map((row) => `${row.patientId}:${row.kind}`));
  const visitTomorrow = new Set(visits.map((row) => row.patientId));
  const due: DueReminder[] = [];
  for (const patient of candidates) {
    const owed = (kind: ReminderKind) => !sentKinds.has(`${patient.patientId}:${kind}`);
    const day_ = tasksOf.get(patient.patientId);
    const planned = (day_?.planned ?? 0) > 0;
    if (patient.daily && planned && time < eveningReminderTime && owed('daily')) due.push({ patientId: patient.patientId, day, kind: 'daily' });
    if (patient.daily && planned && day_?.logged === 0 && time >= eveningReminderTime && !owed('daily') && owed('evening')) {
      due.push({ patientId: patient.patientId, day, kind: 'evening' });
    }
    if (patient.appointment && visitTomorrow.has(patient.patientId) && owed('appointment')) due.push({ patientId: patient.patientId, day, kind: 'appointment' });
  }
  return due;
}

/** Whether this reminder is still owed at `now`: read again just before sending, as the patient may have acted since it was queued. */
export async function isStillDue(db: Db, reminder: DueReminder, now: Date): Promise<boolean> {
  if (dayInSweden(now) !== reminder.day) return false;
  const due = await dueReminders(db, now, reminder.patientId);
  return due.some((each) => each.kind === reminder.kind);
}
