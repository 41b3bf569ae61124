import { inLanguage, type ContentLanguage } from '../../reader-language';
import type { Appointment, AppointmentBody, PatientAppointment } from '@rehab/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { calendarEntries, patients, users } from '../../db/schema';
import { iso } from '../../dates';
import { notFound } from '../../errors';
import { carePatients } from '../patients/scope';

type EntryRow = typeof calendarEntries.$inferSelect;
type Person = { id: string; firstName: string; lastName: string; email: string };

/** The caller's own entry, or the 404 of one that is not theirs (another's entry is not told to exist). */
export async function findOwnEntry(db: Db, session: Session, entryId: string): Promise<EntryRow> {
  const [row] = await db.select().from(calendarEntries).where(and(eq(calendarEntries.id, entryId), eq(calendarEntries.physioId, session.userId)));
  if (!row) throw notFound('Calendar entry not found');
  return row;
}

/** A patient the caller treats (the care relationship), or the 404 of one they do not. */
export async function findTreatedPatient(db: Db, session: Session, patientId: string): Promise<Person> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(and(eq(patients.userId, patientId), eq(patients.status, 'active'), carePatients(session)));
  if (!row) throw notFound('Patient not found');
  return row;
}

export async function personOf(db: Db, userId: string): Promise<Person> {
  const [row] = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

export const appointmentView = (row: EntryRow, patient: Person | null, language: ContentLanguage = 'sv'): Appointment => ({
  id: row.id,
  type: row.type,
  title: inLanguage(language, row.title, row.titleEn),
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  patient: patient ? { id: patient.id, firstName: patient.firstName, lastName: patient.lastName } : null,
  videoUrl: row.videoUrl,
});

const fieldsOf = (body: AppointmentBody) => ({
  type: body.type,
  title: body.title,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  patientId: body.patientId,
  videoUrl: body.videoUrl,
});

export async function createEntry(db: Db, session: Session, body: AppointmentBody): Promise<EntryRow> {
  const [row] = await db.insert(calendarEntries).values({ physioId: session.userId, ...fieldsOf(body) }).returning();
  if (!row) throw new Error('the entry was not written');
  return row;
}

/** Moves or changes the entry; its SEQUENCE goes up so a calendar app replaces the invitation it holds. */
export async function updateEntry(db: Db, entry: EntryRow, body: AppointmentBody): Promise<EntryRow> {
  const [row] = await db
    .update(calendarEntries)
    // A title kept as it was, in either language, keeps both; a title the physio writes anew is theirs alone.
    .set({ ...fieldsOf(body), ...(body.title === entry.title || (entry.titleEn && body.title === entry.titleEn) ? { title: entry.title } : { titleEn: '' }), sequence: entry.sequence + 1 })
    .where(eq(calendarEntries.id, entry.id))
    .returning();
  if (!row) throw notFound('Calendar entry not found');
  return row;
}

export async function cancelEntry(db: Db, entry: EntryRow): Promise<void> {
  await db.delete(calendarEntries).where(eq(calendarEntries.id, entry.id));
}

/** The patient's appointments from the start of today on, soonest first, with the physio they are with. */
export async function ownAppointments(db: Db, patientId: string, now = new Date(), language: ContentLanguage = 'sv'): Promise<PatientAppointment[]> {
  const rows = await db
    .select({ entry: calendarEntries, physio: { firstName: users.firstName, lastName: users.lastName } })
    .from(calendarEntries)
    .leftJoin(users, eq(users.id, calendarEntries.physioId))
    .where(and(eq(calendarEntries.patientId, patientId), eq(calendarEntries.type, 'appointment'), gte(calendarEntries.endsAt, now)))
    .orderBy(asc(calendarEntries.startsAt), asc(calendarEntries.id))
    .limit(50);
  return rows.map(({ entry, physio }) => ({
    id: entry.id,
    type: entry.type,
    title: inLanguage(language, entry.title, entry.titleEn),
    startsAt: iso(entry.startsAt),
    endsAt: iso(entry.endsAt),
    videoUrl: entry.videoUrl,
    physio: physio?.firstName ? physio : null,
  }));
}
