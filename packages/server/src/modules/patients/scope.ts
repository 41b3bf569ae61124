import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { journalNotes, organizationMembers, organizations, patientInvitations, patients, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';

/*
 * THE rules of who sees which patient, in one place (docs/security.md#access-model):
 * - the care rule: a physio reads the health record (notes, program, tasks, feedback, questionnaires,
 *   statistics, chat) of the patients of the organizations they are members of, and nobody else does, except
 *   under emergency access (./emergency-access.ts), which the record guard checks (./record.ts);
 * - the administrative rule: a physio or an organization admin lists and manages (status, responsible physio,
 *   treatment) the patients of their organizations.
 * The system admin manages organizations, physios and licenses and sees no patient at all.
 * An account has one role, so an organization admin is never also a physio; one who treats patients has a
 * physio account.
 */

/** Organizations the user is a member of, while the user's account is open. */
const memberOrganizationsOf = (userId: string) =>
  sql`(select ${organizationMembers.organizationId} from ${organizationMembers}
       join ${users} on ${users.id} = ${organizationMembers.userId} and ${users.deletedAt} is null
       where ${organizationMembers.userId} = ${userId})`;

/** Condition on `patients`: those whose health record the session reads by the care rule. */
export function carePatients(session: Pick<Session, 'userId' | 'role'>): SQL {
  if (session.role !== 'physio') return sql`false`;
  return inArray(patients.organizationId, memberOrganizationsOf(session.userId));
}

/** Condition on `patients`: those the session lists and manages administratively. */
export function listedPatients(session: Pick<Session, 'userId' | 'role'>): SQL {
  if (session.role !== 'physio' && session.role !== 'org_admin') return sql`false`;
  return inArray(patients.organizationId, memberOrganizationsOf(session.userId));
}

/** Whether the session reads health records by the care rule at all (of the patients it lists). */
export const hasCareRight = (session: Pick<Session, 'role'>) => session.role === 'physio';

const responsibleUser = alias(users, 'responsible_user');

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
  responsiblePhysioId: responsibleUser.id,
  responsiblePhysioFirstName: responsibleUser.firstName,
  responsiblePhysioLastName: responsibleUser.lastName,
  /** The pending invitation of a patient staff added (docs/rules/patients-in.md), read by its primary key. */
  invitationSentAt: sql<Date | null>`(select ${patientInvitations.sentAt} from ${patientInvitations}
    where ${patientInvitations.patientId} = ${patients.userId} and ${patientInvitations.acceptedAt} is null)`.mapWith(patientInvitations.sentAt),
  invitationExpiresAt: sql<Date | null>`(select ${patientInvitations.expiresAt} from ${patientInvitations}
    where ${patientInvitations.patientId} = ${patients.userId} and ${patientInvitations.acceptedAt} is null)`.mapWith(patientInvitations.expiresAt),
};

/**
 * The responsible physio counts only while they are an open physio account and a member of the patient's
 * organization: removing them from it is enough for them to answer the patient no more.
 */
export const responsibleJoin = and(
  eq(responsibleUser.id, patients.responsiblePhysioId),
  sql`${responsibleUser.role} = 'physio' and ${responsibleUser.deletedAt} is null`,
  sql`exists (select 1 from ${organizationMembers} where ${organizationMembers.userId} = ${patients.responsiblePhysioId}
              and ${organizationMembers.organizationId} = ${patients.organizationId})`,
) as SQL;

/** The patients the session lists and whose account is not removed; needs `users` joined. */
export const inListedScope = (session: Pick<Session, 'userId' | 'role'>) => and(listedPatients(session), isNull(users.deletedAt));

/**
 * A scope condition as a condition on `patients` alone, for counts over many patients: the removed accounts
 * are few (users_removed_idx), so asking them costs less than joining every patient's user.
 */
const withoutRemoved = (scope: SQL) =>
  and(
    scope,
    sql`not exists (select 1 from ${users} as removed where removed.id = ${patients.userId} and removed.deleted_at is not null)`,
  );
export const patientsInCareScope = (session: Pick<Session, 'userId' | 'role'>) => withoutRemoved(carePatients(session));
export const patientsInListedScope = (session: Pick<Session, 'userId' | 'role'>) => withoutRemoved(listedPatients(session));

/**
 * When the patient's latest note was signed (docs/rules/journal.md), read on journal_notes_signed_idx; a part of the
 * health record, so only for a session with the care right (null for an admin).
 */
const latestSignedNoteAt = (session: Pick<Session, 'role'>) =>
  hasCareRight(session)
    ? sql<Date | null>`(select max(${journalNotes.signedAt}) from ${journalNotes}
        where ${journalNotes.patientId} = ${patients.userId} and ${journalNotes.signedAt} is not null)`.mapWith(journalNotes.signedAt)
    : sql<Date | null>`null::timestamptz`.mapWith(journalNotes.signedAt);

/** The list's figures from the health record (list-facts.ts), for a session with the care right only (null for an admin). */
const healthFigures = (session: Pick<Session, 'role'>) =>
  hasCareRight(session)
    ? { lastActivityAt: patients.lastActivityAt, adherence: patients.adherence, needsAttention: sql<boolean | null>`${patients.needsAttention}` }
    : {
        lastActivityAt: sql<Date | null>`null::timestamptz`.mapWith(patients.lastActivityAt),
        adherence: sql<number | null>`null::smallint`,
        needsAttention: sql<boolean | null>`null::boolean`,
      };

/** Patients the session lists, with their user, organization and responsible physio (and `extra` columns), narrowed by `where`. */
export function selectListedPatients<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Db,
  session: Session,
  where?: SQL,
  extra?: Extra,
) {
  return db
    .select({ ...patientColumns, latestSignedNoteAt: latestSignedNoteAt(session), ...healthFigures(session), ...(extra as Extra) })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .leftJoin(responsibleUser, responsibleJoin)
    .where(and(inListedScope(session), where));
}

export type VisiblePatient = Awaited<ReturnType<typeof selectListedPatients>>[number];

/** One patient the session lists, or a 404 that does not tell whether the patient exists. */
export async function findListedPatient(db: Db, session: Session, patientId: string): Promise<VisiblePatient> {
  const [patient] = await selectListedPatients(db, session, eq(patients.userId, patientId)).limit(1);
  if (!patient) throw notFound('Patient not found');
  return patient;
}

/*
 * Who manages what, beside the patient rule above: a system admin manages every
 * organization and physio; an organization admin the organizations they are a
 * member of and the physios assigned to them; a physio or patient manages
 * nothing (403). Something outside the caller's organizations is a 404, so its
 * existence is not told.
 */
export const isAdmin = (session: Pick<Session, 'role'>) => session.role === 'org_admin' || session.role === 'system_admin';

/** 403 unless the caller is an organization or system admin. */
export function requireAdmin(session: Pick<Session, 'role'>): void {
  if (!isAdmin(session)) throw new HttpError(403, 'Only an administrator may do this');
}

/** 403 unless the caller is the system admin. */
export function requireSystemAdmin(session: Pick<Session, 'role'>): void {
  if (session.role !== 'system_admin') throw new HttpError(403, 'Only the system administrator may do this');
}

/** The organizations an admin belongs to, as a subquery of ids. */
const memberOrganizationIds = (userId: string) =>
  sql`(select ${organizationMembers.organizationId} from ${organizationMembers} where ${organizationMembers.userId} = ${userId})`;

/** Condition on `organizations`: the ones the session manages. */
export function managedOrganizations(session: Pick<Session, 'userId' | 'role'>): SQL {
  if (session.role === 'system_admin') return sql`true`;
  if (session.role !== 'org_admin') return sql`false`;
  return inArray(organizations.id, memberOrganizationIds(session.userId));
}

/** One organization the session manages (after the role check), or 404. */
export async function findManagedOrganization(db: Db, session: Session, organizationId: string) {
  requireAdmin(session);
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), managedOrganizations(session)))
    .limit(1);
  if (!organization) throw notFound('Organization not found');
  return organization;
}

/** 404 unless the session manages every one of these organizations. */
export async function assertManagesOrganizations(db: Db, session: Session, organizationIds: readonly string[]): Promise<void> {
  requireAdmin(session);
  const wanted = [...new Set(organizationIds)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, wanted), managedOrganizations(session)));
  if (found.length !== wanted.length) throw notFound('Organization not found');
}

/**
 * Condition on `users`: physio accounts not removed. Written as the predicate of the physio indexes
 * (migration 0009) with the role as a literal, so the planner can read a list through them.
 */
export const physioAccounts: SQL = sql`${users.role} = 'physio' and ${users.deletedAt} is null`;

/** Condition on `users`: the physios the session manages (not deleted). */
export function managedPhysios(session: Pick<Session, 'userId' | 'role'>): SQL {
  const physio = sql`(${physioAccounts})`;
  if (session.role === 'system_admin') return physio;
  if (session.role !== 'org_admin') return sql`false`;
  return and(
    physio,
    inArray(
      users.id,
      sql`(select ${organizationMembers.userId} from ${organizationMembers}
           where ${organizationMembers.organizationId} in ${memberOrganizationIds(session.userId)})`,
    ),
  ) as SQL;
}

/** One physio the session manages (after the role check), or 404. */
export async function findManagedPhysio(db: Db, session: Session, physioId: string) {
  requireAdmin(session);
  const [physio] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, physioId), managedPhysios(session)))
    .limit(1);
  if (!physio) throw notFound('Physio not found');
  return physio;
}

/**
 * A physio's sign-in identity (email, personal number, sessions) reaches into every organization they
 * work for, so only the system admin, or an organization admin who manages every one of those
 * organizations, may change it; anyone else gets 403.
 */
export async function assertMayChangeIdentity(db: Db, session: Session, physioId: string): Promise<void> {
  if (session.role === 'system_admin') return;
  requireAdmin(session);
  const [outside] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, physioId), sql`not ${managedOrganizations(session)}`))
    .limit(1);
  if (outside) throw new HttpError(403, 'The physio also works for organizations you do not manage; only their administrators together, or the system administrator, may change how they sign in');
}
