import { patientListResponse, physio } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { bearer, memoryMailer, seededStaff, startTestServer, type TestServer } from '../../testing';

/** A physio's sign-in identity reaches every organization they work for; an admin of only some may not change it. */
describe("a physio's sign-in identity", () => {
  const mailer = memoryMailer();
  let server: TestServer;
  let orgAdmin: string;
  let system: string;
  beforeAll(async () => {
    server = await startTestServer({ mailer, seedOptions: { patients: 6, weeks: 2 } });
    orgAdmin = await server.signIn(demoAdmins.organization);
    system = await server.signIn(demoAdmins.system);
  });
  afterAll(() => server.close());

  const patch = (token: string, id: string, payload: object) =>
    server.app.inject({ method: 'PATCH', url: `/physios/${id}`, headers: bearer(token), payload });

  it('may not be changed by an admin of only some of their organizations, nor taken over through a code sign-in', async () => {
    // The demo physio works for Syd and Norr; admin@demo.se manages Syd only.
    const both = seededStaff(server.summary, demoPhysio.email);
    const byEmail = await patch(orgAdmin, both.id, { email: 'kapad@demo.se' });
    expect(byEmail.statusCode).toBe(403);
    const byBankId = await patch(orgAdmin, both.id, { bankId: '19811218-9876' });
    expect(byBankId.statusCode).toBe(403);
    // Nothing changed: the physio still signs in as before, and no code can be requested for the new address.
    const profile = await server.app.inject({ url: `/physios/${both.id}`, headers: bearer(system) });
    expect(physio.parse(profile.json())).toMatchObject({ email: demoPhysio.email, bankId: '19800312-2382' });
    await expect(server.signIn(demoPhysio.email)).resolves.toEqual(expect.any(String));
    // The same admin may still change what is not identity, such as the name.
    expect((await patch(orgAdmin, both.id, { firstName: 'Anna' })).statusCode).toBe(200);
  });

  it('is changed by the system admin, which ends the physio’s sessions and tells the old address', async () => {
    const sara = seededStaff(server.summary, 'sara.nyberg@demo.se');
    const saraToken = await server.signIn(sara.email);
    const patientsBefore = await server.app.inject({ url: '/specialists/patients/list', headers: bearer(saraToken) });
    expect(patientListResponse.parse(patientsBefore.json()).items.length).toBeGreaterThan(0);
    mailer.sent.length = 0;

    const changed = await patch(system, sara.id, { email: 'sara.nyberg@norr.se' });
    expect(changed.statusCode).toBe(200);
    expect((await server.app.inject({ url: '/specialists/patients/list', headers: bearer(saraToken) })).statusCode).toBe(401);
    expect(mailer.sent).toEqual([expect.objectContaining({ to: sara.email, subject: expect.stringContaining('ändrats') })]);
    // A fresh sign-in with the new address works at once.
    await expect(server.signIn('sara.nyberg@norr.se')).resolves.toEqual(expect.any(String));
  });

  it('is changed by an admin who manages every one of the physio’s organizations', async () => {
    // erik.holm@demo.se works for Syd only.
    const erik = seededStaff(server.summary, 'erik.holm@demo.se');
    const erikToken = await server.signIn(erik.email);
    const changed = await patch(orgAdmin, erik.id, { bankId: '19811218-9876' });
    expect(changed.statusCode).toBe(200);
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(erikToken) })).statusCode).toBe(401);
    // Giving the same value again is no change: nobody is signed out.
    const again = await server.signIn(erik.email);
    expect((await patch(orgAdmin, erik.id, { bankId: '19811218-9876', email: erik.email })).statusCode).toBe(200);
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(again) })).statusCode).toBe(200);
  });
});
