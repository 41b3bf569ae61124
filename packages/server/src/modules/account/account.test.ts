import { apiErrorBody, profileResponse, sessionListResponse } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/tokens';
import { users } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { smtpMailer } from '../../mail/mailer';
import { bearer, multipartBody, present, seededStaff, startSmtpCapture, startTestServer, type ReceivedMail, type TestServer } from '../../testing';

/** The 6-digit code of a received mail, its quoted-printable soft breaks undone. */
const codeIn = (mail: ReceivedMail) => {
  const match = /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no code in mail:\n${mail.raw}`);
  return match[1];
};
/** A received mail's text, its quoted-printable encoding undone. */
const textOf = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replace(/=/g, ''), 'hex').toString('utf8'));

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe("staff's own sign-in: identity, password and sessions", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const signIn = async (email: string, password: string = demoPhysio.password, userAgent = firefoxOnWindows) => {
    const response = await server.app.inject({ method: 'POST', url: '/users/sign-in', payload: { email, password }, headers: { 'user-agent': userAgent } });
    return { status: response.statusCode, token: response.json<{ access_token?: string }>().access_token ?? '' };
  };
  const status = async (token: string) => (await server.app.inject({ url: '/specialists/profile', headers: bearer(token) })).statusCode;
  const patchProfile = (token: string, fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(fields);
    return server.app.inject({ method: 'PATCH', url: '/specialists/profile', payload, headers: { ...headers, ...bearer(token) } });
  };
  const profileOf = async (token: string) => profileResponse.parse((await server.app.inject({ url: '/specialists/profile', headers: bearer(token) })).json());

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({ mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'), seedOptions: { patients: 2, weeks: 1 } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  describe('changing one’s own email or personal number', () => {
    it('needs the current password: without it, or with a wrong one, nothing changes and nobody is signed out', async () => {
      const { token } = await signIn('erik.holm@demo.se');
      const { token: other } = await signIn('erik.holm@demo.se');
      const mailsBefore = smtp.inbox.length;
      for (const fields of [{ email: 'kapad@exempel.se' }, { bankId: '19811218-9876' }] as Record<string, string>[]) {
        const missing = await patchProfile(token, fields);
        expect(missing.statusCode).toBe(400);
        expect(apiErrorBody.parse(missing.json()).errors).toEqual([
          { property: 'currentPassword', constraints: { required: 'currentPassword is required' }, rule: 'required' },
        ]);
        const wrong = await patchProfile(token, { ...fields, currentPassword: 'fel-lösenord-1' });
        expect(wrong.statusCode).toBe(400);
        expect(apiErrorBody.parse(wrong.json()).errors).toEqual([{ property: 'currentPassword', constraints: { invalid: 'currentPassword is invalid' }, rule: 'invalid' }]);
      }
      expect(await profileOf(token)).toMatchObject({ email: 'erik.holm@demo.se', profile: { bankId: '19750921-4412' } });
      expect([await status(token), await status(other)]).toEqual([200, 200]);
      expect(smtp.inbox.length).toBe(mailsBefore);
      // What is not how one signs in changes as before, without the password.
      expect((await patchProfile(token, { aboutMe: 'Idrottsskador och löpning.' })).statusCode).toBe(200);
    });

    it('with the password, ends every other session, keeps this one, and tells the old address', async () => {
      const sara = seededStaff(server.summary, 'sara.nyberg@demo.se');
      const { token } = await signIn(sara.email);
      const { token: other } = await signIn(sara.email, demoPhysio.password, chromeOnAndroid);
      // A token from before sessions were kept (no row of its own) ends too.
      const older = await issueAccessToken(server.jwtSecret, { id: sara.id, role: 'physio' }, { issuedAt: new Date(Date.now() - 60_000) });
      expect(await status(older)).toBe(200);
      const mail = smtp.nextMail();
      const changed = await patchProfile(token, { email: 'sara.nyberg@norr.se', currentPassword: demoPhysio.password });
      expect(changed.statusCode).toBe(200);
      expect(profileResponse.parse(changed.json()).email).toBe('sara.nyberg@norr.se');
      expect([await status(token), await status(other), await status(older)]).toEqual([200, 401, 401]);
      const received = await mail;
      expect(received.to).toEqual([sara.email]);
      expect(textOf(received)).toContain('E-postadressen som du loggar in i Rehabportalen med har ändrats');
      expect((await signIn('sara.nyberg@norr.se')).status).toBe(200);
    });

    it('with a code mailed to the current address, for staff without a password', async () => {
      const { token } = await signIn('maria.ek@demo.se');
      await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, 'maria.ek@demo.se'));
      const codeMail = smtp.nextMail();
      const asked = await server.app.inject({ method: 'POST', url: '/specialists/account/code', headers: bearer(token), payload: {} });
      expect(asked.statusCode).toBe(202);
      const received = await codeMail;
      expect(received.to).toEqual(['maria.ek@demo.se']);
      const code = codeIn(received);
      const wrongCode = code === '000000' ? '000001' : '000000';
      expect((await patchProfile(token, { bankId: '19811218-9876', code: wrongCode })).statusCode).toBe(400);
      const changedMail = smtp.nextMail();
      const changed = await patchProfile(token, { bankId: '19811218-9876', code });
      expect(changed.statusCode).toBe(200);
      expect(profileResponse.parse(changed.json()).profile.bankId).toBe('19811218-9876');
      expect(textOf(await changedMail)).toContain('Personnumret för BankID');
      // The code is used up.
      expect((await patchProfile(token, { bankId: '19750921-4412', code })).statusCode).toBe(400);
    });
  });

  describe('changing one’s password', () => {
    it('needs the current password, refuses a common new one, and ends every other session', async () => {
      const email = 'admin@demo.se';
      const { token } = await signIn(email);
      const { token: other } = await signIn(email);
      const change = (payload: object) => server.app.inject({ method: 'PUT', url: '/specialists/password', headers: bearer(token), payload });
      const wrong = await change({ currentPassword: 'inte-mitt-lösenord', newPassword: 'Ett-helt-nytt-2026' });
      expect(wrong.statusCode).toBe(400);
      expect(apiErrorBody.parse(wrong.json()).errors?.[0]?.property).toBe('currentPassword');
      const common = await change({ currentPassword: demoPhysio.password, newPassword: 'password123' });
      expect(common.statusCode).toBe(400);
      expect(apiErrorBody.parse(common.json()).errors).toEqual([
        { property: 'newPassword', constraints: { commonPassword: expect.any(String) }, rule: 'commonPassword' },
      ]);
      expect([await status(token), await status(other), (await signIn(email)).status]).toEqual([200, 200, 200]);

      const mail = smtp.nextMail();
      const changed = await change({ currentPassword: demoPhysio.password, newPassword: 'Ett-helt-nytt-2026' });
      expect(changed.statusCode).toBe(200);
      expect([await status(token), await status(other)]).toEqual([200, 401]);
      const received = await mail;
      expect(received.to).toEqual([email]);
      expect(textOf(received)).toContain('har ändrats');
      expect((await signIn(email)).status).toBe(400);
      expect((await signIn(email, 'Ett-helt-nytt-2026')).status).toBe(200);
    });
  });

  describe('a forgotten password', () => {
    const post = (url: string, payload: object, ip = '10.8.0.1') => server.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

    it('is set anew with a mailed code, which ends every session', async () => {
      const email = 'system@demo.se';
      const { token } = await signIn(email);
      const unknown = await post('/specialists/password/request-code', { email: 'ingen@exempel.se' });
      const mail = smtp.nextMail();
      const known = await post('/specialists/password/request-code', { email });
      expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
      expect(unknown.body).toBe(known.body);
      const received = await mail;
      expect(received.to).toEqual([email]);
      const code = codeIn(received);

      const common = await post('/specialists/password/reset', { email, code, password: 'qwertyuiop' });
      expect(common.statusCode).toBe(400);
      expect(apiErrorBody.parse(common.json()).errors?.[0]?.constraints).toHaveProperty('commonPassword');
      // The patient app's reset takes no staff code.
      expect((await post('/patient-app/password/reset', { email, code, password: 'Glömt-och-nytt-2026' })).statusCode).toBe(400);
      expect(await status(token)).toBe(200);

      const reset = await post('/specialists/password/reset', { email, code, password: 'Glömt-och-nytt-2026' });
      expect(reset.statusCode).toBe(200);
      expect(await status(token)).toBe(401);
      expect((await signIn(email, 'Glömt-och-nytt-2026')).status).toBe(200);
      // Once only.
      expect((await post('/specialists/password/reset', { email, code, password: 'Ännu-ett-nytt-2026' })).statusCode).toBe(400);
    });

    it('is throttled as the patient app’s: at most five code requests per address in 15 minutes', async () => {
      const email = 'fysio@demo.se';
      const answers: number[] = [];
      for (let each = 0; each < 6; each += 1) answers.push((await post('/specialists/password/request-code', { email }, '10.8.0.2')).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
      await expect(signIn(email)).resolves.toMatchObject({ status: 200 });
    });
  });

  describe('sessions', () => {
    it('lists where one is signed in, and ending one refuses its token at once', async () => {
      const email = 'fysio@demo.se';
      const { token } = await signIn(email, demoPhysio.password, firefoxOnWindows);
      const { token: phone } = await signIn(email, demoPhysio.password, chromeOnAndroid);
      const listed = await server.app.inject({ url: '/specialists/sessions', headers: bearer(token) });
      expect(listed.statusCode).toBe(200);
      const { items } = sessionListResponse.parse(listed.json());
      const mine = present(items.find((each) => each.current));
      expect(mine).toMatchObject({ browser: 'Firefox', os: 'Windows', device: 'desktop' });
      const onPhone = present(items.find((each) => each.browser === 'Chrome'));
      expect(onPhone).toMatchObject({ os: 'Android', device: 'mobile', current: false });
      expect(items.filter((each) => each.current)).toHaveLength(1);

      // Someone else's session is not found, and stays.
      const { token: colleague } = await signIn('erik.holm@demo.se');
      const theirs = await server.app.inject({ method: 'DELETE', url: `/specialists/sessions/${onPhone.id}`, headers: bearer(colleague) });
      expect(theirs.statusCode).toBe(404);
      expect(await status(phone)).toBe(200);

      const ended = await server.app.inject({ method: 'DELETE', url: `/specialists/sessions/${onPhone.id}`, headers: bearer(token) });
      expect(ended.statusCode).toBe(200);
      expect(await status(phone)).toBe(401);
      const after = sessionListResponse.parse((await server.app.inject({ url: '/specialists/sessions', headers: bearer(token) })).json());
      expect(after.items.map((each) => each.id)).not.toContain(onPhone.id);
    });

    it('signs out a session that ended its own row, as sign-out does', async () => {
      const { token } = await signIn('erik.holm@demo.se');
      const { items } = sessionListResponse.parse((await server.app.inject({ url: '/specialists/sessions', headers: bearer(token) })).json());
      const mine = present(items.find((each) => each.current));
      expect((await server.app.inject({ method: 'DELETE', url: `/specialists/sessions/${mine.id}`, headers: bearer(token) })).statusCode).toBe(200);
      expect(await status(token)).toBe(401);
    });
  });
});
