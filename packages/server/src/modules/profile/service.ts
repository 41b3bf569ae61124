import type { ProfileResponse, ProfileUpdateFields } from '@rehab/contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, physioProfiles, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export const photoUrl = (photoPath: string | null) => (photoPath ? `/uploads/photos/${photoPath}` : null);

export async function getProfile(db: Db, userId: string): Promise<ProfileResponse> {
  const [row] = await db
    .select({ user: users, profile: physioProfiles })
    .from(users)
    .leftJoin(physioProfiles, eq(physioProfiles.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row || row.user.role === 'patient') throw notFound('Specialist not found');
  const memberOf = await db
    .select({ id: organizations.id, title: organizations.title })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.title));
  return {
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    role: row.user.role,
    photo: photoUrl(row.profile?.photoPath ?? null),
    profile: {
      aboutMe: row.profile?.aboutMe ?? '',
      experience: row.profile?.experience ?? '',
      bankId: row.profile?.bankId ?? null,
    },
    organizations: memberOf,
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Saves only the fields that came; returns the old photo file name when a new photo replaced it. `alsoIn` runs in
 * the same transaction after the checks, so what goes with the change (ending sessions) happens with it or not at all.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  fields: ProfileUpdateFields,
  photoPath?: string,
  alsoIn?: (tx: Tx) => Promise<void>,
) {
  await getProfile(db, userId);
  return db.transaction(async (tx) => {
    if (fields.email !== undefined) {
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, fields.email.toLowerCase()), ne(users.id, userId)));
      if (taken.length > 0) throw conflict('email');
    }
    if (fields.bankId !== undefined) {
      const taken = await tx
        .select({ id: physioProfiles.userId })
        .from(physioProfiles)
        .where(and(eq(physioProfiles.bankId, fields.bankId), ne(physioProfiles.userId, userId)));
      if (taken.length > 0) throw conflict('bankId');
    }
    const userFields = {
      ...(fields.email !== undefined && { email: fields.email }),
      ...(fields.firstName !== undefined && { firstName: fields.firstName }),
      ...(fields.lastName !== undefined && { lastName: fields.lastName }),
    };
    if (Object.keys(userFields).length > 0) {
      await tx.update(users).set({ ...userFields, updatedAt: new Date() }).where(eq(users.id, userId));
    }
    const profileFields = {
      ...(fields.aboutMe !== undefined && { aboutMe: fields.aboutMe }),
      ...(fields.experience !== undefined && { experience: fields.experience }),
      ...(fields.bankId !== undefined && { bankId: fields.bankId }),
      ...(photoPath !== undefined && { photoPath }),
    };
    const [before] = await tx.select({ photoPath: physioProfiles.photoPath }).from(physioProfiles).where(eq(physioProfiles.userId, userId));
    if (Object.keys(profileFields).length > 0) {
      await tx
        .insert(physioProfiles)
        .values({ userId, ...profileFields })
        .onConflictDoUpdate({ target: physioProfiles.userId, set: profileFields });
    }
    await alsoIn?.(tx);
    return { replacedPhoto: photoPath !== undefined ? (before?.photoPath ?? null) : null };
  });
}

/** Whether the session may see the physio whose photo this is: themselves, a colleague in a shared organization, or the system admin. */
export async function maySeePhoto(db: Db, session: Session, photoPath: string): Promise<boolean> {
  const [owner] = await db.select({ userId: physioProfiles.userId }).from(physioProfiles).where(eq(physioProfiles.photoPath, photoPath)).limit(1);
  if (!owner) return false;
  if (owner.userId === session.userId || session.role === 'system_admin') return true;
  const [shared] = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.userId, owner.userId),
        sql`${organizationMembers.organizationId} in (select organization_id from organization_members where user_id = ${session.userId})`,
      ),
    )
    .limit(1);
  return Boolean(shared);
}
