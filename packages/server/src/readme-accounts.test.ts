import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, users } from './db/schema';
import { demoPatient } from './db/seed';
import { grandIdTestPersons } from './modules/grandid/grandid-double';
import { startTestServer, type TestServer } from './testing';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const staffPassword = 'Rehab-demo-2026';
const patientPassword = 'Patient-demo-2026';

/** Every account README offers a newcomer signs in on a fresh `npm start` (the seed), with the password README gives. */
describe('the accounts README names', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('give their passwords as README says', () => {
    expect(readme).toContain(`\`${staffPassword}\``);
    expect(readme).toContain(`\`${patientPassword}\``);
  });

  it('sign in, every staff account and every example address', async () => {
    const emails = [...new Set(readme.match(/[\w.+-]+@(?:demo|exempel)\.se/g) ?? [])];
    expect(emails.length).toBeGreaterThan(5);
    for (const email of emails) {
      const [user] = await server.database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
      expect(user, `${email} is not in the seed`).toBeDefined();
      const patient = user?.role === 'patient';
      const response = await server.app.inject({
        method: 'POST',
        url: patient ? '/patient-app/sign-in' : '/users/sign-in',
        payload: { email, password: patient ? patientPassword : staffPassword },
      });
      expect(response.statusCode, `${email}: ${response.body}`).toBe(200);
    }
  });

  it('give the demo patient the personal number README and the GrandID double sign her in with', async () => {
    expect(readme).toContain(`\`${demoPatient.personalNumber}\``);
    const [row] = await server.database.db
      .select({ personalNumber: patients.personalNumber })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(eq(users.email, demoPatient.email));
    expect(row?.personalNumber).toBe(demoPatient.personalNumber);
    expect(grandIdTestPersons.map((person) => person.personalNumber)).toContain(demoPatient.personalNumber.replace('-', ''));
  });
});
