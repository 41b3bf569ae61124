import {
  apiErrorBody,
  chat as chatSchema,
  chatListResponse,
  emergencyAccess,
  emergencyAccessHours,
  emergencyAccessListResponse,
  patientDetails,
  organizationAuditResponse,
  patientListResponse,
  socketPath,
  todoResponse,
  type Notification,
} from '@rehab/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emergencyAccesses, notifications, organizationMembers, patients, programs, users } from '../../db/schema';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { bearer, multipartBody, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

/** What one user's socket received, kept so a test can wait for an event and look at all of them. */
type Received = { messages: { chatId: string; text: string | null }[]; notifications: Notification[]; socket: Socket };

/*
 * The care relationship decides who reads a record and who hears from a patient (docs/security.md#access-model):
 * a physio removed from the organization gets nothing more, the responsible physio answers the patient, an
 * organization admin manages without reading health data, the system admin reads no patient, and emergency
 * access opens one record for a reason, logged.
 */
describe('the care relationship', () => {
  let server: TestServer;
  let url: string;
  let south: string;
  let north: string;
  let patientId: string;
  let northPatientId: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const sockets: Received[] = [];

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    server.app.inject({ method, url: path, headers: bearer(token), ...(payload !== undefined && { payload: payload as object }) });

  async function listen(token: string): Promise<Received> {
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    const received: Received = { messages: [], notifications: [], socket };
    socket.on('message:new', ({ message }) => received.messages.push({ chatId: message.chatId, text: message.text }));
    socket.on('notification:new', (notification) => received.notifications.push(notification));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    sockets.push(received);
    return received;
  }

  /** Waits until `check` holds for what the socket received (events arrive after the call that caused them). */
  async function until(received: Received, check: (received: Received) => boolean) {
    for (let round = 0; round < 200 && !check(received); round += 1) await received.socket.timeout(5_000).emitWithAck('echo', round);
    expect(check(received)).toBe(true);
  }

  /** Everything sent to the socket before now has arrived: one socket delivers in order. */
  const settled = (received: Received) => received.socket.timeout(5_000).emitWithAck('echo', 'settled');

  const aboutPatient = (received: Received, id: string) => received.notifications.filter((each) => each.params.patientId === id);

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 1 } });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    south = seededOrganization(server.summary, 0).id;
    north = seededOrganization(server.summary, 1).id;
    patientId = present(seededOrganization(server.summary, 0).patientIds[0]);
    northPatientId = present(seededOrganization(server.summary, 1).patientIds[0]);
    for (const [name, email] of [
      ['anna', demoPhysio.email],
      ['erik', 'erik.holm@demo.se'],
      ['maria', 'maria.ek@demo.se'],
      ['sara', 'sara.nyberg@demo.se'],
      ['admin', demoAdmins.organization],
      ['system', demoAdmins.system],
    ] as const) {
      tokens[name] = await server.signIn(email);
      const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[name] = present(user, email).id;
    }
    tokens.patient = await server.signInPatient(patientId);
    // Erik made the patient's program and is their responsible physio, set by the organization's admin.
    await server.database.db.update(programs).set({ createdBy: ids.erik }).where(eq(programs.patientId, patientId));
    const set = await call(present(tokens.admin), 'PUT', `/patients/list/${patientId}/responsible-physio`, { physioId: ids.erik });
    expect(set.statusCode).toBe(200);
    expect(patientDetails.parse(set.json()).responsiblePhysio).toMatchObject({ id: ids.erik, firstName: 'Erik' });
  });
  afterAll(async () => {
    for (const { socket } of sockets) socket.disconnect();
    await server.close();
  });

  it('sends the patient’s messages to the responsible physio alone, set by a physio of the organization', async () => {
    const set = await call(present(tokens.anna), 'PUT', `/patients/list/${patientId}/responsible-physio`, { physioId: ids.maria });
    expect(patientDetails.parse(set.json()).responsiblePhysio?.id).toBe(ids.maria);
    const anna = await listen(present(tokens.anna));
    const maria = await listen(present(tokens.maria));
    const chat = chatSchema.parse((await call(present(tokens.patient), 'POST', '/chats', {})).json());
    expect(chat.physio.id).toBe(ids.maria);
    const { payload, headers } = multipartBody({ text: 'Fråga om övningen' });
    const sent = await server.app.inject({ method: 'POST', url: `/chats/${chat.id}/messages`, payload, headers: { ...headers, ...bearer(present(tokens.patient)) } });
    expect(sent.statusCode).toBe(201);
    await until(maria, (got) => aboutPatient(got, patientId).some((each) => each.type === 'NewMessage'));
    await settled(anna);
    expect(aboutPatient(anna, patientId)).toEqual([]);
    expect(anna.messages.filter((each) => each.text === 'Fråga om övningen')).toEqual([]);
  });

  it('sends the messages of a patient without a responsible physio to every physio of the organization, and nobody else', async () => {
    const orphan = present(seededOrganization(server.summary, 0).patientIds[1]);
    await server.database.db.update(patients).set({ responsiblePhysioId: null }).where(eq(patients.userId, orphan));
    const start = new Date();
    const token = await server.signInPatient(orphan);
    const chat = chatSchema.parse((await call(token, 'POST', '/chats', {})).json());
    const { payload, headers } = multipartBody({ text: 'Vem svarar mig?' });
    const sent = await server.app.inject({ method: 'POST', url: `/chats/${chat.id}/messages`, payload, headers: { ...headers, ...bearer(token) } });
    expect(sent.statusCode).toBe(201);
    const told = await server.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(sql`${notifications.params}->>'patientId' = ${orphan}`, eq(notifications.type, 'NewMessage'), gt(notifications.createdAt, start)));
    expect(told.map((row) => row.userId).sort()).toEqual([ids.anna, ids.erik, ids.maria].sort());
  });

  it('makes the organization’s only physio responsible for a patient who joins, and nobody when it has several', async () => {
    const east = seededOrganization(server.summary, 2).id;
    await server.database.db.insert(organizationMembers).values({ userId: present(ids.sara), organizationId: east });
    const responsibleOf = async (email: string) => {
      const [row] = await server.database.db
        .select({ id: patients.responsiblePhysioId })
        .from(patients)
        .innerJoin(users, eq(users.id, patients.userId))
        .where(eq(users.email, email));
      return present(row, email).id;
    };
    const joined = { password: 'Min-egen-2026', firstName: 'Ny', lastName: 'Patient' };
    expect((await server.joinAsPatient({ ...joined, code: 'OST-2026', email: 'ny.ost@exempel.se' })).statusCode).toBe(201);
    expect(await responsibleOf('ny.ost@exempel.se')).toBe(ids.sara);
    expect((await server.joinAsPatient({ ...joined, code: 'SYD-2026', email: 'ny.syd@exempel.se' })).statusCode).toBe(201);
    expect(await responsibleOf('ny.syd@exempel.se')).toBeNull();
  });

  it('refuses a responsible physio who is not a physio of the patient’s organization with a 400, and a patient outside with a 404', async () => {
    for (const physioId of [ids.sara, ids.admin, patientId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call(present(tokens.admin), 'PUT', `/patients/list/${patientId}/responsible-physio`, { physioId });
      expect(refused.statusCode).toBe(400);
      expect(apiErrorBody.parse(refused.json()).errors?.[0]?.property).toBe('physioId');
    }
    expect((await call(present(tokens.admin), 'PUT', `/patients/list/${patientId}/responsible-physio`, { physioId: 'x' })).statusCode).toBe(400);
    expect((await call(present(tokens.admin), 'PUT', `/patients/list/${northPatientId}/responsible-physio`, { physioId: ids.sara })).statusCode).toBe(404);
    const [row] = await server.database.db.select({ id: patients.responsiblePhysioId }).from(patients).where(eq(patients.userId, patientId));
    expect(row?.id).toBe(ids.maria);
  });

  it('lets the organization admin manage the patient and read no health data: 403, logged', async () => {
    const admin = present(tokens.admin);
    const details = patientDetails.parse((await call(admin, 'GET', `/patients/list/${patientId}`)).json());
    expect(details).toMatchObject({ access: 'administrative', emergencyAccessUntil: null, responsiblePhysio: { id: ids.maria } });
    const listed = patientListResponse.parse((await call(admin, 'GET', `/specialists/patients/list?organizationId=${south}&limit=100`)).json());
    expect(listed.items.find((each) => each.id === patientId)?.responsiblePhysio?.id).toBe(ids.maria);

    for (const path of ['medical-notes/list', 'program', 'feedback/list', 'questionnaries/list', 'activity-statistic', 'health-report']) {
      const refused = await call(admin, 'GET', `/patients/list/${patientId}/${path}`);
      expect(refused.statusCode, path).toBe(403);
      expect(apiErrorBody.parse(refused.json()).errors?.[0]?.constraints).toHaveProperty('care-relationship-required');
    }
    expect((await call(admin, 'GET', `/activities/${patientId}`)).statusCode).toBe(403);
    const denied = await server.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, present(ids.admin)), eq(auditLog.patientId, patientId), eq(auditLog.outcome, 'denied')));
    expect(denied.filter((row) => row.action === 'denied:care')).toHaveLength(7);

    // The admin's home has no patients' tasks, and no chats.
    const todo = todoResponse.parse((await call(admin, 'GET', '/specialists/patients/todo?status=skipped')).json());
    expect(todo.items).toEqual([]);
    expect(chatListResponse.parse((await call(admin, 'GET', '/chats')).json())).toEqual([]);

    const ended = patientDetails.parse((await call(admin, 'POST', `/patients/list/${patientId}/end-treatment`, {})).json());
    expect(ended.status).toBe('inactive');
    const reopened = patientDetails.parse((await call(admin, 'POST', `/patients/list/${patientId}/reopen-treatment`, {})).json());
    expect(reopened).toMatchObject({ status: 'active', treatmentEnd: null });
  });

  it('lets the system admin read no patient: 403 on the record, logged, and an empty list', async () => {
    const system = present(tokens.system);
    for (const path of [`/patients/list/${patientId}`, `/patients/list/${patientId}/medical-notes/list`]) {
      expect((await call(system, 'GET', path)).statusCode).toBe(403);
    }
    const denied = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, present(ids.system)), eq(auditLog.patientId, patientId), eq(auditLog.outcome, 'denied')));
    expect(denied.map((row) => row.action)).toEqual(['denied:patient-record', 'denied:patient-record']);
    expect(patientListResponse.parse((await call(system, 'GET', '/specialists/patients/list')).json()).total).toBe(0);
  });

  it('opens one record by emergency access for a reason: every read logged with it, the responsible physio told, listed for review', async () => {
    const admin = present(tokens.admin);
    const path = `/patients/list/${patientId}/emergency-access`;
    for (const reason of ['kort', 'a'.repeat(501), 'Patienten\u0000 ringer', '          ']) {
      expect((await call(admin, 'POST', path, { reason })).statusCode).toBe(400);
    }
    expect((await call(present(tokens.anna), 'POST', path, { reason: 'Jag behöver läsa journalen nu' })).statusCode).toBe(403);
    expect((await call(present(tokens.system), 'POST', path, { reason: 'Jag behöver läsa journalen nu' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/patients/list/${northPatientId}/emergency-access`, { reason: 'Jag behöver läsa journalen nu' })).statusCode).toBe(404);
    expect(await server.database.db.select().from(emergencyAccesses)).toEqual([]);

    const maria = await listen(present(tokens.maria));
    const reason = 'Patienten ringer med akut smärta, ansvarig fysioterapeut är inte nåbar';
    const opened = await call(admin, 'POST', path, { reason: `  ${reason} ` });
    expect(opened.statusCode).toBe(201);
    const access = emergencyAccess.parse(opened.json());
    expect(access.reason).toBe(reason);
    expect(Date.parse(access.endsAt) - Date.parse(access.startsAt)).toBe(emergencyAccessHours * 60 * 60 * 1000);

    const details = patientDetails.parse((await call(admin, 'GET', `/patients/list/${patientId}`)).json());
    expect(details).toMatchObject({ access: 'emergency', emergencyAccessUntil: access.endsAt });
    expect((await call(admin, 'GET', `/patients/list/${patientId}/medical-notes/list`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/patients/list/${patientId}/program`)).statusCode).toBe(200);
    const logged = await server.database.db
      .select({ action: auditLog.action, reason: auditLog.reason, emergencyAccessId: auditLog.emergencyAccessId })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, present(ids.admin)), eq(auditLog.patientId, patientId), eq(auditLog.outcome, 'allowed'), eq(auditLog.emergencyAccessId, access.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(['read:medical-notes', 'read:program']);
    expect(logged.every((row) => row.reason === reason)).toBe(true);

    await until(maria, (got) => aboutPatient(got, patientId).some((each) => each.type === 'EmergencyAccess'));
    expect(aboutPatient(maria, patientId).find((each) => each.type === 'EmergencyAccess')?.params).toMatchObject({ reason, actorName: 'Karin Holm' });

    const review = emergencyAccessListResponse.parse((await call(admin, 'GET', `/organizations/${south}/emergency-accesses`)).json());
    expect(review.items).toEqual([expect.objectContaining({ id: access.id, reason, reads: 2, actor: expect.objectContaining({ id: ids.admin }), patient: expect.objectContaining({ id: patientId }) })]);
    expect((await call(admin, 'GET', `/organizations/${north}/emergency-accesses`)).statusCode).toBe(404);

    // The system admin reads no patient data: in the review and the access log the patient is an id, the reason hidden.
    const system = present(tokens.system);
    const systemReview = emergencyAccessListResponse.parse((await call(system, 'GET', `/organizations/${south}/emergency-accesses`)).json());
    expect(systemReview.items).toEqual([expect.objectContaining({ id: access.id, reason: null, reads: 2, patient: { id: patientId, firstName: null, lastName: null } })]);
    const logPath = `/organizations/${south}/audit?patient=${patientId}&outcome=allowed`;
    const adminLog = organizationAuditResponse.parse((await call(admin, 'GET', logPath)).json());
    expect(adminLog.items.some((row) => row.reason === reason && row.patient?.firstName)).toBe(true);
    const systemLog = organizationAuditResponse.parse((await call(system, 'GET', logPath)).json());
    expect(systemLog.items.length).toBe(adminLog.items.length);
    expect(systemLog.items.every((row) => row.reason === null && row.patient?.id === patientId && row.patient.firstName === null && row.patient.lastName === null)).toBe(true);
    const csv = (await call(system, 'GET', `/organizations/${south}/audit.csv?patient=${patientId}`)).body;
    expect(csv).toContain(patientId);
    expect(csv).not.toContain(reason);
    expect(csv).not.toContain(details.lastName);

    // Its time is up: the record is closed again.
    await server.database.db.update(emergencyAccesses).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(emergencyAccesses.id, access.id));
    expect((await call(admin, 'GET', `/patients/list/${patientId}/medical-notes/list`)).statusCode).toBe(403);
  });
});
