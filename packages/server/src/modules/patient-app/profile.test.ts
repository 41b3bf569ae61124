import { apiErrorBody, patientListResponse, patientProfile } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats } from '../../db/chat-schema';
import { patients, users } from '../../db/schema';
import { demoPatientPassword } from '../../db/seed-chats';
import { bearer, multipartBody, present, startTestServer, type TestServer } from '../../testing';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe("the patient's profile and closing the account", () => {
  let server: TestServer;
  let patient: string;
  let patientId: string;
  const profile = (token = patient) => server.app.inject({ url: '/patient-app/profile', headers: bearer(token) });
  const patch = (payload: unknown, token = patient) =>
    server.app.inject({ method: 'PATCH', url: '/patient-app/profile', headers: bearer(token), payload: payload as object });
  const upload = (file: Parameters<typeof multipartBody>[1], fields: Record<string, string> = {}, token = patient) => {
    const { payload, headers } = multipartBody(fields, file);
    return server.app.inject({ method: 'POST', url: '/patient-app/profile/photo', payload, headers: { ...headers, ...bearer(token) } });
  };
  const removePhoto = (headers: Record<string, string> = bearer(patient)) => server.app.inject({ method: 'DELETE', url: '/patient-app/profile/photo', headers });
  const photos = () => {
    const dir = join(server.dataDir, 'uploads', 'photos');
    return existsSync(dir) ? readdirSync(dir).sort() : [];
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    // The patient of a seeded chat, so closing the account shows what the physio's Inbox does.
    const [chat] = await server.database.db.select({ patientId: chats.patientId }).from(chats).limit(1);
    patientId = present(chat, 'a seeded chat').patientId;
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('reads the patient’s own name, address, phone, photo and language', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(200);
    const [row] = await server.database.db.select({ email: users.email, phone: patients.phone }).from(users).innerJoin(patients, eq(patients.userId, users.id)).where(eq(users.id, patientId));
    expect(patientProfile.parse(response.json())).toMatchObject({ id: patientId, email: present(row).email, phone: present(row).phone, imageUrl: null, language: 'sv' });
    expect((await profile(await server.signIn())).statusCode).toBe(403);
  });

  it('changes only the fields sent, and the physio sees the new name and phone', async () => {
    const response = await patch({ lastName: 'Öberg-Lind', phone: '+46 70-123 45 67', language: 'en' });
    expect(response.statusCode).toBe(200);
    const changed = patientProfile.parse(response.json());
    expect(changed).toMatchObject({ lastName: 'Öberg-Lind', phone: '+46 70-123 45 67', language: 'en' });
    expect(patientProfile.parse((await profile()).json())).toEqual(changed);
    const list = patientListResponse.parse((await server.app.inject({ url: '/specialists/patients/list?search=Öberg-Lind', headers: bearer(await server.signIn()) })).json());
    expect(list.items.map((item) => [item.id, item.phoneNumber])).toEqual([[patientId, '+46 70-123 45 67']]);
    expect(patientProfile.parse((await patch({ phone: null })).json()).phone).toBeNull();
    expect(patientProfile.parse((await patch({})).json()).lastName).toBe('Öberg-Lind');
  });

  it('never takes a personal number from the profile: only a BankID login links one', async () => {
    const before = patientProfile.parse((await profile()).json()).personalNumber;
    for (const personalNumber of ['194405069867', '19440506-9867', null]) {
      const response = await patch({ personalNumber });
      expect(response.statusCode, String(personalNumber)).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors).toEqual([{ property: 'personalNumber', constraints: { whitelist: 'personalNumber is invalid' }, rule: 'invalid' }]);
    }
    expect(patientProfile.parse((await profile()).json()).personalNumber).toBe(before);
  });

  it('refuses bad fields with the messages of docs/rules/validation.md and changes nothing', async () => {
    const before = (await profile()).body;
    const cases: [unknown, string, Record<string, string>, { rule: string; params?: Record<string, unknown> }][] = [
      [{ firstName: '' }, 'firstName', { required: 'firstName is required' }, { rule: 'required' }],
      [{ firstName: 'R2-D2' }, 'firstName', { pattern: 'only letters and spaces' }, { rule: 'lettersAndSpaces' }],
      [{ lastName: 'x'.repeat(101) }, 'lastName', { maxLength: 'maximum 100 characters' }, { rule: 'maxLength', params: { length: 100 } }],
      [
        { phone: 'ring mig' },
        'phone',
        { pattern: expect.stringContaining('must match pattern') },
        { rule: 'pattern', params: { pattern: expect.any(String) } },
      ],
      [{ phone: '1'.repeat(21) }, 'phone', { maxLength: 'maximum 20 characters' }, { rule: 'maxLength', params: { length: 20 } }],
      [{ language: 'de' }, 'language', { invalid: 'language is invalid' }, { rule: 'invalid' }],
      [{ email: 'ny@exempel.se' }, 'email', { whitelist: 'email is invalid' }, { rule: 'invalid' }],
    ];
    // Each refusal travels as its rule and parameters, the English beside them.
    for (const [payload, property, constraints, shown] of cases) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0], JSON.stringify(payload)).toEqual({ property, constraints, ...shown });
    }
    expect((await profile()).body).toBe(before);
  });

  it('takes a photo under the portal’s rules, shows it only to the patient, and leaves no file when refused', async () => {
    const script = await upload({ field: 'photo', name: 'x.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') });
    expect(script.statusCode).toBe(400);
    expect(apiErrorBody.parse(script.json()).errors).toEqual([{ property: 'photo', constraints: { invalid: 'photo is invalid' }, rule: 'invalid' }]);
    const huge = await upload({ field: 'photo', name: 'x.png', type: 'image/png', content: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(413);
    expect((await upload({ field: 'picture', name: 'x.png', type: 'image/png', content: png })).statusCode).toBe(400);
    expect((await upload(undefined, { photo: 'text' })).statusCode).toBe(400);
    expect(photos()).toEqual([]);

    const first = patientProfile.parse((await upload({ field: 'photo', name: 'jag.png', type: 'image/png', content: png })).json());
    const firstUrl = present(first.imageUrl);
    const served = await server.app.inject({ url: firstUrl, headers: bearer(patient) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const other = await server.signInPatient(present(server.summary.organizations[1]?.patientIds[0]));
    expect((await server.app.inject({ url: firstUrl, headers: bearer(other) })).statusCode).toBe(404);

    const second = patientProfile.parse((await upload({ field: 'photo', name: 'jag2.png', type: 'image/png', content: png })).json());
    expect(second.imageUrl).not.toBe(firstUrl);
    expect(photos()).toEqual([present(second.imageUrl).split('/').pop()]);
  });

  it('removes the saved photo and its file, leaves another patient’s, and answers the same when there is none', async () => {
    const other = await server.signInPatient(present(server.summary.organizations[1]?.patientIds[0]));
    const mine = patientProfile.parse((await upload({ field: 'photo', name: 'jag.png', type: 'image/png', content: png })).json());
    const theirs = patientProfile.parse((await upload({ field: 'photo', name: 'hen.png', type: 'image/png', content: png }, {}, other)).json());
    const fileOf = (profile: { imageUrl: string | null }) => present(profile.imageUrl).split('/').pop();
    expect(photos()).toContain(fileOf(mine));

    const removed = await removePhoto();
    expect(removed.statusCode).toBe(200);
    expect(patientProfile.parse(removed.json())).toMatchObject({ id: patientId, imageUrl: null });
    expect(patientProfile.parse((await profile()).json()).imageUrl).toBeNull();
    expect(photos()).not.toContain(fileOf(mine));
    expect((await server.app.inject({ url: present(mine.imageUrl), headers: bearer(patient) })).statusCode).toBe(404);

    expect(photos()).toContain(fileOf(theirs));
    expect(patientProfile.parse((await profile(other)).json()).imageUrl).toBe(theirs.imageUrl);
    expect((await server.app.inject({ url: present(theirs.imageUrl), headers: bearer(other) })).statusCode).toBe(200);

    const again = await removePhoto();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(removed.body);

    const anonymous = await removePhoto({});
    expect(anonymous.statusCode).toBe(401);
    expect(apiErrorBody.parse(anonymous.json()).statusCode).toBe(401);
    expect((await removePhoto(bearer(await server.signIn()))).statusCode).toBe(403);
    expect(photos()).toContain(fileOf(theirs));
  });

  it('keeps the account open on a wrong password', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: '/patient-app/account', headers: bearer(patient), payload: { password: 'fel-losenord' } });
    expect(response.statusCode).toBe(400);
    expect(apiErrorBody.parse(response.json()).errors).toEqual([{ property: 'password', constraints: { invalid: 'password is invalid' }, rule: 'invalid' }]);
    expect((await server.app.inject({ method: 'DELETE', url: '/patient-app/account', headers: bearer(patient) })).statusCode).toBe(400);
    expect((await profile()).statusCode).toBe(200);
  });

  it('closes the account: signed out everywhere, no sign-in, out of the Inbox, the record kept', async () => {
    const physio = await server.signIn();
    const other = await server.signInPatient(patientId);
    // As a BankID login from the profile would have linked it.
    await server.database.db.update(patients).set({ personalNumber: '19520814-9889' }).where(eq(patients.userId, patientId));
    const response = await server.app.inject({ method: 'DELETE', url: '/patient-app/account', headers: bearer(patient), payload: { password: demoPatientPassword } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await profile()).statusCode).toBe(401);
    expect((await profile(other)).statusCode).toBe(401);
    const [row] = await server.database.db.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, patientId));
    expect(present(row).deletedAt).not.toBeNull();
    const signIn = await server.app.inject({ method: 'POST', url: '/patient-app/sign-in', payload: { email: present(row).email, password: demoPatientPassword } });
    expect(signIn.statusCode).toBe(400);
    const inbox = (await server.app.inject({ url: '/chats', headers: bearer(physio) })).json<{ patient: { id: string } }[]>();
    expect(inbox.some((chat) => chat.patient.id === patientId)).toBe(false);
    // The record stays: the patient row and its history are kept, only the account is closed.
    const kept = await server.database.db.select().from(patients).where(eq(patients.userId, patientId));
    expect(kept).toHaveLength(1);
    // Only the personal number goes, so the person can sign in with BankID on an account made later.
    expect(present(kept[0]).personalNumber).toBeNull();
  });
});
