import { readFileSync } from 'node:fs';
import { errorMessageParams, notificationListResponse } from '@rehab/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { bearer, present, startTestServer, type TestServer } from '../../testing';
import { IncompleteErrorMessage, notify, notifyFailure } from './service';

describe('error notifications', () => {
  let server: TestServer;
  let physioId: string;
  let patientId: string;
  const storedErrors = async () =>
    server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, physioId), eq(notifications.type, 'ErrorMessage')));

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    physioId = present(server.summary.physios[0]).id;
    patientId = present(server.summary.organizations[0]?.patientIds[0]);
  });
  afterAll(() => server.close());

  it('seeds no error notifications: the demo has lost no patient data to tell of', async () => {
    expect(await storedErrors()).toEqual([]);
  });

  it('tells the physio what failed for which patient and what to do, in the list and its params', async () => {
    const [patient] = await server.database.db.select().from(users).where(eq(users.id, patientId));
    const made = await notifyFailure(server.database.db, server.app.realtime, physioId, {
      failure: 'questionnaire-answers-not-saved',
      action: 'ask-to-answer-again',
      patientId,
    });
    const name = `${patient?.firstName} ${patient?.lastName}`;
    expect(made).toMatchObject({
      type: 'ErrorMessage',
      name: 'Formulärsvar sparades inte',
      description: `Svaren som ${name} skickade på ett formulär kunde inte sparas. Be patienten fylla i formuläret igen.`,
      code: 'questionnaire-answers-not-saved',
      params: { failure: 'questionnaire-answers-not-saved', action: 'ask-to-answer-again', patientId, patientName: name },
    });
    const token = await server.signIn();
    const list = notificationListResponse.parse(
      (await server.app.inject({ url: '/specialists/notifications/all?limit=100', headers: bearer(token) })).json(),
    );
    const listed = present(list.items.find((each) => each.id === made.id));
    expect(errorMessageParams.parse(listed.params)).toEqual(made.params);
  });

  it('refuses an error without what failed, the patient or what to do, and stores nothing', async () => {
    const before = (await storedErrors()).length;
    const { db } = server.database;
    const { realtime } = server.app;
    const error = (params: Record<string, string>) =>
      notify(db, realtime, physioId, { type: 'ErrorMessage', name: 'Något gick fel', description: 'Kunde inte hämta data', code: 'sync-error', params });
    const complete = { failure: 'health-report-not-saved', action: 'ask-to-report-again', patientId, patientName: 'Eva Ek' };
    const without = (field: keyof typeof complete) => Object.fromEntries(Object.entries(complete).filter(([key]) => key !== field));
    for (const params of [{}, without('failure'), without('patientId'), without('action'), { ...complete, patientName: ' ' }, { ...complete, action: 'save-program-again' }]) {
      await expect(error(params), JSON.stringify(params)).rejects.toBeInstanceOf(IncompleteErrorMessage);
    }
    await expect(
      notifyFailure(db, realtime, physioId, { failure: 'program-not-delivered', action: 'save-program-again', patientId: physioId }),
    ).rejects.toBeInstanceOf(IncompleteErrorMessage);
    expect(await storedErrors()).toHaveLength(before);
    // What the check lets through is complete.
    await expect(error(complete)).resolves.toMatchObject({ params: complete });
  });

  it('removes the old errors that said only that something went wrong', async () => {
    await server.database.db.insert(notifications).values({
      userId: physioId,
      type: 'ErrorMessage',
      name: 'Synkronisering misslyckades',
      description: 'Kunde inte hämta data, försök igen.',
      code: 'sync-error',
      params: { patientId },
    });
    const before = await storedErrors();
    const migration = readFileSync(new URL('../../../drizzle/0011_error_messages_say_what.sql', import.meta.url), 'utf8');
    await server.database.db.execute(sql.raw(migration));
    const after = await storedErrors();
    expect(after).toHaveLength(before.length - 1);
    expect(after.every((row) => errorMessageParams.safeParse(row.params).success)).toBe(true);
  });
});
