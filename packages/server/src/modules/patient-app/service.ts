import type { PatientExercise, PatientJoinBody } from '@rehab/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { exercises, organizations, patients, userExercises, users } from '../../db/schema';
import { licenseHolders } from '../organizations/service';
import { badField, HttpError } from '../../errors';

/** Password sign-in for patients; the same answer for a wrong password and an unknown email. */
export async function signInPatient(db: Db, email: string, password: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), eq(users.role, 'patient')))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw badField('password', 'invalid', 'email or password is invalid');
  return { id: user.id, role: user.role };
}

/** The exercises at the levels the patient is on now. */
export async function currentExercises(db: Db, session: Pick<Session, 'userId' | 'role'>): Promise<PatientExercise[]> {
  if (session.role !== 'patient') throw new HttpError(403, 'Only a patient has exercises');
  return db
    .select({ id: exercises.id, name: exercises.name, type: exercises.type, level: exercises.level })
    .from(userExercises)
    .innerJoin(exercises, and(eq(exercises.type, userExercises.exerciseType), eq(exercises.level, userExercises.level)))
    .where(eq(userExercises.patientId, session.userId))
    .orderBy(asc(exercises.type), asc(exercises.groupIndex), asc(exercises.name));
}

/**
 * A patient signs up with their organization's company code and takes one of
 * its licenses; the organization row is locked so two sign-ups cannot take the last one.
 */
export async function joinWithCompanyCode(db: Db, body: PatientJoinBody) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id, licenses: organizations.licenses })
      .from(organizations)
      .where(eq(organizations.code, body.code.trim().toUpperCase()))
      .for('update')
      .limit(1);
    if (!organization) throw badField('code', 'invalid', 'code is invalid');
    const [used] = await tx.select({ n: count() }).from(patients).where(licenseHolders(organization.id));
    if (Number(used?.n ?? 0) >= organization.licenses) {
      throw badField('code', 'licenses', 'The organization has no licenses left; contact your employer');
    }
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .limit(1);
    if (taken.length > 0) throw badField('email', 'unique', 'email is already in use');
    const [user] = await tx
      .insert(users)
      .values({ email: body.email, passwordHash, role: 'patient', firstName: body.firstName, lastName: body.lastName })
      .returning({ id: users.id, role: users.role });
    if (!user) throw new Error('the patient was not saved');
    await tx.insert(patients).values({ userId: user.id, organizationId: organization.id });
    return user;
  });
}
