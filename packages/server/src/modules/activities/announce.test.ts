import { appointment, followUp, patientExercisesResponse, programResponse, socketPath, type ServerToClientEvents } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../db/schema';
import { activeSeededPatient, bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';

type PatientEvent = 'activities:changed' | 'appointments:changed' | 'followUps:changed';

/** Every event of one name a socket gets, in order, and a way to wait for the next. */
function recorder(socket: Socket, name: PatientEvent = 'activities:changed') {
  const received: Parameters<ServerToClientEvents[PatientEvent]>[0][] = [];
  const waiters: (() => void)[] = [];
  socket.on(name, (event: Parameters<ServerToClientEvents[PatientEvent]>[0]) => {
    received.push(event);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} events`)), 10_000);
      const check = () => {
        if (received.length >= count) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  return { received, next };
}

describe("the events of a patient's week, appointments and follow-ups", () => {
  let server: TestServer;
  let url: string;
  const sockets: Socket[] = [];
  const connect = async (token: string, name: PatientEvent = 'activities:changed') => {
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    return recorder(socket, name);
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 8, weeks: 1 } });
    url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.close();
  });

  it("goes to the patient and their organization's physios when a level or a program line changes or the patient gives feedback, and to nobody else", async () => {
    const patientId = await activeSeededPatient(server); // of the first organization (south)
    const northPatientId = present(seededOrganization(server.summary, 1).patientIds[0]);
    const physio = await server.signIn();
    const patientToken = await server.signInPatient(patientId);
    const [patient, demoPhysio, southPhysio, northPhysio] = await Promise.all([
      connect(patientToken),
      connect(physio),
      connect(await server.signIn('erik.holm@demo.se')),
      connect(await server.signIn('sara.nyberg@demo.se')),
    ]);

    const level = await server.app.inject({ method: 'PATCH', url: `/user-exercises/${patientId}`, headers: bearer(physio), payload: { exerciseType: 'walking', level: 3 } });
    expect(level.statusCode).toBe(200);
    await Promise.all([patient.next(1), demoPhysio.next(1), southPhysio.next(1)]);
    for (const socket of [patient, demoPhysio, southPhysio]) expect(socket.received).toEqual([{ patientId }]);

    // A program line changed: the patient's open app reads its week again.
    const program = programResponse.parse((await server.app.inject({ url: `/patients/list/${patientId}/program`, headers: bearer(physio) })).json());
    const line = present(program.updates[0]);
    const updated = await server.app.inject({
      method: 'PUT',
      url: `/patients/list/${patientId}/program`,
      headers: bearer(physio),
      payload: { programId: program.programId, day: line.day, start: line.start, finish: line.finish, type: line.type, level: line.level === 2 ? 3 : 2 },
    });
    expect(updated.statusCode).toBe(200);
    await Promise.all([patient.next(2), southPhysio.next(2)]);
    expect(patient.received).toEqual([{ patientId }, { patientId }]);

    const [exercise] = patientExercisesResponse.parse((await server.app.inject({ url: '/patient-app/exercises', headers: bearer(patientToken) })).json());
    const feedback = await server.app.inject({
      method: 'POST',
      url: '/patient-app/feedback',
      headers: bearer(patientToken),
      payload: { exerciseId: present(exercise).id, feedback: 'hard' },
    });
    expect(feedback.statusCode).toBe(201);
    await Promise.all([demoPhysio.next(3), southPhysio.next(3)]);
    expect(southPhysio.received).toEqual([{ patientId }, { patientId }, { patientId }]);

    // The north physio's first event is a north patient's: nothing of the south patient came before it.
    await server.app.inject({ method: 'PATCH', url: `/user-exercises/${northPatientId}`, headers: bearer(physio), payload: { exerciseType: 'walking', level: 2 } });
    await northPhysio.next(1);
    expect(northPhysio.received).toEqual([{ patientId: northPatientId }]);
    await demoPhysio.next(4);
    expect(patient.received).toEqual([{ patientId }, { patientId }, { patientId }]);
  });

  it('followUps:changed goes to the physios with the patient in care when the patient gives feedback or a follow-up is handed over, and to nobody else', async () => {
    const patientId = await activeSeededPatient(server);
    const northPatientId = present(seededOrganization(server.summary, 1).patientIds[0]);
    const physio = await server.signIn();
    const patientToken = await server.signInPatient(patientId);
    const [patient, demoPhysio, southPhysio, northPhysio] = await Promise.all([
      connect(patientToken, 'followUps:changed'),
      connect(physio, 'followUps:changed'),
      connect(await server.signIn('erik.holm@demo.se'), 'followUps:changed'),
      connect(await server.signIn('sara.nyberg@demo.se'), 'followUps:changed'),
    ]);

    // Hard feedback makes the patient need attention: the work list's rule has a follow-up to make.
    const [exercise] = patientExercisesResponse.parse((await server.app.inject({ url: '/patient-app/exercises', headers: bearer(patientToken) })).json());
    const feedback = await server.app.inject({ method: 'POST', url: '/patient-app/feedback', headers: bearer(patientToken), payload: { exerciseId: present(exercise).id, feedback: 'hard' } });
    expect(feedback.statusCode).toBe(201);
    await Promise.all([demoPhysio.next(1), southPhysio.next(1)]);
    expect(southPhysio.received).toEqual([{ patientId }]);

    // A follow-up added by hand and handed to a colleague: the colleague's work list hears of it.
    const added = await server.app.inject({
      method: 'POST',
      url: `/patients/list/${patientId}/follow-ups`,
      headers: bearer(physio),
      payload: { kind: 'review-program', dueDate: dayInSweden() },
    });
    expect(added.statusCode, added.body).toBe(201);
    await southPhysio.next(2);
    const handed = await server.app.inject({
      method: 'POST',
      url: `/patients/list/${patientId}/follow-ups/${followUp.parse(added.json()).id}/hand-over`,
      headers: bearer(physio),
      payload: { assigneeId: seededStaff(server.summary, 'erik.holm@demo.se').id },
    });
    expect(handed.statusCode, handed.body).toBe(200);
    await Promise.all([demoPhysio.next(3), southPhysio.next(3)]);
    expect(southPhysio.received).toEqual([{ patientId }, { patientId }, { patientId }]);

    // The north physio's first event is of a north patient; the patient gets none.
    await server.app.inject({ method: 'PATCH', url: `/user-exercises/${northPatientId}`, headers: bearer(physio), payload: { exerciseType: 'walking', level: 2 } });
    await northPhysio.next(1);
    expect(northPhysio.received).toEqual([{ patientId: northPatientId }]);
    expect(patient.received).toEqual([]);
  });

  it('appointments:changed goes to the patients a visit is and was with and its physio, as it is booked, moved and cancelled', async () => {
    const ids = seededOrganization(server.summary, 0).patientIds;
    const active = (await server.database.db.select({ id: patients.userId }).from(patients).where(eq(patients.status, 'active'))).map((row) => row.id);
    const [firstId, secondId] = ids.filter((id) => active.includes(id)).map((id) => present(id));
    if (!firstId || !secondId) throw new Error('two active patients of the first organization');
    const physio = await server.signIn();
    const [firstPatient, secondPatient, demoPhysio, colleague] = await Promise.all([
      connect(await server.signInPatient(firstId), 'appointments:changed'),
      connect(await server.signInPatient(secondId), 'appointments:changed'),
      connect(physio, 'appointments:changed'),
      connect(await server.signIn('erik.holm@demo.se'), 'appointments:changed'),
    ]);
    const visit = (patientId: string, startsAt: string) => ({
      type: 'appointment',
      title: 'Återbesök knä',
      startsAt: `2027-01-12T${startsAt}:00+01:00`,
      endsAt: `2027-01-12T${startsAt.replace(/^09/, '10')}:00+01:00`,
      patientId,
      videoUrl: null,
    });
    const booked = await server.app.inject({ method: 'POST', url: '/specialists/calendar-entries', headers: bearer(physio), payload: visit(firstId, '09:00') });
    expect(booked.statusCode, booked.body).toBe(201);
    await Promise.all([firstPatient.next(1), demoPhysio.next(1)]);
    const { id } = appointment.parse(booked.json());

    const moved = await server.app.inject({ method: 'PUT', url: `/specialists/calendar-entries/${id}`, headers: bearer(physio), payload: visit(firstId, '09:30') });
    expect(moved.statusCode, moved.body).toBe(200);
    await firstPatient.next(2);
    // Given to another patient: the first hears it is gone, the second that it is theirs.
    const given = await server.app.inject({ method: 'PUT', url: `/specialists/calendar-entries/${id}`, headers: bearer(physio), payload: visit(secondId, '09:30') });
    expect(given.statusCode, given.body).toBe(200);
    await Promise.all([firstPatient.next(3), secondPatient.next(1)]);
    expect((await server.app.inject({ method: 'DELETE', url: `/specialists/calendar-entries/${id}`, headers: bearer(physio) })).statusCode).toBe(204);
    await Promise.all([secondPatient.next(2), demoPhysio.next(5)]);

    expect(firstPatient.received).toEqual([{ patientId: firstId }, { patientId: firstId }, { patientId: firstId }]);
    expect(secondPatient.received).toEqual([{ patientId: secondId }, { patientId: secondId }]);
    // Another physio's calendar holds none of it.
    expect(colleague.received).toEqual([]);
  });
});
