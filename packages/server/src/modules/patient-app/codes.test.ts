import { accessTokenResponse, apiErrorBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { demoPatientPassword } from '../../db/seed-chats';
import { smtpMailer } from '../../mail/mailer';
import { bearer, present, startSmtpCapture, startTestServer, type ReceivedMail, type TestServer } from '../../testing';

/** The 6-digit code of a received mail, its quoted-printable soft breaks undone. */
const codeIn = (mail: ReceivedMail) => {
  const match = /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
};

describe('a patient signs in by an emailed code and resets a forgotten password', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let email: string;
  let patientId: string;
  const post = (url: string, payload: object, ip = '10.9.0.1') => server.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const profileStatus = async (token: string) => (await server.app.inject({ url: '/patient-app/exercises', headers: bearer(token) })).statusCode;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), seedOptions: { patients: 4, weeks: 1 } });
    patientId = present(server.summary.organizations[0]?.patientIds[0]);
    const [row] = await server.database.db.select({ email: users.email }).from(users).where(eq(users.id, patientId));
    email = present(row).email;
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails a code over SMTP that signs the patient in once', async () => {
    const mail = smtp.nextMail();
    const asked = await post('/patient-app/sign-in/request-code', { email });
    expect(asked.statusCode).toBe(202);
    const received = await mail;
    expect(received.to).toEqual([email]);
    const code = codeIn(received);
    const signedIn = await post('/patient-app/sign-in/code', { email, code });
    expect(signedIn.statusCode).toBe(200);
    expect(await profileStatus(accessTokenResponse.parse(signedIn.json()).access_token)).toBe(200);
    const reused = await post('/patient-app/sign-in/code', { email, code });
    expect(reused.statusCode).toBe(400);
    expect(apiErrorBody.parse(reused.json()).errors).toEqual([{ property: 'code', constraints: { invalid: 'code is invalid' }, rule: 'invalid' }]);
  });

  it('answers an address without a patient account exactly alike and mails it nothing', async () => {
    for (const url of ['/patient-app/sign-in/request-code', '/patient-app/password/request-code']) {
      const unknown = await post(url, { email: 'ingen.alls@exempel.se' }, '10.9.0.2');
      const staff = await post(url, { email: demoPhysio.email }, '10.9.0.2');
      const mail = smtp.nextMail();
      const known = await post(url, { email }, '10.9.0.2');
      expect(unknown.statusCode).toBe(202);
      expect([unknown.body, staff.body]).toEqual([known.body, known.body]);
      // Mails leave in the order they were asked for: the patient's arrives with none before it.
      expect((await mail).to).toEqual([email]);
      expect(smtp.inbox.flatMap((each) => each.to)).not.toContain('ingen.alls@exempel.se');
      expect(smtp.inbox.flatMap((each) => each.to)).not.toContain(demoPhysio.email);
    }
    // A portal user's address gets no code from the app, so none signs in here.
    expect((await post('/patient-app/sign-in/code', { email: demoPhysio.email, code: '123456' }, '10.9.0.2')).statusCode).toBe(400);
  });

  it('keeps each code to its purpose: a reset code does not sign in, a sign-in code does not reset', async () => {
    const resetMail = smtp.nextMail();
    await post('/patient-app/password/request-code', { email }, '10.9.0.3');
    const resetCode = codeIn(await resetMail);
    expect((await post('/patient-app/sign-in/code', { email, code: resetCode }, '10.9.0.3')).statusCode).toBe(400);
    const signInMail = smtp.nextMail();
    await post('/patient-app/sign-in/request-code', { email }, '10.9.0.3');
    const signInCode = codeIn(await signInMail);
    expect((await post('/patient-app/password/reset', { email, code: signInCode, password: 'Nytt-losen-2026' }, '10.9.0.3')).statusCode).toBe(400);
  });

  it('sets the new password, ends every other session, and signs the patient in', async () => {
    await server.database.db.delete(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    const before = await server.signInPatient(patientId);
    const mail = smtp.nextMail();
    await post('/patient-app/password/request-code', { email }, '10.9.0.4');
    const received = await mail;
    expect(received.raw.replace(/=\r?\n/g, '')).toContain('Your code for choosing a new password');
    const code = codeIn(received);

    const tooShort = await post('/patient-app/password/reset', { email, code, password: 'kort' }, '10.9.0.4');
    expect(tooShort.statusCode).toBe(400);
    expect(apiErrorBody.parse(tooShort.json()).errors?.[0]).toEqual({ property: 'password', constraints: { minLength: 'minimum 8 characters' }, rule: 'minLength', params: { length: 8 } });
    const reset = await post('/patient-app/password/reset', { email, code, password: 'Nytt-losen-2026' }, '10.9.0.4');
    expect(reset.statusCode).toBe(200);
    expect(await profileStatus(accessTokenResponse.parse(reset.json()).access_token)).toBe(200);
    expect(await profileStatus(before)).toBe(401);

    expect((await post('/patient-app/sign-in', { email, password: demoPatientPassword }, '10.9.0.4')).statusCode).toBe(400);
    expect((await post('/patient-app/sign-in', { email, password: 'Nytt-losen-2026' }, '10.9.0.4')).statusCode).toBe(200);
    expect((await post('/patient-app/password/reset', { email, code, password: 'Annat-losen-2026' }, '10.9.0.4')).statusCode).toBe(400);
  });

  it('burns a code after five wrong tries and slows down an address that guesses', async () => {
    const mail = smtp.nextMail();
    await post('/patient-app/sign-in/request-code', { email }, '10.9.0.5');
    const code = codeIn(await mail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await post('/patient-app/sign-in/code', { email, code: wrong }, '10.9.0.5')).statusCode).toBe(400);
    expect((await post('/patient-app/sign-in/code', { email, code }, '10.9.0.5')).statusCode).toBe(400);

    const guesses: number[] = [];
    for (let i = 0; i < 51; i += 1) guesses.push((await post('/patient-app/sign-in/code', { email: `gissning${i}@exempel.se`, code: '123456' }, '10.9.0.6')).statusCode);
    expect(guesses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(guesses[50]).toBe(429);
  });

  it('limits code requests per address as the portal does, and refuses bad input before writing anything', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await post('/patient-app/password/request-code', { email: `fraga${i}@exempel.se` }, '10.9.0.7')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(answers[20]).toBe(429);

    const codes = (await server.database.db.select().from(oneTimeCodes)).length;
    for (const [url, payload] of [
      ['/patient-app/sign-in/request-code', {}],
      ['/patient-app/sign-in/request-code', { email: 'x' }],
      ['/patient-app/password/request-code', { email, extra: 1 }],
      ['/patient-app/sign-in/code', { email, code: 'abcdef' }],
      ['/patient-app/password/reset', { email, code: '123456' }],
      ['/patient-app/password/reset', { email, code: '123456', password: 'x'.repeat(201) }],
    ] as const) {
      const response = await post(url, payload, '10.9.0.8');
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(apiErrorBody.parse(response.json()).statusCode).toBe(400);
    }
    expect((await server.database.db.select().from(oneTimeCodes)).length).toBe(codes);
  });
});
