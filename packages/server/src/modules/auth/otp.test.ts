import { accessTokenResponse, apiErrorBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { smtpMailer, type Mail } from '../../mail/mailer';
import { bearer, startSmtpCapture as startSmtp, startTestServer, type ReceivedMail, type TestServer } from '../../testing';

const codeIn = (mail: ReceivedMail) => {
  const match = /inloggningskod är (\d{6})/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=C3=A4/g, 'ä'));
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
};

describe('sign-in by a code sent by email', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // Who the server has asked to mail, as it asks: the sending goes on after the answer, so a mail that should not
  // exist cannot be waited for, but the request to send it is made before the server answers.
  const mailedTo: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    const relay = smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>');
    const mailer = {
      ...relay,
      send: (mail: Mail) => {
        mailedTo.push(mail.to);
        return relay.send(mail);
      },
    };
    server = await startTestServer({ mailer, seedOptions: { patients: 1, weeks: 1 } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const request = (email: string, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/specialists/request-otp', payload: { email }, remoteAddress: ip });
  const verify = (email: string, code: string) => server.app.inject({ method: 'POST', url: '/specialists/verify-otp', payload: { email, code } });
  const clearCodes = (email: string) => server.database.db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));

  it('mails a 6-digit code that signs in once', async () => {
    const mail = smtp.nextMail();
    const response = await request(demoPhysio.email);
    expect(response.statusCode).toBe(200);
    const received = await mail;
    expect(received.to).toEqual([demoPhysio.email]);
    const code = codeIn(received);
    const signedIn = await verify(demoPhysio.email, code);
    expect(signedIn.statusCode).toBe(200);
    const { access_token } = accessTokenResponse.parse(signedIn.json());
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(access_token) })).json()).toMatchObject({ email: demoPhysio.email });
    const reused = await verify(demoPhysio.email, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: 'code is invalid', statusCode: 400, errors: [{ property: 'code', constraints: { invalid: 'code is invalid' }, rule: 'invalid' }] });
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const asked = mailedTo.length;
    const mail = smtp.nextMail();
    const known = await request('erik.holm@demo.se', '10.0.0.2');
    const unknown = await request('nobody@demo.se', '10.0.0.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mailedTo.slice(asked)).toEqual(['erik.holm@demo.se']);
    expect((await mail).to).toEqual(['erik.holm@demo.se']);
    expect((await verify('nobody@demo.se', '123456')).statusCode).toBe(400);
  });

  it('burns the code after five wrong tries', async () => {
    const email = 'maria.ek@demo.se';
    const mail = smtp.nextMail();
    await request(email, '10.0.0.3');
    const code = codeIn(await mail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await verify(email, wrong)).statusCode).toBe(400);
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('lets a code live ten minutes only', async () => {
    const email = 'johan.berg@demo.se';
    const mail = smtp.nextMail();
    await request(email, '10.0.0.4');
    const code = codeIn(await mail);
    await server.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.email, email));
    expect((await verify(email, code)).statusCode).toBe(400);
  });

  it('limits requests per email and per address', async () => {
    const email = 'sara.nyberg@demo.se';
    await clearCodes(email);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await request(email, `10.1.0.${i}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const perIp = [];
    for (let i = 0; i < 21; i += 1) perIp.push((await request(`someone${i}@demo.se`, '10.2.0.1')).statusCode);
    expect(perIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perIp[20]).toBe(429);
    expect(apiErrorBody.parse((await request(email, '10.3.0.1')).json()).statusCode).toBe(429);
  });

  it('rejects malformed emails and codes', async () => {
    for (const payload of [{}, { email: 'x' }, { email: demoPhysio.email, extra: 1 }, { email: 'a'.repeat(300) + '@demo.se' }]) {
      expect((await server.app.inject({ method: 'POST', url: '/specialists/request-otp', payload })).statusCode).toBe(400);
    }
    for (const code of ['12345', '1234567', 'abcdef', "1' OR '1'='1", '']) {
      const response = await verify(demoPhysio.email, code);
      expect(response.statusCode, code).toBe(400);
    }
    const letters = await verify(demoPhysio.email, 'abcdef');
    expect(letters.json().errors).toEqual([{ property: 'code', constraints: { pattern: 'only digits' }, rule: 'digits' }]);
  });
});
