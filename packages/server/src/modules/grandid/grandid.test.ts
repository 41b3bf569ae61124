import { accessTokenResponse, grandIdSessionResponse, grandIdStatusResponse, profileResponse, type GrandIdSignInBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grandIdSessions, users } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { bearer, present, startTestServer, type TestServer } from '../../testing';
import type { GrandIdDouble } from './grandid-double';
import { callbackParts, finishGrandIdLogin, grandIdPerson, startServerWithGrandId } from './grandid-testing';

const annaLindqvist = grandIdPerson('Lindqvist');
const unknownPerson = grandIdPerson('Testperson');

describe('BankID sign-in through GrandID', () => {
  let double: GrandIdDouble;
  let server: TestServer;
  beforeAll(async () => {
    ({ server, double } = await startServerWithGrandId());
  });
  afterAll(async () => {
    await server.close();
    await double.close();
  });

  /** Starts a login and picks a person (or cancels) on the double's page, as the browser would. */
  async function loginAs(personalNumber: string | 'cancel') {
    const { login, returnedTo } = await finishGrandIdLogin(await server.app.inject({ url: '/third-party/grand-id/session/specialists' }), personalNumber);
    expect(returnedTo).toBe('http://portal.test/sign-in/bankid');
    return login;
  }
  const signIn = (login: GrandIdSignInBody) =>
    server.app.inject({ method: 'POST', url: '/third-party/grand-id/sign-in/specialists', payload: login });

  it('says it is enabled', async () => {
    expect(grandIdStatusResponse.parse((await server.app.inject({ url: '/third-party/grand-id/status' })).json())).toEqual({
      enabled: true,
    });
  });

  it('signs the physio in whose personal number BankID confirms, once', async () => {
    const login = await loginAs(annaLindqvist.personalNumber);
    const response = await signIn(login);
    expect(response.statusCode).toBe(200);
    const { access_token } = accessTokenResponse.parse(response.json());
    const profile = profileResponse.parse(
      (await server.app.inject({ url: '/specialists/profile', headers: bearer(access_token) })).json(),
    );
    expect(profile.email).toBe(demoPhysio.email);
    const again = await signIn(login);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'The BankID login is unknown or already used',
      statusCode: 400,
      errors: [{ property: 'sessionId', constraints: { invalid: 'The BankID login is unknown or already used' }, rule: 'invalid' }],
    });
  });

  it('signs in only with the state the callback brought, so a login someone else was made to finish is of no use to whoever started it', async () => {
    // Whoever started the login has its session id, but GrandID sent the state only to the browser that finished it.
    const login = await loginAs(annaLindqvist.personalNumber);
    const other = (await loginAs(annaLindqvist.personalNumber)).state;
    for (const state of [other, 'A'.repeat(43)]) {
      const relayed = await signIn({ sessionId: login.sessionId, state });
      expect(relayed.statusCode).toBe(400);
      expect(relayed.json().errors).toEqual([{ property: 'sessionId', constraints: { invalid: 'The BankID login is unknown or already used' }, rule: 'invalid' }]);
    }
    const [row] = await server.database.db.select({ usedAt: grandIdSessions.usedAt }).from(grandIdSessions).where(eq(grandIdSessions.sessionId, login.sessionId));
    expect(present(row).usedAt).toBeNull();
    expect((await signIn(login)).statusCode).toBe(200);
  });

  it('refuses a person without an account, a cancelled login, an expired one and one never started here', async () => {
    const unknown = await signIn(await loginAs(unknownPerson.personalNumber));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual({ message: 'No specialist account belongs to this person', statusCode: 403 });

    const cancelled = await signIn(await loginAs('cancel'));
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().errors).toEqual([
      { property: 'sessionId', constraints: { cancelled: 'The BankID login was cancelled' } },
    ]);

    const late = await loginAs(annaLindqvist.personalNumber);
    await server.database.db
      .update(grandIdSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(grandIdSessions.sessionId, late.sessionId));
    expect((await signIn(late)).json().errors[0].constraints).toEqual({ expired: 'The BankID login expired; start again' });

    const started = grandIdSessionResponse.parse(
      (await server.app.inject({ url: '/third-party/grand-id/session/specialists' })).json(),
    );
    const unfinished = await signIn({ sessionId: started.sessionId, state: callbackParts(present(double.callbackUrlOf(started.sessionId))).state });
    expect(unfinished.json().errors[0].constraints).toHaveProperty('expired');

    expect((await signIn({ sessionId: 'abcdefabcdefabcdef', state: 'A'.repeat(43) })).statusCode).toBe(400);
    const bad = await server.app.inject({
      method: 'POST',
      url: '/third-party/grand-id/sign-in/specialists',
      payload: { sessionId: '../x', state: 'short', extra: 1 },
    });
    expect(
      bad
        .json()
        .errors.map((e: { property: string }) => e.property)
        .sort(),
    ).toEqual(['extra', 'sessionId', 'state']);
  });

  it('drops logins older than a day as new ones start', async () => {
    const old = grandIdSessionResponse.parse((await server.app.inject({ url: '/third-party/grand-id/session/specialists' })).json()).sessionId;
    await server.database.db.update(grandIdSessions).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) }).where(eq(grandIdSessions.sessionId, old));
    await server.app.inject({ url: '/third-party/grand-id/session/specialists' });
    expect(await server.database.db.select().from(grandIdSessions).where(eq(grandIdSessions.sessionId, old))).toEqual([]);
  });

  it('refuses a session of a removed physio', async () => {
    const login = await loginAs(annaLindqvist.personalNumber);
    await server.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, demoPhysio.email));
    expect((await signIn(login)).statusCode).toBe(403);
  });
});

describe('BankID without GrandID', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 1, weeks: 3 } });
  });
  afterAll(() => server.close());

  it('says it is disabled and refuses to start', async () => {
    expect((await server.app.inject({ url: '/third-party/grand-id/status' })).json()).toEqual({ enabled: false });
    expect((await server.app.inject({ url: '/third-party/grand-id/session/specialists' })).statusCode).toBe(503);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/third-party/grand-id/sign-in/specialists',
          payload: { sessionId: 'abcdefabcdef', state: 'A'.repeat(43) },
        })
      ).statusCode,
    ).toBe(503);
  });
});
