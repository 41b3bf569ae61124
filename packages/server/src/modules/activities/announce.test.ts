import { patientExercisesResponse, programResponse, socketPath, type ActivitiesChangedEvent } from '@rehab/contract';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSeededPatient, bearer, present, seededOrganization, startTestServer, type TestServer } from '../../testing';

/** Every activities:changed a socket gets, in order, and a way to wait for the next. */
function recorder(socket: Socket) {
  const received: ActivitiesChangedEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('activities:changed', (event: ActivitiesChangedEvent) => {
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

describe('activities:changed', () => {
  let server: TestServer;
  let url: string;
  const sockets: Socket[] = [];
  const connect = async (token: string) => {
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    return recorder(socket);
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
});
