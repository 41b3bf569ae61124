import type { PatientExercise } from '@rehab/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { exercises, userExercises, users } from '../../db/schema';
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
