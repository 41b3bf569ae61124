import { apiErrorBody, caseloadMoved, chat as chatSchema, chatListResponse } from '@rehab/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, patients, users } from '../../db/schema';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { bearer, multipartBody, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

/** A physio leaving: their whole caseload in one organization goes to a colleague, and the patients' messages follow. */
describe('moving a caseload', () => {
  let server: TestServer;
  let south: string;
  let north: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const call = (token: string, url: string, payload: unknown) => server.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  const caseloadOf = async (physioId: string, organizationId = south) =>
    (
      await server.database.db
        .select({ id: patients.userId })
        .from(patients)
        .where(and(eq(patients.organizationId, organizationId), eq(patients.responsiblePhysioId, physioId)))
    ).map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 1 } });
    south = seededOrganization(server.summary, 0).id;
    north = seededOrganization(server.summary, 1).id;
    for (const [name, email] of [
      ['anna', demoPhysio.email],
      ['erik', 'erik.holm@demo.se'],
      ['sara', 'sara.nyberg@demo.se'],
      ['admin', demoAdmins.organization],
    ] as const) {
      tokens[name] = await server.signIn(email);
      const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[name] = present(user, email).id;
    }
    // Anna answers three of Syd's patients.
    const three = seededOrganization(server.summary, 0).patientIds.slice(0, 3);
    await server.database.db.update(patients).set({ responsiblePhysioId: ids.anna }).where(sql`${patients.userId} in ${three}`);
  });
  afterAll(() => server.close());

  it('refuses a colleague outside the organization, the physio themselves, a physio caller and another organization, moving nothing', async () => {
    const before = await caseloadOf(present(ids.anna));
    expect(before.length).toBeGreaterThanOrEqual(3);
    const url = `/organizations/${south}/physios/${ids.anna}/caseload`;
    for (const toPhysioId of [ids.sara, ids.anna, ids.admin, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(present(tokens.admin), url, { toPhysioId });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorBody.parse(refused.json()).errors?.[0]?.property).toBe('toPhysioId');
    }
    expect((await call(present(tokens.admin), url, { toPhysioId: 'x' })).statusCode).toBe(400);
    expect((await call(present(tokens.erik), url, { toPhysioId: ids.erik })).statusCode).toBe(403);
    expect((await call(present(tokens.admin), `/organizations/${north}/physios/${ids.anna}/caseload`, { toPhysioId: ids.erik })).statusCode).toBe(404);
    expect(await caseloadOf(present(ids.anna))).toEqual(before);
  });

  it('moves every patient the physio answers in the organization, logs each, and the patients’ messages reach the new physio', async () => {
    const before = await caseloadOf(present(ids.anna));
    const moved = await call(present(tokens.admin), `/organizations/${south}/physios/${ids.anna}/caseload`, { toPhysioId: ids.erik });
    expect(moved.statusCode).toBe(200);
    expect(caseloadMoved.parse(moved.json())).toEqual({ moved: before.length });
    expect(await caseloadOf(present(ids.anna))).toEqual([]);
    expect((await caseloadOf(present(ids.erik))).sort()).toEqual(expect.arrayContaining([...before].sort()));

    const logged = await server.database.db
      .select({ patientId: auditLog.patientId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'write:caseload'), eq(auditLog.actorId, present(ids.admin))));
    expect(logged.map((row) => row.patientId).sort()).toEqual([...before].sort());

    // The patient's chat is now with Erik, who alone hears of their message and lists the chat.
    const patientId = present(before[0]);
    const patient = await server.signInPatient(patientId);
    const chat = chatSchema.parse((await call(patient, '/chats', {})).json());
    expect(chat.physio.id).toBe(ids.erik);
    const toldAbout = () =>
      server.database.db
        .select({ id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.type, 'NewMessage'), sql`${notifications.params}->>'patientId' = ${patientId}`));
    const seeded = new Set((await toldAbout()).map((row) => row.id));
    const { payload, headers } = multipartBody({ text: 'Vem svarar nu?' });
    expect((await server.app.inject({ method: 'POST', url: `/chats/${chat.id}/messages`, payload, headers: { ...headers, ...bearer(patient) } })).statusCode).toBe(201);
    const told = (await toldAbout()).filter((row) => !seeded.has(row.id));
    expect(told.map((row) => row.userId)).toEqual([ids.erik]);
    const erikChats = chatListResponse.parse((await server.app.inject({ url: '/chats', headers: bearer(present(tokens.erik)) })).json());
    expect(erikChats.some((each) => each.id === chat.id)).toBe(true);
  });

  it('moves nothing, and says so, when the physio answers no one there', async () => {
    const none = await call(present(tokens.admin), `/organizations/${south}/physios/${ids.anna}/caseload`, { toPhysioId: ids.erik });
    expect(caseloadMoved.parse(none.json())).toEqual({ moved: 0 });
  });
});
