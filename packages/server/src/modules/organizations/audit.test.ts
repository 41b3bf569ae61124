import { chatListResponse, organizationAuditResponse } from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../audit/log';
import { auditLog, users } from '../../db/schema';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

/** The access log an organization's admin reviews: who read which patient's record, and who tried. */
describe("an organization's access log", () => {
  let server: TestServer;
  let admin: string;
  let south: string;
  let north: string;
  let southPatient: string;
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    admin = await server.signIn(demoAdmins.organization);
    south = seededOrganization(server.summary, 0).id;
    north = seededOrganization(server.summary, 1).id;
    southPatient = present(seededOrganization(server.summary, 0).patientIds[0]);
  });
  afterAll(() => server.close());

  const get = (token: string, url: string) => server.app.inject({ url, headers: bearer(token) });
  const log = async (query = '') => organizationAuditResponse.parse((await get(admin, `/organizations/${south}/audit${query}`)).json());

  it('records refused attempts as denied: a patient calling a staff route, a physio outside their organizations', async () => {
    const patient = await server.signInPatient();
    expect((await get(patient, `/patients/list/${southPatient}`)).statusCode).toBe(403);
    const northPhysio = await server.signIn('sara.nyberg@demo.se');
    expect((await get(northPhysio, `/patients/list/${southPatient}/health-report`)).statusCode).toBe(404);
    const denied = await log('?outcome=denied');
    expect(denied.items.map((item) => [item.action, item.actor?.firstName, item.patient?.id])).toEqual([
      ['denied:patient', 'Sara', southPatient],
      ['denied:role', expect.any(String), southPatient],
    ]);
    expect(denied.items.every((item) => item.outcome === 'denied')).toBe(true);
  });

  it('records reading a chat, its files and the organization report', async () => {
    const physio = await server.signIn();
    const chat = present(chatListResponse.parse((await get(physio, '/chats')).json())[0]);
    expect((await get(physio, `/chats/${chat.id}/messages`)).statusCode).toBe(200);
    expect((await get(admin, `/organizations/${south}/report.csv`)).statusCode).toBe(200);
    const actions = [
      ...(await log()).items,
      ...organizationAuditResponse.parse((await get(admin, `/organizations/${south}/audit?limit=100`)).json()).items,
    ].map((item) => item.action);
    expect(actions).toContain('read:report');
    // The chat's patient may be of either organization; the system admin sees every log.
    const system = await server.signIn(demoAdmins.system);
    const both = await Promise.all(
      [south, north].map(async (id) => organizationAuditResponse.parse((await get(system, `/organizations/${id}/audit?limit=100`)).json()).items),
    );
    expect(both.flat().some((item) => item.action === 'read:chat-messages' && item.patient?.id === chat.patient.id)).toBe(true);
  });

  it('pages newest first, filters, and downloads as CSV; only for the organization’s admins', async () => {
    const first = await log('?limit=1');
    expect(first.items).toHaveLength(1);
    const second = await log(`?limit=1&cursor=${present(first.nextCursor)}`);
    expect(present(second.items[0]).id).toBeLessThan(present(first.items[0]).id);
    const byPatient = await log(`?patient=${southPatient}`);
    expect(byPatient.items.length).toBeGreaterThan(0);
    expect(byPatient.items.every((item) => item.patient?.id === southPatient)).toBe(true);
    expect((await log('?from=2000-01-01&to=2000-01-31')).items).toEqual([]);

    const csv = await get(admin, `/organizations/${south}/audit.csv?outcome=denied`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/filename="atkomstlogg-[^"]+\.csv"/);
    expect(csv.body).toContain('denied:patient');
    // A Swedish download reads in Swedish, its times on Stockholm's clock.
    const [header, firstRow] = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Tid (svensk tid);Utfall;Användare;Användarens id;Roll;Patient;Patientens id;Händelse;Metod;Adress;IP-adress;Skäl för nödåtkomst');
    expect(csv.body).not.toContain(';Tillåten;');
    expect(firstRow).toContain(';Nekad;');
    const newest = present((await log('?outcome=denied')).items[0]);
    const stockholm = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Stockholm' }).format(new Date(newest.at));
    expect(firstRow?.startsWith(`${stockholm};`)).toBe(true);
    const english = await get(admin, `/organizations/${south}/audit.csv?outcome=denied&lang=en`);
    expect(english.body.replace('\uFEFF', '').split('\r\n')[0]).toBe('Time (Swedish time);Outcome;User;User id;Role;Patient;Patient id;Event;Method;Address;IP address;Emergency access reason');
    expect(english.body).toContain(';Denied;');
    expect(english.headers['content-disposition']).toMatch(/filename="access-log-[^"]+\.csv"/);
    expect((await get(admin, `/organizations/${south}/audit.csv?lang=de`)).statusCode).toBe(400);

    expect((await get(await server.signIn(), `/organizations/${south}/audit`)).statusCode).toBe(403);
    expect((await get(admin, `/organizations/${north}/audit`)).statusCode).toBe(404);
    expect((await get(admin, `/organizations/${south}/audit?from=2026-02-01&to=2026-01-01`)).statusCode).toBe(400);
    expect((await get(admin, `/organizations/${south}/audit?limit=101`)).statusCode).toBe(400);
  });

  it('lets the system admin, who sees patients only as ids, find one patient’s rows by the id, in the log and its CSV', async () => {
    const system = await server.signIn(demoAdmins.system);
    const otherPatient = present(seededOrganization(server.summary, 0).patientIds[1]);
    // Reads of two patients of Syd, so the filter has rows to leave out.
    const physio = await server.signIn();
    for (const id of [southPatient, otherPatient]) expect((await get(physio, `/patients/list/${id}`)).statusCode).toBe(200);
    const systemLog = async (query: string) => organizationAuditResponse.parse((await get(system, `/organizations/${south}/audit${query}`)).json());

    expect((await systemLog('?limit=100')).items.some((item) => item.patient?.id === otherPatient)).toBe(true);
    const one = await systemLog(`?patient=${southPatient}&limit=100`);
    const rows = await server.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, south), eq(auditLog.patientId, southPatient)));
    expect(one.items.length).toBeGreaterThan(1);
    expect(one.items.map((item) => item.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(one.items.every((item) => item.patient?.id === southPatient && item.patient.firstName === null && item.patient.lastName === null)).toBe(true);
    // The organization's admin finds the same rows, with the patient's name.
    const named = await log(`?patient=${southPatient}&limit=100`);
    expect(named.items.map((item) => item.id)).toEqual(one.items.map((item) => item.id));
    expect(named.items.every((item) => item.patient?.firstName)).toBe(true);

    const csv = await get(system, `/organizations/${south}/audit.csv?patient=${southPatient}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(one.items.length);
    expect(lines.every((line) => line.includes(southPatient) && !line.includes(otherPatient))).toBe(true);
    expect((await get(system, `/organizations/${south}/audit?patient=inte-ett-id`)).statusCode).toBe(400);
  });

  it('records a read whose caller hung up before it was logged, without their address', async () => {
    const [physio] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoPhysio.email));
    // A request whose socket has closed has no address (request.ip is undefined), as when a page is left mid-call.
    const hungUp = { session: { userId: present(physio).id }, url: '/specialists/calendar-entries/list', method: 'GET', ip: undefined };
    await writeAudit(server.database.db, hungUp as unknown as FastifyRequest, { action: 'read:calendar', patientIds: [southPatient] });
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.path, hungUp.url));
    expect(rows).toMatchObject([{ actorId: present(physio).id, patientId: southPatient, organizationId: south, outcome: 'allowed', ip: null }]);
  });
});
