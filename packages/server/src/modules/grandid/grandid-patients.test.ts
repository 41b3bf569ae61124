import { accessTokenResponse, apiErrorBody, patientProfile, type GrandIdSignInBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, grandIdSessions, users } from '../../db/schema';
import { demoPatient } from '../../db/seed';
import { bearer, present, type TestServer } from '../../testing';
import type { GrandIdDouble } from './grandid-double';
import { finishGrandIdLogin, grandIdPerson, startServerWithGrandId } from './grandid-testing';

const karin = grandIdPerson('Isaksson');
const annaLindqvist = grandIdPerson('Lindqvist');
const unknownPerson = grandIdPerson('Testperson');

describe('BankID sign-in for patients through GrandID', () => {
  let double: GrandIdDouble;
  let server: TestServer;
  let patientId: string;
  let patient: string;
  beforeAll(async () => {
    ({ server, double } = await startServerWithGrandId());
    patientId = present(server.summary.organizations[0]?.patientIds[0], 'a seeded patient');
    patient = await server.signInPatient(patientId);
    // The patient links her BankID from the app's profile: she signs in with it there, and the login says who she is.
    const linked = await link(await linkLoginAs(karin.personalNumber, patient), patient);
    expect(linked.statusCode).toBe(200);
    expect(patientProfile.parse(linked.json()).personalNumber).toBe(demoPatient.personalNumber);
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  /** Starts a sign-in login for `audience` and finishes it as `personalNumber`. */
  async function loginAs(personalNumber: string | 'cancel', audience: 'patients' | 'specialists' = 'patients') {
    const { login, returnedTo } = await finishGrandIdLogin(await server.app.inject({ url: `/third-party/grand-id/session/${audience}` }), personalNumber);
    expect(returnedTo).toBe(audience === 'patients' ? 'http://portal.test/app/sign-in/bankid' : 'http://portal.test/sign-in/bankid');
    return login;
  }

  /** Starts a login to link BankID, signed in as the patient of `token`, and finishes it as `personalNumber`. */
  async function linkLoginAs(personalNumber: string, token: string) {
    const started = await server.app.inject({ url: '/patient-app/bankid/session', headers: bearer(token) });
    const { login, returnedTo } = await finishGrandIdLogin(started, personalNumber);
    expect(returnedTo).toBe('http://portal.test/app/profile/bankid');
    return login;
  }
  const link = (login: GrandIdSignInBody, token: string) =>
    server.app.inject({ method: 'POST', url: '/patient-app/bankid', headers: bearer(token), payload: login });
  const personalNumberOf = async (token: string) =>
    patientProfile.parse((await server.app.inject({ url: '/patient-app/profile', headers: bearer(token) })).json()).personalNumber;
  const signIn = (login: GrandIdSignInBody, audience: 'patients' | 'specialists' = 'patients') =>
    server.app.inject({ method: 'POST', url: `/third-party/grand-id/sign-in/${audience}`, payload: login });
  const usedAt = async ({ sessionId }: GrandIdSignInBody) =>
    present((await server.database.db.select({ usedAt: grandIdSessions.usedAt }).from(grandIdSessions).where(eq(grandIdSessions.sessionId, sessionId)))[0]).usedAt;

  it('signs in the patient whose personal number BankID confirms, with the app’s access token, once', async () => {
    const login = await loginAs(karin.personalNumber);
    const response = await signIn(login);
    expect(response.statusCode).toBe(200);
    const { access_token } = accessTokenResponse.parse(response.json());
    const profile = patientProfile.parse((await server.app.inject({ url: '/patient-app/profile', headers: bearer(access_token) })).json());
    expect(profile.id).toBe(patientId);
    // The app's token, not the portal's: the patient's own calls answer, the specialists' are refused.
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(access_token) })).statusCode).toBe(403);
    const again = await signIn(login);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'The BankID login is unknown or already used',
      statusCode: 400,
      errors: [{ property: 'sessionId', constraints: { invalid: 'The BankID login is unknown or already used' }, rule: 'invalid' }],
    });
  });

  it('refuses a person no patient has named, and a physio’s number, writing nothing', async () => {
    for (const person of [unknownPerson, annaLindqvist]) {
      const login = await loginAs(person.personalNumber);
      const response = await signIn(login);
      expect(response.statusCode, person.surname).toBe(403);
      expect(response.json()).toEqual({ message: 'No patient account belongs to this person', statusCode: 403 });
      expect(await usedAt(login)).toBeNull();
    }
    // The physio's own login still signs her in to the portal, and only there.
    expect((await signIn(await loginAs(annaLindqvist.personalNumber, 'specialists'), 'specialists')).statusCode).toBe(200);
  });

  it('refuses a login started for the portal, a reused, an expired, a cancelled and an unknown one, writing nothing', async () => {
    const portalLogin = await loginAs(karin.personalNumber, 'specialists');
    const crossed = await signIn(portalLogin);
    expect(apiErrorBody.parse(crossed.json()).errors?.[0]?.constraints).toEqual({ invalid: 'The BankID login is unknown or already used' });
    expect(await usedAt(portalLogin)).toBeNull();
    const patientLogin = await loginAs(karin.personalNumber);
    expect((await signIn(patientLogin, 'specialists')).statusCode).toBe(400);
    expect(await usedAt(patientLogin)).toBeNull();

    const late = await loginAs(karin.personalNumber);
    await server.database.db.update(grandIdSessions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(grandIdSessions.sessionId, late.sessionId));
    const expired = await signIn(late);
    expect(expired.statusCode).toBe(400);
    expect(apiErrorBody.parse(expired.json()).errors?.[0]?.constraints).toEqual({ expired: 'The BankID login expired; start again' });
    expect(await usedAt(late)).toBeNull();

    const cancelled = await loginAs('cancel');
    expect(apiErrorBody.parse((await signIn(cancelled)).json()).errors?.[0]?.constraints).toEqual({ cancelled: 'The BankID login was cancelled' });
    expect(await usedAt(cancelled)).toBeNull();

    expect((await signIn({ sessionId: 'abcdefabcdefabcdef', state: 'A'.repeat(43) })).statusCode).toBe(400);
  });

  it('links only through a login the patient started from the profile, for a person no other patient has linked, writing nothing when refused', async () => {
    const otherId = present(server.summary.organizations[0]?.patientIds[1], 'another patient');
    const other = await server.signInPatient(otherId);
    const unknown = { invalid: 'The BankID login is unknown or already used' };
    // A login started to sign in, or by another patient, links nothing; a login started to link signs nobody in.
    const signInLogin = await loginAs(unknownPerson.personalNumber);
    expect(apiErrorBody.parse((await link(signInLogin, other)).json()).errors?.[0]?.constraints).toEqual(unknown);
    const othersLogin = await linkLoginAs(unknownPerson.personalNumber, other);
    expect((await link(othersLogin, patient)).statusCode).toBe(400);
    // Someone else's linking login is in the access log as refused, under the patient who started it.
    const refused = await server.database.db
      .select({ actorId: auditLog.actorId, patientId: auditLog.patientId, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.action, 'denied:bankid-link'));
    expect(refused).toEqual([{ actorId: patientId, patientId: otherId, outcome: 'denied' }]);
    expect((await signIn(othersLogin)).statusCode).toBe(400);
    // Karin's BankID is hers: another patient who logs in with it is refused.
    const karinsLogin = await linkLoginAs(karin.personalNumber, other);
    const taken = await link(karinsLogin, other);
    expect(taken.statusCode).toBe(409);
    expect(apiErrorBody.parse(taken.json()).errors).toEqual([
      { property: 'personalNumber', constraints: { unique: 'Another patient has linked this BankID' }, rule: 'taken' },
    ]);
    for (const login of [signInLogin, othersLogin, karinsLogin]) expect(await usedAt(login)).toBeNull();
    expect(await personalNumberOf(other)).toBeNull();
    expect(await personalNumberOf(patient)).toBe(demoPatient.personalNumber);

    // Without the state GrandID sent back to the browser that finished it, even the patient who started it links nothing.
    expect((await link({ ...othersLogin, state: 'A'.repeat(43) }, other)).statusCode).toBe(400);
    // The other patient's own login, used by them, links them once; then their BankID signs them in.
    const linked = await link(othersLogin, other);
    expect(linked.statusCode).toBe(200);
    expect(patientProfile.parse(linked.json()).personalNumber).toBe('19811218-9876');
    expect((await link(othersLogin, other)).statusCode).toBe(400);
    const signedIn = await signIn(await loginAs(unknownPerson.personalNumber));
    const { access_token } = accessTokenResponse.parse(signedIn.json());
    expect(await personalNumberOf(access_token)).toBe('19811218-9876');

    // Unlinked, the person's BankID opens nothing any more.
    const unlinked = await server.app.inject({ method: 'DELETE', url: '/patient-app/bankid', headers: bearer(other) });
    expect(patientProfile.parse(unlinked.json()).personalNumber).toBeNull();
    expect((await signIn(await loginAs(unknownPerson.personalNumber))).statusCode).toBe(403);
  });

  it('refuses a patient whose account is closed', async () => {
    const login = await loginAs(karin.personalNumber);
    await server.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, patientId));
    expect((await signIn(login)).statusCode).toBe(403);
    expect(await usedAt(login)).toBeNull();
  });
});
