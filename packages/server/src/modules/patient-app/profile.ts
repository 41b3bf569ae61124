import { type PatientProfile, type PatientProfileUpdate } from '@rehab/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { patients, users } from '../../db/schema';
import { badField, HttpError, notFound } from '../../errors';

/** Where the app fetches the patient's own photo, with the session. */
export const patientPhotoUrl = (photoPath: string | null) => (photoPath ? `/patient-app/profile/photo/${photoPath}` : null);

async function profileRow(db: Db, session: Pick<Session, 'userId' | 'role'>) {
  if (session.role !== 'patient') throw new HttpError(403, 'Only a patient has this profile');
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      phone: patients.phone,
      language: patients.language,
      photoPath: patients.photoPath,
      personalNumber: patients.personalNumber,
    })
    .from(users)
    .innerJoin(patients, eq(patients.userId, users.id))
    .where(and(eq(users.id, session.userId), isNull(users.deletedAt)));
  if (!row) throw notFound('Patient not found');
  return row;
}

export async function patientProfile(db: Db, session: Pick<Session, 'userId' | 'role'>): Promise<PatientProfile> {
  const row = await profileRow(db, session);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    imageUrl: patientPhotoUrl(row.photoPath),
    language: row.language,
    personalNumber: row.personalNumber,
  };
}

/** Saves only the fields that came, in one transaction. */
export async function updatePatientProfile(db: Db, session: Pick<Session, 'userId' | 'role'>, fields: PatientProfileUpdate): Promise<PatientProfile> {
  await profileRow(db, session);
  const userFields = {
    ...(fields.firstName !== undefined && { firstName: fields.firstName }),
    ...(fields.lastName !== undefined && { lastName: fields.lastName }),
  };
  const patientFields = {
    ...(fields.phone !== undefined && { phone: fields.phone }),
    ...(fields.language !== undefined && { language: fields.language }),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(userFields).length > 0) await tx.update(users).set({ ...userFields, updatedAt: new Date() }).where(eq(users.id, session.userId));
    if (Object.keys(patientFields).length > 0) await tx.update(patients).set(patientFields).where(eq(patients.userId, session.userId));
  });
  return patientProfile(db, session);
}

/** Saves the new photo's file name; answers the one it replaced, whose file is then removed. */
export async function replacePatientPhoto(db: Db, session: Pick<Session, 'userId' | 'role'>, photoPath: string): Promise<string | null> {
  const before = await profileRow(db, session);
  await db.update(patients).set({ photoPath }).where(eq(patients.userId, session.userId));
  return before.photoPath;
}

/** Forgets the patient's photo; answers the file name it had (null without one), whose file is then removed. */
export async function removePatientPhoto(db: Db, session: Pick<Session, 'userId' | 'role'>): Promise<string | null> {
  const before = await profileRow(db, session);
  if (before.photoPath) await db.update(patients).set({ photoPath: null }).where(eq(patients.userId, session.userId));
  return before.photoPath;
}

/** Whether `photoPath` is the signed-in patient's own photo. */
export async function isOwnPhoto(db: Db, session: Pick<Session, 'userId' | 'role'>, photoPath: string): Promise<boolean> {
  return (await profileRow(db, session)).photoPath === photoPath;
}

/** The patient's password, checked before their account is closed; a wrong one is 400 on `password`. */
export async function confirmPassword(db: Db, session: Pick<Session, 'userId' | 'role'>, password: string) {
  const row = await profileRow(db, session);
  if (!(await verifyPassword(row.passwordHash, password))) throw badField('password', 'invalid', 'password is invalid');
  return row;
}
