import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, physioProfiles, users } from './db/schema';
import { staffSignInResponse } from '@rehab/contract';
import { generate } from 'otplib';
import { demoPatient, demoPhysio, demoTotpPhysio } from './db/seed';
import { grandIdTestPersons } from './modules/grandid/grandid-double';
import { bearer, startTestServer, type TestServer } from './testing';

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
      if (patient) continue;
      // Staff with an authenticator app give its code next, made from the secret README gives.
      const { access_token, secondFactor } = staffSignInResponse.parse(response.json());
      let token = access_token;
      if (secondFactor) {
        expect(secondFactor, `${email} is asked for a factor README does not give`).toEqual({
          step: 'present',
          methods: ['totp'],
          recoveryCodes: false,
        });
        expect(email).toBe(demoTotpPhysio.email);
        expect(readme).toContain(`\`${demoTotpPhysio.totpSecret}\``);
        const presented = await server.app.inject({
          method: 'POST',
          url: '/users/second-factor/totp',
          headers: bearer(access_token),
          payload: { code: await generate({ secret: demoTotpPhysio.totpSecret }) },
        });
        expect(presented.statusCode, `${email}: ${presented.body}`).toBe(200);
        token = (presented.json() as { access_token: string }).access_token;
      }
      expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(token) })).statusCode, email).toBe(200);
    }
  });

  it('name the physio who signs in with an authenticator app', () => {
    expect(readme).toContain(demoTotpPhysio.email);
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

  it('give the demo physio the personal number README and the GrandID double sign her in with, in the portal and its profile', async () => {
    expect(readme).toContain(`\`${demoPhysio.bankId}\``);
    const [row] = await server.database.db
      .select({ bankId: physioProfiles.bankId })
      .from(physioProfiles)
      .innerJoin(users, eq(users.id, physioProfiles.userId))
      .where(eq(users.email, demoPhysio.email));
    expect(row?.bankId).toBe(demoPhysio.bankId);
    expect(grandIdTestPersons.map((person) => person.personalNumber)).toContain(demoPhysio.bankId.replace('-', ''));
  });
});
