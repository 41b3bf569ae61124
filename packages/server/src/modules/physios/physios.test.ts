import { physio, physioDeleteResponse, physioListResponse, socketPath } from '@rehab/contract';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { smtpMailer } from '../../mail/mailer';
import { issueAccessToken } from '../../auth/tokens';
import {
  bearer,
  multipartBody,
  present,
  seededOrganization,
  seededStaff,
  startSmtpCapture,
  startTestServer,
  type TestServer,
} from '../../testing';

const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('physio management', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let system: string;
  let orgAdmin: string;
  let southId: string;
  let northId: string;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'),
      seedOptions: { patients: 4, weeks: 3 },
      appOptions: { portalUrl: 'https://portal.rehab.test' },
    });
    system = await server.signIn(demoAdmins.system);
    orgAdmin = await server.signIn(demoAdmins.organization);
    [southId, northId] = server.summary.organizations.map((o) => o.id) as [string, string];
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const newPhysio = {
    email: 'ny.fysio@demo.se',
    firstName: 'Nora',
    lastName: 'Nilsson',
    aboutMe: 'Ny här',
    experience: '2 år',
    bankId: '198112189876',
  };

  it('lists the physios an admin manages, with only the organizations the admin may see', async () => {
    const mine = physioListResponse.parse((await call(orgAdmin, 'GET', '/physios')).json()).items;
    expect(mine.map((p) => p.email).sort()).toEqual(['erik.holm@demo.se', 'fysio@demo.se', 'maria.ek@demo.se']);
    expect(mine.find((p) => p.email === 'fysio@demo.se')?.organizations.map((o) => o.title)).toEqual(['Rehabkliniken Syd AB']);
    const all = physioListResponse.parse((await call(system, 'GET', '/physios')).json()).items;
    expect(all).toHaveLength(5);
    expect(all.find((p) => p.email === 'fysio@demo.se')?.organizations).toHaveLength(2);
    const north = physioListResponse.parse((await call(system, 'GET', `/physios?organizationId=${northId}`)).json()).items;
    expect(north.map((p) => p.email).sort()).toEqual(['fysio@demo.se', 'johan.berg@demo.se', 'sara.nyberg@demo.se']);
  });

  it('creates a physio, mails the invitation over SMTP and lets them sign in with a code', async () => {
    const mail = smtp.nextMail();
    const created = await call(orgAdmin, 'POST', '/physios', { ...newPhysio, organizationIds: [southId] });
    expect(created.statusCode).toBe(201);
    const body = physio.parse(created.json());
    expect(body).toMatchObject({
      email: 'ny.fysio@demo.se',
      bankId: '19811218-9876',
      organizations: [{ id: southId, title: 'Rehabkliniken Syd AB' }],
      photo: null,
    });
    const received = await mail;
    expect(received.to).toEqual(['ny.fysio@demo.se']);
    const text = received.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('https://portal.rehab.test/sign-in');
    expect(text).toContain('Hej Nora!');
    const otp = await server.app.inject({
      method: 'POST',
      url: '/specialists/request-otp',
      payload: { email: 'ny.fysio@demo.se' },
    });
    expect(otp.statusCode).toBe(200);
  });

  it('refuses bad input, a taken email or personal number, and organizations outside the admin', async () => {
    const bad = await call(orgAdmin, 'POST', '/physios', {
      ...newPhysio,
      email: 'x',
      bankId: '19811218-9877',
      organizationIds: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      statusCode: 400,
      errors: expect.arrayContaining([
        { property: 'email', constraints: { invalid: 'email is invalid' }, rule: 'invalid' },
        { property: 'bankId', constraints: { invalid: 'bankId is invalid' }, rule: 'invalid' },
        { property: 'organizationIds', constraints: { invalid: 'organizationIds is invalid' }, rule: 'invalid' },
      ]),
    });
    const taken = await call(orgAdmin, 'POST', '/physios', { ...newPhysio, organizationIds: [southId] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ property: 'email', constraints: { unique: 'email is already in use' }, rule: 'taken' }]);
    const sameBankId = await call(system, 'POST', '/physios', {
      ...newPhysio,
      email: 'annan@demo.se',
      organizationIds: [southId],
    });
    expect(sameBankId.statusCode).toBe(409);
    expect(sameBankId.json().errors).toEqual([{ property: 'bankId', constraints: { unique: 'bankId is already in use' }, rule: 'taken' }]);
    const outside = await call(orgAdmin, 'POST', '/physios', {
      ...newPhysio,
      email: 'other@demo.se',
      bankId: undefined,
      organizationIds: [northId],
    });
    expect(outside.statusCode).toBe(404);
  });

  it('edits a physio and their organizations, and takes a photo', async () => {
    const erik = seededStaff(server.summary, 'erik.holm@demo.se');
    const edited = await call(system, 'PATCH', `/physios/${erik.id}`, {
      experience: '21 år',
      organizationIds: [southId, northId],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      physio
        .parse(edited.json())
        .organizations.map((o) => o.id)
        .sort(),
    ).toEqual([southId, northId].sort());
    const upload = multipartBody({}, { field: 'photo', name: 'a.png', type: 'image/png', content: png });
    const photo = await server.app.inject({
      method: 'PUT',
      url: `/physios/${erik.id}/photo`,
      headers: { ...bearer(orgAdmin), ...upload.headers },
      payload: upload.payload,
    });
    expect(photo.statusCode).toBe(200);
    expect(physio.parse(photo.json()).photo).toMatch(/^\/uploads\/photos\/.+\.png$/);
    const notImage = multipartBody({}, { field: 'photo', name: 'a.png', type: 'image/png', content: Buffer.from('hello') });
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: `/physios/${erik.id}/photo`,
          headers: { ...bearer(orgAdmin), ...notImage.headers },
          payload: notImage.payload,
        })
      ).statusCode,
    ).toBe(400);
    const back = await call(system, 'PATCH', `/physios/${erik.id}`, { organizationIds: [southId] });
    expect(physio.parse(back.json()).experience).toBe('21 år');
  });

  it('removes a physio: sessions end, records stay, and the answer tells how many patients have no physio', async () => {
    const johan = seededStaff(server.summary, 'johan.berg@demo.se');
    const sara = seededStaff(server.summary, 'sara.nyberg@demo.se');
    const anna = seededStaff(server.summary, 'fysio@demo.se');
    // Johan has an authenticator app: his session is one past its second factor, as after his code.
    const johanToken = await issueAccessToken(server.jwtSecret, { id: johan.id, role: 'physio' }, { strong: true });
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(johanToken) })).statusCode).toBe(200);
    expect((await call(orgAdmin, 'DELETE', `/physios/${johan.id}`)).statusCode).toBe(404);
    const first = physioDeleteResponse.parse((await call(system, 'DELETE', `/physios/${johan.id}`)).json());
    expect(first).toEqual({ id: johan.id, unassignedPatients: 0, organizationsWithoutPhysio: [] });
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(johanToken) })).statusCode).toBe(401);
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/users/sign-in',
          payload: { email: 'johan.berg@demo.se', password: 'Rehab-demo-2026' },
        })
      ).statusCode,
    ).toBe(400);
    // North keeps Anna and Sara; with both gone, its active patients have no physio.
    await call(system, 'DELETE', `/organizations/${northId}/physios/${anna.id}`);
    const last = physioDeleteResponse.parse((await call(system, 'DELETE', `/physios/${sara.id}`)).json());
    const northActive = seededOrganization(server.summary, 1).patientIds.length;
    expect(last.organizationsWithoutPhysio).toEqual([{ id: northId, title: 'Friskvård Norr AB' }]);
    expect(last.unassignedPatients).toBeGreaterThan(0);
    expect(last.unassignedPatients).toBeLessThanOrEqual(northActive);
    expect((await call(system, 'GET', `/physios/${sara.id}`)).statusCode).toBe(404);
    // The records stay; the system admin, who reads no patient's record, is refused it (403), not told it is gone.
    const kept = await server.database.db.select({ id: patients.userId }).from(patients).where(eq(patients.userId, present(seededOrganization(server.summary, 1).patientIds[0])));
    expect(kept).toHaveLength(1);
    expect((await call(system, 'GET', `/patients/list/${present(kept[0]).id}`)).statusCode).toBe(403);
  });
  it('closes the open sockets of a removed physio', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const maria = seededStaff(server.summary, 'maria.ek@demo.se');
    const socket = io(url, {
      path: socketPath,
      auth: { token: await server.signIn(maria.email) },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await call(orgAdmin, 'DELETE', `/physios/${maria.id}`)).statusCode).toBe(200);
      expect(await closed).toBe('io server disconnect');
    } finally {
      socket.disconnect();
    }
  });
});
