import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { wipe } from '../db/seed';
import { present, seededOrganization, startTestServer, type TestServer } from '../testing';

/**
 * The access log is kept (HSLF-FS 2016:40 4 kap.; docs/security.md#audit-log): the database refuses to change or
 * remove a row of it, and nothing the product removes (a withdrawn patient, a closed account) takes its rows along.
 */
describe('the append-only access log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1 } });
  });
  afterAll(() => server.close());

  const write = async (actorId: string, patientId: string | null) => {
    const [row] = await server.database.db
      .insert(auditLog)
      .values({
        actorId,
        patientId,
        organizationId: seededOrganization(server.summary, 0).id,
        action: 'read:test',
        method: 'GET',
        path: '/test',
      })
      .returning({ id: auditLog.id });
    return present(row).id;
  };

  /** The database's own message for a statement, or "done" when it ran (drizzle wraps the driver's error as its cause). */
  const refusal = (statement: PromiseLike<unknown>) =>
    Promise.resolve(statement).then(
      () => 'done',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );

  it('refuses an UPDATE and a DELETE of any row with the trigger’s error, and keeps the row as it was', async () => {
    const { db } = server.database;
    const id = await write(crypto.randomUUID(), null);
    expect(await refusal(db.update(auditLog).set({ action: 'read:nothing' }).where(eq(auditLog.id, id)))).toBe(
      'the access log is append-only',
    );
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, id)))).toBe('the access log is append-only');
    expect(await refusal(db.execute(sql`delete from ${auditLog}`))).toBe('the access log is append-only');
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.action).toBe('read:test');
  });

  it('refuses a TRUNCATE of the log, alone or beside other tables, and empties none of them', async () => {
    const { db } = server.database;
    const id = await write(crypto.randomUUID(), null);
    const before = await db.$count(users);
    expect(await refusal(db.execute(sql`truncate ${auditLog}`))).toBe('the access log is append-only');
    expect(await refusal(db.execute(sql`truncate ${users}, ${auditLog} cascade`))).toBe('the access log is append-only');
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.action).toBe('read:test');
    expect(await db.$count(users)).toBe(before);
  });

  it('has the demo seed refuse to empty a database that holds a log, leaving every table as it was', async () => {
    const { db } = server.database;
    await write(crypto.randomUUID(), null);
    const [rows, people] = [await db.$count(auditLog), await db.$count(users)];
    await expect(wipe(db)).rejects.toThrow(/access log/);
    expect(await db.$count(auditLog)).toBe(rows);
    expect(await db.$count(users)).toBe(people);
  });

  it('keeps the rows of someone who is removed: the log has no foreign key to take them along', async () => {
    const { db } = server.database;
    const [patient] = await db
      .insert(users)
      .values({ email: 'borttagen@exempel.se', role: 'patient', firstName: 'Bo', lastName: 'Borttagen' })
      .returning({ id: users.id });
    const id = await write(present(server.summary.physios[0]).id, present(patient).id);
    await db.delete(users).where(eq(users.id, present(patient).id));
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.patientId).toBe(present(patient).id);
  });
});
