import { and, eq, isNull, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badField } from '../../errors';

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
