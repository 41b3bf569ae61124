import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { exercises, organizationMembers, organizations } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The organization whose library the caller works in: a physio or organization admin of it, or the
 * system admin; anyone else gets the 404 of an organization that does not exist (docs/rules/library.md).
 */
export async function findLibraryOrganization(db: Db, session: Pick<Session, 'userId' | 'role'>, organizationId: string) {
  if (session.role !== 'system_admin' && session.role !== 'physio' && session.role !== 'org_admin') throw notFound('Organization not found');
  const query = db.select({ id: organizations.id }).from(organizations);
  const [row] = await (session.role === 'system_admin'
    ? query.where(eq(organizations.id, organizationId))
    : query
        .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
        .where(and(eq(organizations.id, organizationId), eq(organizationMembers.userId, session.userId)))
  ).limit(1);
  if (!row) throw notFound('Organization not found');
  return row;
}

/** Condition on `exercises`: the library an organization sees, its own and the base set (theory lessons are not exercises). */
export const libraryOf = (organizationId: string): SQL =>
  and(or(isNull(exercises.organizationId), eq(exercises.organizationId, organizationId)), sql`${exercises.type} <> 'theory-lesson'`) as SQL;
