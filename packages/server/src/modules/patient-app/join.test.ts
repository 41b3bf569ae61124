import { accessTokenResponse } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhysio } from '../../db/seed';
import { memoryMailer, startTestServer, type TestServer } from '../../testing';

/** Joining confirms the address first, and tells nobody whether another person has an account. */
describe('a patient joining with a company code', () => {
  const mailer = memoryMailer();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mailer, seedOptions: { patients: 2, weeks: 1 } });
  });
  afterAll(() => server.close());

  const requestCode = (email: string) =>
    server.app.inject({ method: 'POST', url: '/patient-app/join/request-code', payload: { email } });
  const join = (email: string, verificationCode: string) =>
    server.app.inject({
      method: 'POST',
      url: '/patient-app/join',
      payload: { code: 'SYD-2026', email, verificationCode, password: 'patient-pass-1', firstName: 'Ny', lastName: 'Patient' },
    });
  const lastMailTo = (email: string) => mailer.sent.findLast((mail) => mail.to === email);

  it('answers the same for an address with an account and a new one, and only the mailbox learns which', async () => {
    const known = await requestCode(demoPhysio.email);
    const fresh = await requestCode('helt.ny@exempel.se');
    expect([known.statusCode, fresh.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual(fresh.json());
    expect(lastMailTo(demoPhysio.email)?.text).toContain('redan ett konto');
    expect(lastMailTo(demoPhysio.email)?.text).not.toMatch(/\b\d{6}\b/);
    expect(lastMailTo('helt.ny@exempel.se')?.text).toMatch(/\b\d{6}\b/);
    // A guess for either address fails alike: nothing says the first one has an account.
    const guessKnown = await join(demoPhysio.email, '000000');
    const guessFresh = await join('helt.ny@exempel.se', '000000');
    expect(guessKnown.statusCode).toBe(400);
    expect(guessKnown.json()).toEqual(guessFresh.json());
    expect(guessKnown.json().errors).toEqual([{ property: 'verificationCode', constraints: { invalid: 'verificationCode is invalid' }, rule: 'invalid' }]);
  });

  it('creates the account only with the mailed code, once', async () => {
    expect((await requestCode('anna.ny@exempel.se')).statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec(lastMailTo('anna.ny@exempel.se')?.text ?? '')?.[1] ?? '';
    const joined = await join('anna.ny@exempel.se', code);
    expect(joined.statusCode).toBe(201);
    expect(accessTokenResponse.parse(joined.json()).access_token).toBeTruthy();
    expect((await join('anna.ny@exempel.se', code)).statusCode).toBe(400);
  });

  it('burns a code after five wrong tries', async () => {
    await requestCode('bo.ny@exempel.se');
    const code = /\b(\d{6})\b/.exec(lastMailTo('bo.ny@exempel.se')?.text ?? '')?.[1] ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await join('bo.ny@exempel.se', wrong)).statusCode).toBe(400);
    expect((await join('bo.ny@exempel.se', code)).statusCode).toBe(400);
  });
});
