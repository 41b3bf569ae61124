import { columnInLanguage, type ContentLanguage } from '../../reader-language';
import { patientMarkDaysBack, type PatientExercise, type PatientJoinBody, type PatientTaskDoneBody, type Task } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import { refuseCommonPassword } from '../../auth/common-passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { exercises, organizationMembers, organizations, patients, tasks, userExercises, users } from '../../db/schema';
import { licenseHolders } from '../organizations/service';
import { badCredentials, badField, HttpError } from '../../errors';
import type { Mail } from '../../mail/mailer';
import { claimOneTimeCode } from '../auth/service';
import { markTaskDone } from '../activities/service';

/** Password sign-in for patients; the same answer for a wrong password and an unknown email. */
export async function signInPatient(db: Db, email: string, password: string) {
  const [user] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.deletedAt), eq(users.role, 'patient')))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw badCredentials();
  return { id: user.id, role: user.role };
}

/** The exercises at the levels the patient is on now. */
export async function currentExercises(db: Db, session: Pick<Session, 'userId' | 'role'>, language: ContentLanguage = 'sv'): Promise<PatientExercise[]> {
  if (session.role !== 'patient') throw new HttpError(403, 'Only a patient has exercises');
  return db
    .select({ id: exercises.id, name: columnInLanguage(language, exercises.name, exercises.nameEn), type: exercises.type, level: exercises.level })
    .from(userExercises)
    .innerJoin(exercises, and(eq(exercises.type, userExercises.exerciseType), eq(exercises.level, userExercises.level)))
    .where(eq(userExercises.patientId, session.userId))
    .orderBy(asc(exercises.type), asc(exercises.groupIndex), asc(exercises.name));
}

/**
 * The patient reports one of their own tasks done, with their comments and result, under the rules the
 * portal's marking follows (markTaskDone): planned, its day come, the treatment not ended.
 */
export async function reportTaskDone(db: Db, session: Pick<Session, 'userId' | 'role'>, taskId: string, body: PatientTaskDoneBody): Promise<Task> {
  if (session.role !== 'patient') throw new HttpError(403, 'Only a patient has tasks');
  const [patient] = await db.select({ id: patients.userId, status: patients.status }).from(patients).where(eq(patients.userId, session.userId));
  if (!patient) throw new HttpError(404, 'Task not found');
  const now = new Date();
  const [own] = await db.select({ bookedDate: tasks.bookedDate }).from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.patientId, patient.id)));
  // A task of another patient, or none, is told as not found by markTaskDone.
  if (own && own.bookedDate < addDays(dayInSweden(now), -patientMarkDaysBack)) throw new HttpError(409, 'The task\'s day is too long ago');
  return markTaskDone(db, patient, taskId, now, body);
}

/** What an address asking to join is told: a code when it is free, a note that it has an account when not. */
export function joinMail(email: string, code: string, hasAccount: boolean): Mail {
  return hasAccount
    ? {
        to: email,
        subject: 'Du har redan ett konto / You already have an account',
        text:
          'Hej!\n\nNågon, troligen du, försökte skapa ett konto i Rehab-appen med den här adressen, men den har redan ett konto. ' +
          'Logga in med ditt lösenord eller med en kod i stället. Var det inte du kan du bortse från det här mejlet.\n\n' +
          'Hi!\n\nSomeone, probably you, tried to create an account in the Rehab app with this address, but it already has one. ' +
          'Sign in with your password or a code instead. If it was not you, you can ignore this mail.\n',
      }
    : {
        to: email,
        subject: 'Din verifieringskod / Your verification code',
        text:
          `Hej!\n\nDin kod för att skapa ett konto i Rehab-appen är ${code}. Den gäller i 10 minuter.\n\n` +
          `Hi!\n\nYour code for creating an account in the Rehab app is ${code}. It is valid for 10 minutes.\n`,
      };
}

/** The account an address belongs to, a closed one too (addresses are never reused), or null. */
export async function accountWithAddress(db: Db, email: string): Promise<string | null> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return taken?.id ?? null;
}

/**
 * A patient signs up with their organization's company code and the code mailed to their address,
 * and takes one of the organization's licenses; the organization row is locked so two sign-ups cannot
 * take the last one.
 */
export async function joinWithCompanyCode(db: Db, secret: Uint8Array, body: PatientJoinBody) {
  // Refused before the code is claimed, so the patient can try another password with the same code.
  refuseCommonPassword(body.password);
  const companyCode = body.code.trim().toUpperCase();
  const [known] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, companyCode)).limit(1);
  if (!known) throw badField('code', 'invalid', 'code is invalid');
  // Only the mailbox's owner has the code, and an address with an account was never sent one.
  await claimOneTimeCode(db, { email: body.email, code: body.verificationCode, secret, purpose: 'join', property: 'verificationCode' });
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id, licenses: organizations.licenses })
      .from(organizations)
      .where(eq(organizations.id, known.id))
      .for('update')
      .limit(1);
    if (!organization) throw badField('code', 'invalid', 'code is invalid');
    const [used] = await tx.select({ n: count() }).from(patients).where(licenseHolders(organization.id));
    if (Number(used?.n ?? 0) >= organization.licenses) {
      throw badField('code', 'licenses', 'The organization has no licenses left; contact your employer');
    }
    const [user] = await tx
      .insert(users)
      .values({ email: body.email, passwordHash, role: 'patient', firstName: body.firstName, lastName: body.lastName })
      .returning({ id: users.id, role: users.role });
    if (!user) throw new Error('the patient was not saved');
    // An organization with one physio has the patient's physio already; with several, its physios or admins choose.
    const physios = await tx
      .select({ id: users.id })
      .from(organizationMembers)
      .innerJoin(users, and(eq(users.id, organizationMembers.userId), eq(users.role, 'physio'), isNull(users.deletedAt)))
      .where(eq(organizationMembers.organizationId, organization.id))
      .limit(2);
    const responsiblePhysioId = physios.length === 1 ? (physios[0]?.id ?? null) : null;
    await tx.insert(patients).values({ userId: user.id, organizationId: organization.id, responsiblePhysioId });
    return user;
  });
}
