import type { Physio, PhysioDeleteResponse, physioCreateBody, physioUpdateBody } from '@rehab/contract';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, patients, physioProfiles, users } from '../../db/schema';
import { iso } from '../../dates';
import { keysetAfter, keysetKey, keysetOrderBy, toPage } from '../../keyset';
import { conflict, HttpError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import {
  assertManagesOrganizations,
  assertMayChangeIdentity,
  findManagedOrganization,
  findManagedPhysio,
  managedOrganizations,
  managedPhysios,
} from '../patients/scope';
import { photoUrl } from '../profile/service';
import { endSessions, identityChangedMail } from './identity';
import { memberOrder, physioOrder, physioSearch } from './physio-list';

type CreateFields = z.output<typeof physioCreateBody>;
type UpdateFields = z.output<typeof physioUpdateBody>;

type PhysioRow = { user: typeof users.$inferSelect; profile: typeof physioProfiles.$inferSelect | null };

/** The physios of these rows, each with the organizations of theirs the session may see. */
async function withOrganizations(db: Db, session: Session, rows: readonly PhysioRow[]): Promise<Physio[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ userId: organizationMembers.userId, id: organizations.id, title: organizations.title })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        inArray(
          organizationMembers.userId,
          rows.map((row) => row.user.id),
        ),
        managedOrganizations(session),
      ),
    )
    .orderBy(asc(organizations.title));
  return rows.map(({ user, profile }) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    aboutMe: profile?.aboutMe ?? '',
    experience: profile?.experience ?? '',
    bankId: profile?.bankId ?? null,
    photo: photoUrl(profile?.photoPath ?? null),
    organizations: memberships.filter((m) => m.userId === user.id).map(({ id, title }) => ({ id, title })),
    createdAt: iso(user.createdAt),
  }));
}

export interface PhysioListOptions {
  search?: string;
  organizationId?: string;
  limit: number;
  cursor?: string;
}

/**
 * The two statements of a page of physios: its rows (one more than the page, to tell whether another
 * follows) and the total. One organization's physios are read through its memberships' name index.
 */
export function physioPageQueries(db: Db, session: Session, options: PhysioListOptions) {
  const scope = 'physios:name';
  const filter = and(managedPhysios(session), physioSearch(options.search));
  if (options.organizationId) {
    const order = memberOrder(scope);
    const members = and(eq(organizationMembers.organizationId, options.organizationId), filter);
    return {
      order,
      rows: db
        .select({ user: users, profile: physioProfiles, key: keysetKey(order) })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
        .where(and(members, keysetAfter(order, options.cursor)))
        .orderBy(...keysetOrderBy(order))
        .limit(options.limit + 1),
      total: db.select({ n: count() }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).where(members),
    };
  }
  const order = physioOrder(scope);
  return {
    order,
    rows: db
      .select({ user: users, profile: physioProfiles, key: keysetKey(order) })
      .from(users)
      .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
      .where(and(filter, keysetAfter(order, options.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(options.limit + 1),
    total: db.select({ n: count() }).from(users).where(filter),
  };
}

/**
 * A page of the physios the session manages, or of those of one organization it manages (404 for any
 * other), by last name, first name and id, with how many match in all and the next page's cursor.
 */
export async function listPhysios(db: Db, session: Session, options: PhysioListOptions) {
  if (options.organizationId) await findManagedOrganization(db, session, options.organizationId);
  const queries = physioPageQueries(db, session, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  const shown = toPage(queries.order, rows, options.limit, total?.n, (row) => row);
  return { ...shown, items: await withOrganizations(db, session, shown.items) };
}

export async function getPhysio(db: Db, session: Session, id: string): Promise<Physio> {
  await findManagedPhysio(db, session, id);
  const rows = await db
    .select({ user: users, profile: physioProfiles })
    .from(users)
    .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
    .where(and(managedPhysios(session), eq(users.id, id)));
  const [physio] = await withOrganizations(db, session, rows);
  if (!physio) throw new HttpError(404, 'Physio not found');
  return physio;
}

/** 409 when someone else already has this email or personal number. */
async function assertUnique(db: Db, fields: { email?: string; bankId?: string | null }, exceptId?: string) {
  const other = exceptId ? ne(users.id, exceptId) : undefined;
  if (fields.email !== undefined) {
    const taken = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, fields.email.toLowerCase()), other))
      .limit(1);
    if (taken.length > 0) throw conflict('email');
  }
  if (fields.bankId) {
    const taken = await db
      .select({ id: physioProfiles.userId })
      .from(physioProfiles)
      .where(and(eq(physioProfiles.bankId, fields.bankId), exceptId ? ne(physioProfiles.userId, exceptId) : undefined))
      .limit(1);
    if (taken.length > 0) throw conflict('bankId');
  }
}

/** The invitation a new physio gets: how to reach the portal and sign in with a code. */
function invitation(physio: { email: string; firstName: string }, portalUrl: string) {
  const signIn = `${portalUrl.replace(/\/$/, '')}/sign-in`;
  return {
    to: physio.email,
    subject: 'Välkommen till Rehabportalen / Welcome to the Rehab portal',
    text:
      `Hej ${physio.firstName}!\n\nDu har fått ett konto i Rehabportalen. Gå till ${signIn}, välj att logga in med kod ` +
      `och ange ${physio.email}, så skickar vi en inloggningskod. Du kan också logga in med BankID.\n\n` +
      `Hi ${physio.firstName}!\n\nAn account in the Rehab portal has been created for you. Go to ${signIn}, choose to sign in ` +
      `with a code and enter ${physio.email}; we will send you a sign-in code. You can also sign in with BankID.\n`,
  };
}

export async function createPhysio(
  db: Db,
  mail: { mailer: Mailer; portalUrl: string },
  session: Session,
  fields: CreateFields,
): Promise<Physio> {
  await assertManagesOrganizations(db, session, fields.organizationIds);
  await assertUnique(db, fields);
  const id = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: fields.email, firstName: fields.firstName, lastName: fields.lastName, role: 'physio' })
      .returning({ id: users.id });
    if (!user) throw new Error('the physio was not saved');
    const userId = user.id;
    await tx
      .insert(physioProfiles)
      .values({ userId, aboutMe: fields.aboutMe ?? '', experience: fields.experience ?? '', bankId: fields.bankId ?? null });
    await tx
      .insert(organizationMembers)
      .values([...new Set(fields.organizationIds)].map((organizationId) => ({ userId, organizationId })));
    return userId;
  });
  await mail.mailer.send(invitation(fields, mail.portalUrl));
  return getPhysio(db, session, id);
}

export async function updatePhysio(
  db: Db,
  session: Session,
  id: string,
  fields: UpdateFields,
  photoPath?: string,
  mailer?: Mailer,
): Promise<{ physio: Physio; replacedPhoto: string | null; sessionsEnded: boolean }> {
  const before = await findManagedPhysio(db, session, id);
  const [beforeProfile] = await db.select({ bankId: physioProfiles.bankId }).from(physioProfiles).where(eq(physioProfiles.userId, id));
  const emailChanged = fields.email !== undefined && fields.email.toLowerCase() !== before.email.toLowerCase();
  const bankIdChanged = fields.bankId !== undefined && fields.bankId !== (beforeProfile?.bankId ?? null);
  if (emailChanged || bankIdChanged) await assertMayChangeIdentity(db, session, id);
  if (fields.organizationIds) await assertManagesOrganizations(db, session, fields.organizationIds);
  await assertUnique(db, fields, id);
  const replacedPhoto = await db.transaction(async (tx) => {
    const userFields = {
      ...(fields.email !== undefined && { email: fields.email }),
      ...(fields.firstName !== undefined && { firstName: fields.firstName }),
      ...(fields.lastName !== undefined && { lastName: fields.lastName }),
    };
    if (Object.keys(userFields).length > 0)
      await tx
        .update(users)
        .set({ ...userFields, updatedAt: new Date() })
        .where(eq(users.id, id));
    const profileFields = {
      ...(fields.aboutMe !== undefined && { aboutMe: fields.aboutMe }),
      ...(fields.experience !== undefined && { experience: fields.experience }),
      ...(fields.bankId !== undefined && { bankId: fields.bankId }),
      ...(photoPath !== undefined && { photoPath }),
    };
    const [beforePhoto] = await tx
      .select({ photoPath: physioProfiles.photoPath })
      .from(physioProfiles)
      .where(eq(physioProfiles.userId, id));
    if (Object.keys(profileFields).length > 0) {
      await tx
        .insert(physioProfiles)
        .values({ userId: id, ...profileFields })
        .onConflictDoUpdate({ target: physioProfiles.userId, set: profileFields });
    }
    if (fields.organizationIds) {
      // Only the memberships the caller manages are replaced; others stay as they are.
      await tx
        .delete(organizationMembers)
        .where(
          and(
            eq(organizationMembers.userId, id),
            inArray(
              organizationMembers.organizationId,
              db.select({ id: organizations.id }).from(organizations).where(managedOrganizations(session)),
            ),
          ),
        );
      await tx
        .insert(organizationMembers)
        .values([...new Set(fields.organizationIds)].map((organizationId) => ({ userId: id, organizationId })))
        .onConflictDoNothing();
    }
    if (emailChanged || bankIdChanged) await endSessions(tx, id);
    return photoPath !== undefined ? (beforePhoto?.photoPath ?? null) : null;
  });
  // The old address hears of it, so a takeover cannot pass unnoticed.
  if ((emailChanged || bankIdChanged) && mailer) await mailer.send(identityChangedMail(before, { emailChanged, bankIdChanged }));
  return { physio: await getPhysio(db, session, id), replacedPhoto, sessionsEnded: emailChanged || bankIdChanged };
}

/**
 * Removes a physio: the account is closed (signing in and every open session
 * stop working) but their notes, programs and the patients' records stay. An
 * organization admin may only remove a physio who works for none but their organizations.
 */
export async function deletePhysio(db: Db, session: Session, id: string): Promise<PhysioDeleteResponse> {
  await findManagedPhysio(db, session, id);
  const memberOf = await db
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, id));
  const organizationIds = memberOf.map((m) => m.organizationId);
  if (session.role !== 'system_admin' && organizationIds.length > 0) {
    const managed = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(inArray(organizations.id, organizationIds), managedOrganizations(session)));
    if (managed.length !== organizationIds.length) {
      throw new HttpError(409, 'The physio also works for other organizations; unassign them from yours instead');
    }
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    await tx.delete(organizationMembers).where(eq(organizationMembers.userId, id));
    // The personal number may come back on a new account.
    await tx.update(physioProfiles).set({ bankId: null }).where(eq(physioProfiles.userId, id));
  });
  if (organizationIds.length === 0) return { id, unassignedPatients: 0, organizationsWithoutPhysio: [] };
  const stillServed = sql`exists (select 1 from organization_members m join users u on u.id = m.user_id
    and u.role = 'physio' and u.deleted_at is null where m.organization_id = "organizations"."id")`;
  const orphaned = await db
    .select({ id: organizations.id, title: organizations.title })
    .from(organizations)
    .where(and(inArray(organizations.id, organizationIds), sql`not ${stillServed}`))
    .orderBy(asc(organizations.title));
  if (orphaned.length === 0) return { id, unassignedPatients: 0, organizationsWithoutPhysio: [] };
  const [left] = await db
    .select({ n: count() })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        inArray(
          patients.organizationId,
          orphaned.map((o) => o.id),
        ),
        isNull(users.deletedAt),
        eq(patients.status, 'active'),
      ),
    );
  return { id, unassignedPatients: Number(left?.n ?? 0), organizationsWithoutPhysio: orphaned };
}
