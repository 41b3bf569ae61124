import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationMembers, patients, users } from '../../db/schema';

/**
 * The physios who answer a patient now: the responsible physio, or every physio of the patient's organization
 * when there is none. Decided when a message or notification is sent, never kept: a physio removed from the
 * organization, closed or unassigned is not among them from that moment.
 */
export async function careContacts(db: Db, patientId: string): Promise<string[]> {
  const [responsible] = await db
    .select({ id: patients.responsiblePhysioId })
    .from(patients)
    .innerJoin(users, and(eq(users.id, patients.responsiblePhysioId), responsibleCondition))
    .where(eq(patients.userId, patientId))
    .limit(1);
  if (responsible?.id) return [responsible.id];
  return organizationPhysiosOf(db, patientId);
}

/** The same rule of a responsible physio as the patient views (scope.ts), written on `users` as that physio. */
const responsibleCondition = and(
  sql`${users.role} = 'physio' and ${users.deletedAt} is null`,
  sql`exists (select 1 from ${organizationMembers} where ${organizationMembers.userId} = ${patients.responsiblePhysioId}
              and ${organizationMembers.organizationId} = ${patients.organizationId})`,
);

/** Every open physio account of the patient's organization, oldest first. */
export async function organizationPhysiosOf(db: Db, patientId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(patients)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, patients.organizationId))
    .innerJoin(users, and(eq(users.id, organizationMembers.userId), eq(users.role, 'physio'), isNull(users.deletedAt)))
    .where(eq(patients.userId, patientId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => row.id);
}

/** Whether the physio may be made responsible for patients of the organization: an open physio account in it. */
export async function isPhysioOfOrganization(db: Db, physioId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, and(eq(users.id, organizationMembers.userId), eq(users.role, 'physio'), isNull(users.deletedAt)))
    .where(and(eq(organizationMembers.userId, physioId), eq(organizationMembers.organizationId, organizationId)))
    .limit(1);
  return Boolean(row);
}


/** The open physio accounts of an organization, by name, for choosing a patient's responsible physio. */
export async function listOrganizationPhysios(db: Db, organizationId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, and(eq(users.id, organizationMembers.userId), eq(users.role, 'physio'), isNull(users.deletedAt)))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.sortLastName), asc(organizationMembers.sortFirstName), asc(users.id));
}
