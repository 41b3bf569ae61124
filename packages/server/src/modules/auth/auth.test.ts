import { accessTokenResponse, apiErrorBody } from '@rehab/contract';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhysio } from '../../db/seed';
import { bearer, hostileValues, startTestServer, type TestServer } from '../../testing';

describe('sign-in by password, tokens and sign-out', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1 } });
  });
  afterAll(() => server.close());

  const signIn = (payload: unknown) => server.app.inject({ method: 'POST', url: '/users/sign-in', payload: payload as object });

  it('returns an access_token for the right email and password, whatever the email case', async () => {
    const response = await signIn({ email: demoPhysio.email.toUpperCase(), password: demoPhysio.password });
    expect(response.statusCode).toBe(200);
    const { access_token } = accessTokenResponse.parse(response.json());
    const profile = await server.app.inject({ url: '/specialists/profile', headers: bearer(access_token) });
    expect(profile.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike, without telling which', async () => {
    const wrong = await signIn({ email: demoPhysio.email, password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@demo.se', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    // Told by the rule `credentials`, which names neither of the two.
    expect(apiErrorBody.parse(wrong.json()).errors).toEqual([
      { property: 'password', constraints: { invalid: 'email or password is invalid' }, rule: 'credentials' },
    ]);
  });

  it('does not let patients sign in to the specialist portal', async () => {
    const response = await signIn({ email: 'anyone@exempel.se', password: demoPhysio.password });
    expect(response.statusCode).toBe(400);
  });

  it('names every missing, wrong or unknown field with the messages of docs/rules/validation.md', async () => {
    const response = await signIn({ email: 'not-an-email', role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'email is invalid',
      statusCode: 400,
      errors: [
        { property: 'email', constraints: { invalid: 'email is invalid' }, rule: 'invalid' },
        { property: 'password', constraints: { required: 'password is required' }, rule: 'required' },
        { property: 'role', constraints: { whitelist: 'role is invalid' }, rule: 'invalid' },
      ],
    });
    const short = await signIn({ email: demoPhysio.email, password: 'short' });
    expect(short.json().errors).toEqual([{ property: 'password', constraints: { minLength: 'minimum 8 characters' }, rule: 'minLength', params: { length: 8 } }]);
    const long = await signIn({ email: demoPhysio.email, password: 'x'.repeat(201) });
    expect(long.json().errors).toEqual([{ property: 'password', constraints: { maxLength: 'maximum 200 characters' }, rule: 'maxLength', params: { length: 200 } }]);
  });

  it('never answers bad input with a 500', async () => {
    for (const value of hostileValues) {
      for (const payload of [{ email: value, password: value }, { email: demoPhysio.email, password: value }, value]) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/users/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(400);
        expect(apiErrorBody.safeParse(response.json()).success).toBe(true);
      }
    }
  });

  it('answers broken JSON with a 400 and a too large body with a 413', async () => {
    const broken = await server.app.inject({ method: 'POST', url: '/users/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(apiErrorBody.safeParse(broken.json()).success).toBe(true);
    const huge = await signIn({ email: demoPhysio.email, password: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413 });
  });

  it('answers 401 for a missing, malformed, forged or expired token', async () => {
    const url = '/specialists/patients/list';
    const forged = await new SignJWT({ role: 'physio' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(server.summary.physios[0]?.id ?? '')
      .setJti(randomUUID())
      .setIssuer('rehab')
      .setAudience('rehab-portal')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ role: 'physio' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(server.summary.physios[0]?.id ?? '')
      .setJti(randomUUID())
      .setIssuer('rehab')
      .setAudience('rehab-portal')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(server.jwtSecret);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x","role":"physio"}').toString('base64url')}.`;
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('nonsense'), bearer(forged), bearer(expired), bearer(unsigned)]) {
      const response = await server.app.inject({ url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', statusCode: 401 });
    }
  });

  it('answers 429 after ten wrong passwords for one email, and keeps other emails open', async () => {
    const email = 'maria.ek@demo.se';
    for (let i = 0; i < 10; i += 1) expect((await signIn({ email, password: `wrong-password-${i}` })).statusCode).toBe(400);
    const blocked = await signIn({ email, password: demoPhysio.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests, try again later', statusCode: 429 });
    expect((await signIn({ email: 'erik.holm@demo.se', password: demoPhysio.password })).statusCode).toBe(200);
  });

  it('revokes the token at sign-out, server-side', async () => {
    const token = await server.signIn();
    const out = await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await server.app.inject({ url: '/specialists/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const again = await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(token) });
    const withBody = await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(await server.signIn()), payload: { everywhere: true } });
    expect(withBody.statusCode).toBe(400);
    expect(again.statusCode).toBe(401);
    // Another session of the same physio goes on.
    const other = await server.signIn();
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(other) })).statusCode).toBe(200);
  });
});
