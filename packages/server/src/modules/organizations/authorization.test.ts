import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/tokens';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Call {
  method: Method;
  url: string;
  payload?: object;
  /** Harmless for the data, so the allowed roles can call it here too. */
  harmless?: boolean;
}

/** Every organization and physio call, aimed at one organization and one of its physios. */
const calls = (org: string, physio: string): Call[] => [
  { method: 'GET', url: `/organizations/${org}`, harmless: true },
  { method: 'PATCH', url: `/organizations/${org}`, payload: {}, harmless: true },
  { method: 'GET', url: `/organizations/${org}/statistics?from=2026-01-01&to=2026-06-30`, harmless: true },
  { method: 'GET', url: `/organizations/${org}/report.pdf`, harmless: true },
  { method: 'GET', url: `/organizations/${org}/report.csv?lang=en`, harmless: true },
  { method: 'GET', url: `/organizations/${org}/physios`, harmless: true },
  { method: 'POST', url: `/organizations/${org}/physios`, payload: { physioId: physio }, harmless: true },
  { method: 'DELETE', url: `/organizations/${org}/physios/${physio}` },
  { method: 'GET', url: `/physios?organizationId=${org}`, harmless: true },
  {
    method: 'POST',
    url: '/physios',
    payload: { email: 'matrix@demo.se', firstName: 'Mia', lastName: 'Matris', organizationIds: [org] },
  },
  { method: 'GET', url: `/physios/${physio}`, harmless: true },
  { method: 'PATCH', url: `/physios/${physio}`, payload: {}, harmless: true },
  { method: 'PUT', url: `/physios/${physio}/photo` },
  { method: 'DELETE', url: `/physios/${physio}` },
];

describe('who may call the organization and physio routes', () => {
  let server: TestServer;
  const tokens: Record<'physio' | 'patient' | 'orgAdmin' | 'system', string> = {
    physio: '',
    patient: '',
    orgAdmin: '',
    system: '',
  };
  let south: { org: string; physio: string };
  let north: { org: string; physio: string };
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 3 } });
    tokens.physio = await server.signIn(demoPhysio.email);
    tokens.orgAdmin = await server.signIn(demoAdmins.organization);
    tokens.system = await server.signIn(demoAdmins.system);
    tokens.patient = await issueAccessToken(server.jwtSecret, {
      id: present(seededOrganization(server.summary, 0).patientIds[0]),
      role: 'patient',
    });
    const physioIn = (email: string) => seededStaff(server.summary, email).id;
    south = { org: seededOrganization(server.summary, 0).id, physio: physioIn('erik.holm@demo.se') };
    north = { org: seededOrganization(server.summary, 1).id, physio: physioIn('sara.nyberg@demo.se') };
  });
  afterAll(() => server.close());

  const send = (token: string, { method, url, payload }: Call) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const listCalls: Call[] = [
    { method: 'GET', url: '/organizations' },
    { method: 'GET', url: '/physios' },
  ];
  const createOrganization: Call = {
    method: 'POST',
    url: '/organizations',
    payload: {
      title: 'Matris AB',
      hash: '556016-0680',
      contactEmail: 'a@matris.se',
      contactName: 'Ann Matris',
      code: 'MATRIS-1',
      licenses: 1,
    },
  };

  it('refuses physios and patients every call with 403, before reading their input', async () => {
    for (const role of ['physio', 'patient'] as const) {
      for (const call of [
        ...calls(south.org, south.physio),
        ...listCalls,
        createOrganization,
        { ...createOrganization, payload: { nonsense: true } },
      ]) {
        const response = await send(tokens[role], call);
        expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, message: expect.any(String) });
      }
    }
  });

  it('answers 404 to an organization admin for anything outside their organization', async () => {
    for (const call of calls(north.org, north.physio)) {
      const response = await send(tokens.orgAdmin, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // Their own organization with someone else's physio, and the other way round.
    expect(
      (
        await send(tokens.orgAdmin, {
          method: 'POST',
          url: `/organizations/${south.org}/physios`,
          payload: { physioId: north.physio },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send(tokens.orgAdmin, { method: 'DELETE', url: `/organizations/${north.org}/physios/${south.physio}` })).statusCode,
    ).toBe(404);
  });

  it('leaves creating organizations to the system admin', async () => {
    expect((await send(tokens.orgAdmin, createOrganization)).statusCode).toBe(403);
    expect((await send(tokens.system, createOrganization)).statusCode).toBe(201);
  });

  it('lets an organization admin call everything inside their organization, and the system admin everywhere', async () => {
    for (const [role, targets] of [
      ['orgAdmin', [south]],
      ['system', [south, north]],
    ] as const) {
      for (const target of targets) {
        for (const call of [...calls(target.org, target.physio).filter((c) => c.harmless), ...listCalls]) {
          const response = await send(tokens[role], call);
          expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBeLessThan(300);
        }
      }
    }
  });

  it('refuses every call without a session', async () => {
    for (const call of [...calls(south.org, south.physio), ...listCalls, createOrganization]) {
      expect((await server.app.inject({ method: call.method, url: call.url })).statusCode, `${call.method} ${call.url}`).toBe(
        401,
      );
    }
  });
});
