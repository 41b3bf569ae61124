import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, patients, users } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * THE rule of who sees which patient, in one place: a physio or organization
 * admin sees the patients of the organizations they are members of; a system
 * admin sees all; anyone else sees none. Every query that touches patients
 * filters with this condition.
 */
export function visiblePatients(session: Pick<Session, 'userId' | 'role'>): SQL {
  if (session.role === 'system_admin') return sql`true`;
  if (session.role !== 'physio' && session.role !== 'org_admin') return sql`false`;
  return inArray(
    patients.organizationId,
    sql`(select ${organizationMembers.organizationId} from ${organizationMembers}
         join ${users} on ${users.id} = ${organizationMembers.userId} and ${users.deletedAt} is null
         where ${organizationMembers.userId} = ${session.userId})`,
  );
}

/** The columns every patient view starts from. */
export const patientColumns = {
  id: patients.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  gender: patients.gender,
  birthDate: patients.birthDate,
  phone: patients.phone,
  status: patients.status,
  treatmentEnd: patients.treatmentEnd,
  createdAt: users.createdAt,
  organizationId: organizations.id,
  organizationTitle: organizations.title,
};

/** Patients the session may see, with their user and organization, further narrowed by `where`. */
export function selectVisiblePatients(db: Db, session: Session, where?: SQL) {
  return db
    .select(patientColumns)
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .where(and(visiblePatients(session), isNull(users.deletedAt), where));
}

export type VisiblePatient = Awaited<ReturnType<typeof selectVisiblePatients>>[number];

/** One patient the session may see, or a 404 that does not tell whether the patient exists. */
export async function findVisiblePatient(db: Db, session: Session, patientId: string): Promise<VisiblePatient> {
  const [patient] = await selectVisiblePatients(db, session, eq(patients.userId, patientId)).limit(1);
  if (!patient) throw notFound('Patient not found');
  return patient;
}
