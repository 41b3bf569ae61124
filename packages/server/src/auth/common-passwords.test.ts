import { apiErrorBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestServer, type TestServer } from '../testing';
import { isCommonPassword } from './common-passwords';

const commonRefusal = { property: 'password', constraints: { commonPassword: 'password is a common password, easy to guess' }, rule: 'commonPassword' };

describe('common and breached passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 1, weeks: 1 } });
  });
  afterAll(() => server.close());

  it('knows the passwords guessers try first, whatever their case, and not a long own one', () => {
    for (const password of ['password1', 'PASSWORD1', '12345678', 'qwertyuiop', 'iloveyou1']) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('Rehab-demo-2026')).toBe(false);
  });

  it('refuses one when a patient joins, creating no account, and joins them with a better one', async () => {
    const email = 'ny.patient@example.se';
    const body = { code: 'SYD-2026', email, firstName: 'Nora', lastName: 'Lind' };
    const refused = await server.joinAsPatient({ ...body, password: 'password1' });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorBody.parse(refused.json()).errors).toEqual([commonRefusal]);
    expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await server.joinAsPatient({ ...body, password: 'Egen-fras-om-knät' })).statusCode).toBe(201);
  });
});
