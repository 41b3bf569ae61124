import { apiErrorBody, bankIdProofMinutes, profileResponse, type GrandIdSignInBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grandIdSessions } from '../../db/schema';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { smtpMailer } from '../../mail/mailer';
import { grandIdClient } from '../grandid/client';
import { startGrandIdDouble, type GrandIdDouble } from '../grandid/grandid-double';
import { finishGrandIdLogin, grandIdPerson } from '../grandid/grandid-testing';
import { bearer, multipartBody, startSmtpCapture, startTestServer, type ReceivedMail, type TestServer } from '../../testing';

/** A received mail's text, its quoted-printable encoding undone. */
const textOf = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));

const annaLindqvist = grandIdPerson('Lindqvist');
const unknownPerson = grandIdPerson('Testperson');

/*
 * BankID as the proof that it is the person before their own email, personal number or password changes
 * (docs/security.md#staff-sign-in-and-sessions): a fresh login the staff member started from the profile, for the
 * personal number already on the account, accepted once, within a few minutes, for that account only.
 */
describe('BankID as proof before one’s own sign-in changes', () => {
  let double: GrandIdDouble;
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    double = await startGrandIdDouble();
    server = await startTestServer({
      mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'),
      seedOptions: { patients: 2, weeks: 1 },
      appOptions: { grandId: grandIdClient(double), portalUrl: 'http://portal.test' },
    });
  });
  afterAll(async () => {
    await server.close();
    await double.close();
    await smtp.close();
  });

  const status = async (token: string) => (await server.app.inject({ url: '/specialists/profile', headers: bearer(token) })).statusCode;
  const patchProfile = (token: string, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields);
    return server.app.inject({ method: 'PATCH', url: '/specialists/profile', payload, headers: { ...headers, ...bearer(token) } });
  };
  const changePassword = (token: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: '/specialists/password', headers: bearer(token), payload });
  const proofOf = ({ sessionId, state }: GrandIdSignInBody) => ({ bankIdSessionId: sessionId, bankIdState: state });

  /** The signed-in person starts a proof from their profile and `personalNumber` finishes it on the BankID page. */
  async function proveAs(token: string, personalNumber: string) {
    const started = await server.app.inject({ url: '/specialists/account/bankid/session', headers: bearer(token) });
    const { login, returnedTo } = await finishGrandIdLogin(started, personalNumber);
    expect(returnedTo).toBe('http://portal.test/profile/bankid');
    return login;
  }
  const errorsOf = (response: { json: () => unknown }) => apiErrorBody.parse(response.json()).errors;

  it('is offered only to an account with a personal number', async () => {
    const admin = await server.signIn(demoAdmins.organization);
    const refused = await server.app.inject({ url: '/specialists/account/bankid/session', headers: bearer(admin) });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([{ property: 'bankId', constraints: { required: 'Your account has no personal number to confirm with BankID' }, rule: 'required' }]);
  });

  it('refuses a login another person finished, one another account started, one started to sign in, an expired and a cancelled one', async () => {
    const anna = await server.signIn(demoPhysio.email);
    const erik = await server.signIn('erik.holm@demo.se');
    const mailsBefore = smtp.inbox.length;

    const otherPerson = await patchProfile(anna, { email: 'kapad@exempel.se', ...proofOf(await proveAs(anna, unknownPerson.personalNumber)) });
    expect(otherPerson.statusCode).toBe(400);
    expect(errorsOf(otherPerson)).toEqual([
      { property: 'bankIdSessionId', constraints: { otherPerson: 'The BankID login is not for the personal number on your account' } },
    ]);

    // Erik started it and Anna's BankID finished it: it proves nothing for Anna's account, nor for Erik's.
    const erikStarted = await proveAs(erik, annaLindqvist.personalNumber);
    const relayed = await patchProfile(anna, { email: 'kapad@exempel.se', ...proofOf(erikStarted) });
    expect(errorsOf(relayed)).toEqual([{ property: 'bankIdSessionId', constraints: { invalid: 'The BankID login is unknown or already used' }, rule: 'invalid' }]);
    expect(errorsOf(await changePassword(erik, { newPassword: 'Ett-helt-nytt-2026', ...proofOf(erikStarted) }))?.[0]?.constraints).toHaveProperty(
      'otherPerson',
    );

    // A login started to sign in is no proof, and a proof signs nobody in.
    const signInLogin = (await finishGrandIdLogin(await server.app.inject({ url: '/third-party/grand-id/session/specialists' }), annaLindqvist.personalNumber)).login;
    expect(errorsOf(await patchProfile(anna, { email: 'kapad@exempel.se', ...proofOf(signInLogin) }))?.[0]?.constraints).toHaveProperty('invalid');
    const proof = await proveAs(anna, annaLindqvist.personalNumber);
    const signedIn = await server.app.inject({ method: 'POST', url: '/third-party/grand-id/sign-in/specialists', payload: proof });
    expect(signedIn.statusCode).toBe(400);

    await server.database.db
      .update(grandIdSessions)
      .set({ createdAt: new Date(Date.now() - (bankIdProofMinutes + 1) * 60_000) })
      .where(eq(grandIdSessions.sessionId, proof.sessionId));
    const late = await patchProfile(anna, { email: 'kapad@exempel.se', ...proofOf(proof) });
    expect(errorsOf(late)).toEqual([{ property: 'bankIdSessionId', constraints: { expired: 'The BankID login expired; start again' } }]);

    const cancelled = await changePassword(anna, { newPassword: 'Ett-helt-nytt-2026', ...proofOf(await proveAs(anna, 'cancel')) });
    expect(errorsOf(cancelled)?.[0]?.constraints).toEqual({ cancelled: 'The BankID login was cancelled' });
    const noState = await patchProfile(anna, { email: 'kapad@exempel.se', bankIdSessionId: proof.sessionId });
    expect(errorsOf(noState)).toEqual([{ property: 'bankIdState', constraints: { required: 'bankIdState is required' }, rule: 'required' }]);

    expect(profileResponse.parse((await server.app.inject({ url: '/specialists/profile', headers: bearer(anna) })).json()).email).toBe(demoPhysio.email);
    expect([await status(anna), await status(erik)]).toEqual([200, 200]);
    expect(smtp.inbox.length).toBe(mailsBefore);
  });

  it('accepts a good one once: the email changes, every other session ends and the old address is told', async () => {
    const anna = await server.signIn(demoPhysio.email);
    const other = await server.signIn(demoPhysio.email);
    const proof = await proveAs(anna, annaLindqvist.personalNumber);
    const mail = smtp.nextMail();
    const changed = await patchProfile(anna, { email: 'anna.lindqvist@syd.se', ...proofOf(proof) });
    expect(changed.statusCode).toBe(200);
    expect(profileResponse.parse(changed.json()).email).toBe('anna.lindqvist@syd.se');
    expect([await status(anna), await status(other)]).toEqual([200, 401]);
    const received = await mail;
    expect(received.to).toEqual([demoPhysio.email]);
    expect(textOf(received)).toContain('E-postadressen som du loggar in i Rehabportalen med har ändrats');

    const reused = await patchProfile(anna, { email: 'kapad@exempel.se', ...proofOf(proof) });
    expect(errorsOf(reused)).toEqual([{ property: 'bankIdSessionId', constraints: { invalid: 'The BankID login is unknown or already used' }, rule: 'invalid' }]);
    expect(errorsOf(await changePassword(anna, { newPassword: 'Ett-helt-nytt-2026', ...proofOf(proof) }))?.[0]?.constraints).toHaveProperty('invalid');
  });

  it('changes the password with a good one, ends every other session and tells the address', async () => {
    const anna = await server.signIn('anna.lindqvist@syd.se');
    const other = await server.signIn('anna.lindqvist@syd.se');
    const mail = smtp.nextMail();
    const changed = await changePassword(anna, { newPassword: 'Ett-helt-nytt-2026', ...proofOf(await proveAs(anna, annaLindqvist.personalNumber)) });
    expect(changed.statusCode).toBe(200);
    expect([await status(anna), await status(other)]).toEqual([200, 401]);
    const received = await mail;
    expect(received.to).toEqual(['anna.lindqvist@syd.se']);
    expect(textOf(received)).toContain('har ändrats');
    const signIn = await server.app.inject({ method: 'POST', url: '/users/sign-in', payload: { email: 'anna.lindqvist@syd.se', password: 'Ett-helt-nytt-2026' } });
    expect(signIn.statusCode).toBe(200);
  });
});
