import type { Organization, OrganizationPhysio, organizationCreateBody } from '@rehab/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, patients, physioProfiles, users } from '../../db/schema';
import { iso } from '../../dates';
import { badField, conflict, notFound } from '../../errors';
import { keysetAfter, keysetKey, keysetOrderBy, toPage } from '../../keyset';
import { findManagedOrganization, findManagedPhysio, managedOrganizations, physioAccounts, requireSystemAdmin } from '../patients/scope';
import { memberOrder } from '../physios/physio-list';
import { photoUrl } from '../profile/service';

type CreateFields = z.output<typeof organizationCreateBody>;

/** Patients holding one of the organization's licenses: everyone who joined and was not removed. */
export const licenseHolders = (organizationId: string) =>
  and(
    eq(patients.organizationId, organizationId),
    sql`exists (select 1 from users u where u.id = "patients"."user_id" and u.deleted_at is null)`,
  );

// Correlated subqueries name the outer table in full: drizzle leaves single-table columns unqualified.
const usedLicensesOf = sql<number>`(select count(*)::int from patients p join users u on u.id = p.user_id and u.deleted_at is null
  where p.organization_id = "organizations"."id")`;
const physioCountOf = sql<number>`(select count(*)::int from organization_members m join users u on u.id = m.user_id
  and u.deleted_at is null and u.role = 'physio' where m.organization_id = "organizations"."id")`;

const columns = {
  id: organizations.id,
  title: organizations.title,
  hash: organizations.orgNumber,
  contactEmail: organizations.contactEmail,
  contactName: organizations.contactName,
  code: organizations.code,
  licenses: organizations.licenses,
  usedLicenses: usedLicensesOf,
  physioCount: physioCountOf,
  createdAt: organizations.createdAt,
};

const view = (
  row: { createdAt: Date; usedLicenses: number; physioCount: number } & Omit<
    Organization,
    'createdAt' | 'usedLicenses' | 'physioCount'
  >,
): Organization => ({
  ...row,
  usedLicenses: Number(row.usedLicenses),
  physioCount: Number(row.physioCount),
  createdAt: iso(row.createdAt),
});

export async function listOrganizations(db: Db, session: Session): Promise<Organization[]> {
  const rows = await db
    .select(columns)
    .from(organizations)
    .where(managedOrganizations(session))
    .orderBy(asc(organizations.title));
  return rows.map(view);
}

export async function getOrganization(db: Db, session: Session, id: string): Promise<Organization> {
  await findManagedOrganization(db, session, id);
  const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, id));
  if (!row) throw notFound('Organization not found');
  return view(row);
}

/** 400 when another organization already has this company code or organization number. */
async function assertUnique(db: Db, fields: Partial<CreateFields>, exceptId?: string) {
  const other = exceptId ? ne(organizations.id, exceptId) : undefined;
  if (fields.code !== undefined) {
    const taken = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(sql`upper(${organizations.code})`, fields.code), other))
      .limit(1);
    if (taken.length > 0) throw conflict('code');
  }
  if (fields.hash !== undefined) {
    const taken = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.orgNumber, fields.hash), other))
      .limit(1);
    if (taken.length > 0) throw conflict('hash');
  }
}

const rowFields = (fields: Partial<CreateFields>) => ({
  ...(fields.title !== undefined && { title: fields.title }),
  ...(fields.hash !== undefined && { orgNumber: fields.hash }),
  ...(fields.contactEmail !== undefined && { contactEmail: fields.contactEmail }),
  ...(fields.contactName !== undefined && { contactName: fields.contactName }),
  ...(fields.code !== undefined && { code: fields.code }),
  ...(fields.licenses !== undefined && { licenses: fields.licenses }),
});

export async function createOrganization(db: Db, session: Session, fields: CreateFields): Promise<Organization> {
  requireSystemAdmin(session);
  await assertUnique(db, fields);
  const [created] = await db
    .insert(organizations)
    .values({
      title: fields.title,
      orgNumber: fields.hash,
      contactEmail: fields.contactEmail,
      contactName: fields.contactName,
      code: fields.code,
      licenses: fields.licenses,
    })
    .returning({ id: organizations.id });
  if (!created) throw new Error('the organization was not saved');
  return getOrganization(db, session, created.id);
}

export async function updateOrganization(
  db: Db,
  session: Session,
  id: string,
  fields: Partial<CreateFields>,
): Promise<Organization> {
  await findManagedOrganization(db, session, id);
  await assertUnique(db, fields, id);
  if (fields.licenses !== undefined) {
    const [used] = await db.select({ n: count() }).from(patients).where(licenseHolders(id));
    const inUse = Number(used?.n ?? 0);
    if (fields.licenses < inUse) throw badField('licenses', 'min', `licenses cannot be fewer than the ${inUse} in use`);
  }
  const set = rowFields(fields);
  if (Object.keys(set).length > 0) await db.update(organizations).set(set).where(eq(organizations.id, id));
  return getOrganization(db, session, id);
}

const organizationPhysioColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  photoPath: physioProfiles.photoPath,
};

const organizationPhysioOf = ({ id, email, firstName, lastName, photoPath }: { id: string; email: string; firstName: string; lastName: string; photoPath: string | null }): OrganizationPhysio => ({
  id,
  email,
  firstName,
  lastName,
  photo: photoUrl(photoPath),
});

/** The two statements of a page of an organization's physios: its rows (one more than the page) and the total. */
export function organizationPhysioPageQueries(db: Db, id: string, options: { limit: number; cursor?: string }) {
  const order = memberOrder('organization-physios:name');
  const members = and(eq(organizationMembers.organizationId, id), physioAccounts);
  return {
    order,
    rows: db
      .select({ ...organizationPhysioColumns, key: keysetKey(order) })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
      .where(and(members, keysetAfter(order, options.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(options.limit + 1),
    total: db.select({ n: count() }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).where(members),
  };
}

/** A page of the physios working for an organization the session manages, by last name, first name and id. */
export async function listOrganizationPhysios(db: Db, session: Session, id: string, options: { limit: number; cursor?: string }) {
  await findManagedOrganization(db, session, id);
  const queries = organizationPhysioPageQueries(db, id, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return toPage(queries.order, rows, options.limit, total?.n, organizationPhysioOf);
}

/** One physio as listed under an organization. */
async function organizationPhysioById(db: Db, physioId: string): Promise<OrganizationPhysio> {
  const [row] = await db
    .select(organizationPhysioColumns)
    .from(users)
    .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
    .where(eq(users.id, physioId));
  if (!row) throw notFound('Physio not found');
  return organizationPhysioOf(row);
}

/** Assigns a physio the session manages to an organization it manages; answers the physio (the list is read again). */
export async function assignPhysio(db: Db, session: Session, id: string, physioId: string): Promise<OrganizationPhysio> {
  await findManagedOrganization(db, session, id);
  await findManagedPhysio(db, session, physioId);
  await db.insert(organizationMembers).values({ organizationId: id, userId: physioId }).onConflictDoNothing();
  return organizationPhysioById(db, physioId);
}

/** Unassigns a physio from an organization (404 when they did not work there); answers the physio. */
export async function unassignPhysio(db: Db, session: Session, id: string, physioId: string): Promise<OrganizationPhysio> {
  await findManagedOrganization(db, session, id);
  await findManagedPhysio(db, session, physioId);
  const removed = await db
    .delete(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, id), eq(organizationMembers.userId, physioId)))
    .returning({ userId: organizationMembers.userId });
  if (removed.length === 0) throw notFound('Physio not found');
  return organizationPhysioById(db, physioId);
}
