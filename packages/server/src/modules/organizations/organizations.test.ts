import {
  accessTokenResponse,
  apiErrorBody,
  organization,
  organizationListResponse,
  organizationPhysio,
  organizationPhysiosResponse,
  organizationStatistics,
} from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { bearer, hostileValues, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';

const newOrganization = {
  title: 'Rörelsehuset AB',
  hash: '556016-0680',
  contactEmail: 'info@rorelsehuset.se',
  contactName: 'Lisa Rörelse',
  code: 'rorelse-1',
  licenses: 2,
};

describe('organizations', () => {
  let server: TestServer;
  let system: string;
  let orgAdmin: string;
  beforeAll(async () => {
    // Six weeks, so some of the seeded tasks' days have passed whatever today is.
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 6 } });
    system = await server.signIn(demoAdmins.system);
    orgAdmin = await server.signIn(demoAdmins.organization);
  });
  afterAll(() => server.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  it('lists every organization to the system admin and only their own to an organization admin', async () => {
    const all = organizationListResponse.parse((await call(system, 'GET', '/organizations')).json());
    expect(all.map((o) => o.title)).toEqual(['Friskvård Norr AB', 'Hälsoteamet Öst AB', 'Rehabkliniken Syd AB']);
    const own = organizationListResponse.parse((await call(orgAdmin, 'GET', '/organizations')).json());
    expect(own.map((o) => o.title)).toEqual(['Rehabkliniken Syd AB']);
    const south = present(own[0]);
    expect(south.usedLicenses).toBe(server.summary.organizations[0]?.patientIds.length);
    expect(south.physioCount).toBe(3);
  });

  it('creates an organization with an upper-case company code and refuses a taken code or number', async () => {
    const created = await call(system, 'POST', '/organizations', newOrganization);
    expect(created.statusCode).toBe(201);
    const body = organization.parse(created.json());
    expect(body).toMatchObject({
      title: 'Rörelsehuset AB',
      hash: '556016-0680',
      code: 'RORELSE-1',
      licenses: 2,
      usedLicenses: 0,
      physioCount: 0,
    });
    const again = await call(system, 'POST', '/organizations', { ...newOrganization, hash: '556036-0793' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'code is already in use',
      statusCode: 409,
      errors: [{ property: 'code', constraints: { unique: 'code is already in use' }, rule: 'taken' }],
    });
    const sameNumber = await call(system, 'POST', '/organizations', { ...newOrganization, code: 'OTHER-1' });
    expect(sameNumber.json().errors).toEqual([{ property: 'hash', constraints: { unique: 'hash is already in use' }, rule: 'taken' }]);
  });

  it('refuses bad input in the error shape of docs/rules/errors.md', async () => {
    const badNumber = await call(system, 'POST', '/organizations', { ...newOrganization, hash: '556016-0681', code: 'X-2000' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toEqual({
      message: 'hash is invalid',
      statusCode: 400,
      errors: [{ property: 'hash', constraints: { invalid: 'hash is invalid' }, rule: 'invalid' }],
    });
    const missing = await call(system, 'POST', '/organizations', { hash: 'abc' });
    const errors = apiErrorBody.parse(missing.json()).errors ?? [];
    expect(errors.map((e) => e.property)).toEqual(
      expect.arrayContaining(['title', 'hash', 'contactEmail', 'contactName', 'code', 'licenses']),
    );
    expect(errors.find((e) => e.property === 'title')?.constraints).toEqual({ required: 'title is required' });
    const extra = await call(system, 'PATCH', `/organizations/${server.summary.organizations[0]?.id}`, {
      licenses: -1,
      owner: 'me',
    });
    expect(extra.statusCode).toBe(400);
    expect(
      extra
        .json()
        .errors.map((e: { property: string }) => e.property)
        .sort(),
    ).toEqual(['licenses', 'owner']);
    expect((await call(system, 'GET', '/organizations/not-a-uuid')).statusCode).toBe(400);
    expect(
      (
        await call(
          system,
          'GET',
          `/organizations/${server.summary.organizations[0]?.id}/statistics?from=2026-05-01&to=2026-01-01`,
        )
      ).json().errors,
    ).toEqual([{ property: 'from', constraints: { invalid: 'from is invalid' }, rule: 'invalid' }]);
  });

  it('lets an organization admin edit their organization but not below the licenses in use', async () => {
    const southId = seededOrganization(server.summary, 0).id;
    const used = seededOrganization(server.summary, 0).patientIds.length;
    const edited = await call(orgAdmin, 'PATCH', `/organizations/${southId}`, { contactName: 'Karin Holm', licenses: used + 5 });
    expect(edited.statusCode).toBe(200);
    expect(organization.parse(edited.json()).licenses).toBe(used + 5);
    const tooFew = await call(orgAdmin, 'PATCH', `/organizations/${southId}`, { licenses: used - 1 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().errors[0].property).toBe('licenses');
  });

  it('assigns and unassigns a physio the admin manages, answering the physio', async () => {
    const [south, north] = server.summary.organizations;
    const sara = seededStaff(server.summary, 'sara.nyberg@demo.se');
    const listed = async (organizationId: string) =>
      organizationPhysiosResponse
        .parse((await call(system, 'GET', `/organizations/${organizationId}/physios`)).json())
        .items.map((p) => p.email);
    const assigned = await call(system, 'POST', `/organizations/${present(south).id}/physios`, { physioId: sara.id });
    expect(assigned.statusCode).toBe(201);
    expect(organizationPhysio.parse(assigned.json())).toMatchObject({ id: sara.id, email: 'sara.nyberg@demo.se' });
    expect(await listed(present(south).id)).toContain('sara.nyberg@demo.se');
    // Assigning twice is harmless.
    expect((await call(system, 'POST', `/organizations/${present(south).id}/physios`, { physioId: sara.id })).statusCode).toBe(201);
    // Now Sara works in the south too, so its admin may unassign her there.
    const unassigned = await call(orgAdmin, 'DELETE', `/organizations/${present(south).id}/physios/${sara.id}`);
    expect(unassigned.statusCode).toBe(200);
    expect(organizationPhysio.parse(unassigned.json()).id).toBe(sara.id);
    expect(await listed(present(south).id)).not.toContain('sara.nyberg@demo.se');
    expect((await call(orgAdmin, 'DELETE', `/organizations/${present(south).id}/physios/${sara.id}`)).statusCode).toBe(404);
    expect(await listed(present(north).id)).toContain('sara.nyberg@demo.se');
  });

  it('computes statistics from the tasks of the patients who joined with the company code', async () => {
    const created = organization.parse(
      (
        await call(system, 'POST', '/organizations', {
          ...newOrganization,
          title: 'Statistik AB',
          hash: '556036-0793',
          code: 'STAT-1',
        })
      ).json(),
    );
    const join = (email: string) =>
      server.joinAsPatient({ code: 'stat-1', email, password: 'patient-pass-1', firstName: 'Test', lastName: 'Patient' });
    const first = await join('stat.one@demo.se');
    expect(first.statusCode).toBe(201);
    expect(accessTokenResponse.parse(first.json()).access_token).toBeTruthy();
    expect((await join('stat.two@demo.se')).statusCode).toBe(201);
    const full = await join('stat.three@demo.se');
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([
      { property: 'code', constraints: { licenses: 'The organization has no licenses left; contact your employer' } },
    ]);
    expect((await join('stat.four@demo.se')).json().message).toMatch(/no licenses left/);

    const patientId = JSON.parse(
      Buffer.from(accessTokenResponse.parse(first.json()).access_token.split('.')[1] ?? '', 'base64url').toString(),
    ).sub as string;
    const task = (
      type: 'exercise-strength' | 'theory-lesson' | 'walking',
      status: 'done' | 'skipped' | 'planned',
      bookedDate: string,
    ) => ({ patientId, type, status, bookedDate });
    await server.database.db
      .insert(tasks)
      .values([
        task('exercise-strength', 'done', '2026-02-10'),
        task('walking', 'done', '2026-02-11'),
        task('exercise-strength', 'skipped', '2026-02-12'),
        task('theory-lesson', 'done', '2026-02-13'),
        task('theory-lesson', 'planned', '2026-02-14'),
        task('exercise-strength', 'done', '2026-04-02'),
      ]);
    const response = await call(system, 'GET', `/organizations/${created.id}/statistics?from=2026-01-01&to=2026-03-31`);
    expect(response.statusCode).toBe(200);
    const statistics = organizationStatistics.parse(response.json());
    expect(statistics).toMatchObject({
      from: '2026-01-01',
      to: '2026-03-31',
      licenses: 2,
      usedLicenses: 2,
      activeLicenses: 2,
      activeUsers: 1,
      inactiveUsers: 1,
      exerciseCompliance: 0.667,
      theoryCompliance: 0.5,
    });
    expect(statistics.months).toEqual([
      { month: '2026-01', exerciseCompliance: null, theoryCompliance: null, dueTasks: 0 },
      { month: '2026-02', exerciseCompliance: 0.667, theoryCompliance: 0.5, dueTasks: 5 },
      { month: '2026-03', exerciseCompliance: null, theoryCompliance: null, dueTasks: 0 },
    ]);

    const csv = await call(system, 'GET', `/organizations/${created.id}/report.csv?from=2026-01-01&to=2026-03-31&lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="organization-report-2026-01-01-2026-03-31.csv"');
    expect(csv.body).toContain('Licenses;Used licenses;2');
    expect(csv.body).toContain('2026-02;0.667;0.500;5');

    const pdf = await call(system, 'GET', `/organizations/${created.id}/report.pdf?from=2026-01-01&to=2026-03-31`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="organisationsrapport-2026-01-01-2026-03-31.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a patient join with an unknown code or bad fields, and joins with the mailed code', async () => {
    const join = (payload: object) => server.app.inject({ method: 'POST', url: '/patient-app/join', payload });
    const valid = {
      code: 'NORR-2026',
      email: 'ny.patient@demo.se',
      password: 'patient-pass-1',
      firstName: 'Ny',
      lastName: 'Patient',
    };
    const unknown = await join({ ...valid, code: 'NOPE-1', verificationCode: '123456' });
    expect(unknown.json()).toEqual({
      message: 'code is invalid',
      statusCode: 400,
      errors: [{ property: 'code', constraints: { invalid: 'code is invalid' }, rule: 'invalid' }],
    });
    const bad = await join({ code: '', email: 'x', password: 'short', firstName: '1', extra: true });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { property: string }) => e.property)
        .sort(),
    ).toEqual(['code', 'email', 'extra', 'firstName', 'lastName', 'password', 'verificationCode']);
    const joined = await server.joinAsPatient(valid);
    expect(joined.statusCode).toBe(201);
    const north = organizationListResponse
      .parse((await call(system, 'GET', '/organizations')).json())
      .find((o) => o.code === 'NORR-2026');
    expect(north?.usedLicenses).toBe(seededOrganization(server.summary, 1).patientIds.length + 1);
  });

  it('never answers hostile input with a server error', async () => {
    const southId = seededOrganization(server.summary, 0).id;
    const targets: { method: 'POST' | 'PATCH'; url: string; fields: string[] }[] = [
      { method: 'POST', url: '/organizations', fields: ['title', 'hash', 'contactEmail', 'contactName', 'code', 'licenses'] },
      { method: 'PATCH', url: `/organizations/${southId}`, fields: ['title', 'hash', 'code', 'licenses'] },
      { method: 'POST', url: `/organizations/${southId}/physios`, fields: ['physioId'] },
      { method: 'POST', url: '/physios', fields: ['email', 'firstName', 'bankId', 'organizationIds'] },
    ];
    for (const target of targets) {
      for (const field of target.fields) {
        for (const value of hostileValues) {
          const response = await call(system, target.method, target.url, { ...newOrganization, [field]: value });
          expect(
            response.statusCode,
            `${target.method} ${target.url} ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          ).toBeLessThan(500);
        }
      }
    }
    for (const value of hostileValues) {
      const statistics = await call(
        system,
        'GET',
        `/organizations/${southId}/statistics?from=${encodeURIComponent(String(value))}`,
      );
      expect(statistics.statusCode).toBe(400);
      const join = await server.app.inject({
        method: 'POST',
        url: '/patient-app/join',
        payload: { code: value, email: 'h@demo.se', verificationCode: value, password: 'patient-pass-1', firstName: 'H', lastName: 'H' },
      });
      expect(join.statusCode).toBeLessThan(500);
    }
  });

  it('defaults the statistics to the last six months', async () => {
    const southId = seededOrganization(server.summary, 0).id;
    const statistics = organizationStatistics.parse((await call(orgAdmin, 'GET', `/organizations/${southId}/statistics`)).json());
    expect(statistics.months).toHaveLength(6);
    expect(statistics.activeUsers + statistics.inactiveUsers).toBe(statistics.usedLicenses);
    expect(statistics.exerciseCompliance).not.toBeNull();
  });
});
