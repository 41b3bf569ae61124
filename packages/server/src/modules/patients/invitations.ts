import type { InvitationDetails, InvitationState, PatientInvitation } from '@rehab/contract';
import { normalizePersonalNumber, type patientAddBody } from '@rehab/contract';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod/mini';
import type { Session } from '../../auth/tokens';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { journalNotes, organizationMembers, organizations, patientInvitations, patients, users } from '../../db/schema';
import { badField, conflict, HttpError, notFound } from '../../errors';
import type { Mail, Mailer } from '../../mail/mailer';
import { licenseHolders } from '../organizations/service';
import { isPhysioOfOrganization } from './care';
import { listedPatients, type VisiblePatient } from './scope';

/*
 * Patients in (docs/rules/patients-in.md): staff add a patient and the patient is mailed a link that opens the
 * patient app's joining flow with the address already confirmed. The link's secret is kept only as its hash,
 * works once, for a week, and only the newest one sent works.
 */

/** How long an invitation's link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

/** The link in the mail: the patient app's joining flow, the secret after `#` so it never reaches a server log. */
export const invitationLink = (portalUrl: string, token: string) => `${portalUrl.replace(/\/$/, '')}/app/join#invitation=${token}`;

function invitationMail(patient: { email: string; firstName: string }, organizationTitle: string, link: string): Mail {
  return {
    to: patient.email,
    subject: 'Inbjudan till Rehab-appen / Invitation to the Rehab app',
    text:
      `Hej ${patient.firstName}!\n\nDin fysioterapeut på ${organizationTitle} har bjudit in dig till Rehab-appen, där du följer ` +
      `ditt träningsprogram. Öppna länken och välj ett lösenord:\n\n${link}\n\nLänken gäller i 7 dagar och kan användas en gång.\n\n` +
      `Hi ${patient.firstName}!\n\nYour physiotherapist at ${organizationTitle} has invited you to the Rehab app, where you follow ` +
      `your exercise program. Open the link and choose a password:\n\n${link}\n\nThe link works for 7 days and can be used once.\n`,
  };
}

/** The organization the caller adds patients to: one they are a physio or an admin of, else the 404 of one that does not exist. */
export async function findOwnOrganization(db: Db, session: Session, organizationId: string) {
  if (session.role !== 'physio' && session.role !== 'org_admin') throw new HttpError(403, 'Forbidden');
  const [organization] = await db
    .select({ id: organizations.id, title: organizations.title })
    .from(organizations)
    .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, organizations.id), eq(organizationMembers.userId, session.userId)))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!organization) throw notFound('Organization not found');
  return organization;
}

type AddFields = z.output<typeof patientAddBody>;

/** 409 when the person is a patient already: by personal number (staff's or BankID's) or by email (any account's, as addresses are never reused). */
async function assertNewPatient(db: Db, fields: AddFields) {
  const personalNumber = normalizePersonalNumber(fields.personalNumber);
  const [byNumber] = await db
    .select({ id: patients.userId })
    .from(patients)
    .where(
      sql`${patients.personalNumber} = ${personalNumber} or exists (select 1 from ${patientInvitations}
          where ${patientInvitations.personalNumber} = ${personalNumber})`,
    )
    .limit(1);
  if (byNumber) throw conflict('personalNumber');
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, fields.email.toLowerCase()))
    .limit(1);
  if (byEmail) throw conflict('email');
}

/** The birth date a personal number tells (YYYYMMDD-NNNC → YYYY-MM-DD). */
const birthDateOf = (personalNumber: string) => `${personalNumber.slice(0, 4)}-${personalNumber.slice(4, 6)}-${personalNumber.slice(6, 8)}`;

/**
 * Adds a patient to an organization the caller belongs to and mails the invitation. Every check runs before
 * anything is written: the responsible physio, the duplicates, then, with the organization locked as the
 * company-code join does, its licenses; the patient holds one of them from now on (licenseHolders).
 */
export async function addPatient(
  db: Db,
  mail: { mailer: Mailer; portalUrl: string },
  session: Session,
  organization: { id: string; title: string },
  fields: AddFields,
): Promise<string> {
  const responsiblePhysioId = fields.responsiblePhysioId ?? (session.role === 'physio' ? session.userId : undefined);
  if (!responsiblePhysioId) throw badField('responsiblePhysioId', 'required', 'responsiblePhysioId is required');
  if (!(await isPhysioOfOrganization(db, responsiblePhysioId, organization.id))) {
    // Not one of the organization's physios: the generic message, as for any id that names nothing here.
    throw badField('responsiblePhysioId');
  }
  await assertNewPatient(db, fields);
  const personalNumber = normalizePersonalNumber(fields.personalNumber);
  const token = newToken();
  const now = new Date();
  const patientId = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ licenses: organizations.licenses })
      .from(organizations)
      .where(eq(organizations.id, organization.id))
      .for('update')
      .limit(1);
    if (!locked) throw notFound('Organization not found');
    const [used] = await tx.select({ n: count() }).from(patients).where(licenseHolders(organization.id));
    if (Number(used?.n ?? 0) >= locked.licenses) {
      throw badField('organization', 'licenses', 'The organization has no licenses left');
    }
    const [user] = await tx
      .insert(users)
      .values({ email: fields.email, role: 'patient', firstName: fields.firstName, lastName: fields.lastName })
      .returning({ id: users.id });
    if (!user) throw new Error('the patient was not saved');
    await tx.insert(patients).values({
      userId: user.id,
      organizationId: organization.id,
      responsiblePhysioId,
      phone: fields.phoneNumber ?? null,
      birthDate: birthDateOf(personalNumber),
    });
    await tx.insert(patientInvitations).values({
      patientId: user.id,
      tokenHash: hashToken(token),
      personalNumber,
      invitedBy: session.userId,
      sentAt: now,
      expiresAt: new Date(now.getTime() + invitationLifetimeMs),
    });
    return user.id;
  });
  await mail.mailer.send(invitationMail(fields, organization.title, invitationLink(mail.portalUrl, token)));
  return patientId;
}

/** A patient the caller lists, with the pending invitation they have not taken up; 409 once they joined. */
async function pendingInvitationOf(db: Db, patient: VisiblePatient) {
  const [pending] = await db
    .select({ patientId: patientInvitations.patientId })
    .from(patientInvitations)
    .where(and(eq(patientInvitations.patientId, patient.id), isNull(patientInvitations.acceptedAt)))
    .limit(1);
  if (!pending) throw new HttpError(409, 'The patient has no pending invitation', [{ property: 'invitation', constraints: { pending: 'The patient has already joined' } }]);
  return pending;
}

/** A new link for a pending invitation; the one sent before stops working at once. */
export async function resendInvitation(db: Db, mail: { mailer: Mailer; portalUrl: string }, session: Session, patient: VisiblePatient): Promise<InvitationState> {
  await pendingInvitationOf(db, patient);
  const token = newToken();
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + invitationLifetimeMs);
  await db
    .update(patientInvitations)
    .set({ tokenHash: hashToken(token), sentAt, expiresAt, invitedBy: session.userId })
    .where(and(eq(patientInvitations.patientId, patient.id), isNull(patientInvitations.acceptedAt)));
  await mail.mailer.send(invitationMail(patient, patient.organizationTitle, invitationLink(mail.portalUrl, token)));
  return { sentAt: sentAt.toISOString(), expiresAt: expiresAt.toISOString() };
}

/**
 * Withdraws a pending invitation: the patient, who never joined, is removed with what was prepared for them,
 * and their license is free again. A journal note is never removed, so a patient with one is a 409: end the
 * treatment instead.
 */
export async function withdrawInvitation(db: Db, patient: VisiblePatient): Promise<{ id: string }> {
  await pendingInvitationOf(db, patient);
  const [note] = await db.select({ id: journalNotes.id }).from(journalNotes).where(eq(journalNotes.patientId, patient.id)).limit(1);
  if (note) throw new HttpError(409, 'The patient has journal notes; end the treatment instead', [{ property: 'invitation', constraints: { journal: 'The patient has journal notes' } }]);
  await db.delete(users).where(and(eq(users.id, patient.id), eq(users.role, 'patient'), isNull(users.passwordHash)));
  return { id: patient.id };
}

const inviter = alias(users, 'inviter');

/** The pending invitations of the patients the caller lists, newest first. */
export async function listInvitations(db: Db, session: Session, organizationId?: string): Promise<PatientInvitation[]> {
  const rows = await db
    .select({
      patientId: patients.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organizationId: organizations.id,
      organizationTitle: organizations.title,
      sentAt: patientInvitations.sentAt,
      expiresAt: patientInvitations.expiresAt,
      inviterId: inviter.id,
      inviterFirstName: inviter.firstName,
      inviterLastName: inviter.lastName,
    })
    .from(patientInvitations)
    .innerJoin(patients, eq(patients.userId, patientInvitations.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .leftJoin(inviter, eq(inviter.id, patientInvitations.invitedBy))
    .where(
      and(
        isNull(patientInvitations.acceptedAt),
        listedPatients(session),
        isNull(users.deletedAt),
        organizationId ? eq(patients.organizationId, organizationId) : undefined,
      ),
    )
    .orderBy(desc(patientInvitations.sentAt), patients.userId)
    .limit(500);
  return rows.map((row) => ({
    patientId: row.patientId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    organization: { id: row.organizationId, title: row.organizationTitle },
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    invitedBy: row.inviterId ? { id: row.inviterId, firstName: row.inviterFirstName ?? '', lastName: row.inviterLastName ?? '' } : null,
  }));
}

/** The invitation a link's secret opens while it works, else a 400 on `token` (unknown, used, replaced, withdrawn or expired). */
async function openInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({
      patientId: patientInvitations.patientId,
      expiresAt: patientInvitations.expiresAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      organizationTitle: organizations.title,
    })
    .from(patientInvitations)
    .innerJoin(users, and(eq(users.id, patientInvitations.patientId), isNull(users.deletedAt)))
    .innerJoin(patients, eq(patients.userId, users.id))
    .innerJoin(organizations, eq(organizations.id, patients.organizationId))
    .where(and(eq(patientInvitations.tokenHash, hashToken(token)), isNull(patientInvitations.acceptedAt)))
    .limit(1);
  if (!row) throw badField('token', 'invalid', 'The invitation link is not valid; ask your physiotherapist for a new one');
  if (row.expiresAt <= now) throw badField('token', 'expired', 'The invitation link has expired; ask your physiotherapist for a new one');
  return row;
}

/** Who a working link invites, for the joining flow to show. */
export async function invitationDetails(db: Db, token: string): Promise<InvitationDetails> {
  const { firstName, lastName, email, organizationTitle } = await openInvitation(db, token);
  return { firstName, lastName, email, organizationTitle };
}

/**
 * The invited patient sets their password: the mailed link proved the address, so no code is asked. The link is
 * used up in the same statement that checks it, so two tabs cannot both take it.
 */
export async function acceptInvitation(db: Db, body: { token: string; password: string }) {
  refuseCommonPassword(body.password);
  const invitation = await openInvitation(db, body.token);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(patientInvitations)
      .set({ acceptedAt: new Date(), tokenHash: null })
      .where(
        and(
          eq(patientInvitations.patientId, invitation.patientId),
          eq(patientInvitations.tokenHash, hashToken(body.token)),
          isNull(patientInvitations.acceptedAt),
          sql`${patientInvitations.expiresAt} > now()`,
        ),
      )
      .returning({ patientId: patientInvitations.patientId });
    if (!claimed) throw badField('token', 'invalid', 'The invitation link is not valid; ask your physiotherapist for a new one');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, claimed.patientId))
      .returning({ id: users.id, role: users.role });
    if (!user) throw new Error('the patient was not found');
    return user;
  });
}
