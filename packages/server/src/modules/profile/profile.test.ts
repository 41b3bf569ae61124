import { apiErrorBody, profileResponse } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { demoPhysio } from '../../db/seed';
import { bearer, multipartBody, startTestServer, type TestServer } from '../../testing';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

describe('the specialist profile', () => {
  let server: TestServer;
  let token: string;
  const patch = (fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
    const { payload, headers } = multipartBody(fields, file);
    return server.app.inject({ method: 'PATCH', url: '/specialists/profile', payload, headers: { ...headers, ...bearer(token) } });
  };
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 1, weeks: 1 } });
    token = await server.signIn('maria.ek@demo.se');
  });
  afterAll(() => server.close());

  it('reads the user with the nested profile and photo', async () => {
    const response = await server.app.inject({ url: '/specialists/profile', headers: bearer(token) });
    expect(profileResponse.parse(response.json())).toMatchObject({
      email: 'maria.ek@demo.se',
      firstName: 'Maria',
      photo: null,
      profile: { bankId: '19830228-6623' },
      organizations: [{ title: 'Rehabkliniken Syd AB' }],
    });
  });

  it('changes only the fields sent', async () => {
    const response = await patch({ aboutMe: 'Ny text om mig', lastName: 'Ek-Ström' });
    expect(response.statusCode).toBe(200);
    const profile = profileResponse.parse(response.json());
    expect(profile).toMatchObject({ lastName: 'Ek-Ström', firstName: 'Maria', profile: { aboutMe: 'Ny text om mig', experience: '12 år, geriatrik' } });
  });

  it('stores an uploaded photo, serves it, and replaces the old one', async () => {
    const first = profileResponse.parse((await patch({}, { field: 'photo', name: 'me.png', type: 'image/png', content: png })).json());
    expect(first.photo).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.png$/);
    const served = await server.app.inject({ url: first.photo ?? '', headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Only people who may see the physio see their photo: not anyone, not a patient, not another organization.
    expect((await server.app.inject({ url: first.photo ?? '' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: first.photo ?? '', headers: bearer(await server.signInPatient()) })).statusCode).toBe(403);
    expect((await server.app.inject({ url: first.photo ?? '', headers: bearer(await server.signIn('sara.nyberg@demo.se')) })).statusCode).toBe(404);
    expect((await server.app.inject({ url: first.photo ?? '', headers: bearer(await server.signIn('erik.holm@demo.se')) })).statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const second = profileResponse.parse((await patch({}, { field: 'photo', name: 'me2.png', type: 'image/png', content: png })).json());
    expect(second.photo).not.toBe(first.photo);
    expect(existsSync(join(server.dataDir, 'uploads', first.photo?.replace('/uploads/', '') ?? ''))).toBe(false);
    expect((await server.app.inject({ url: '/uploads/photos/..%2F..%2Fjwt-secret', headers: bearer(token) })).statusCode).toBe(400);
  });

  it('rejects a photo that is not an image, and one that is too large', async () => {
    const script = await patch({}, { field: 'photo', name: 'x.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors).toEqual([{ property: 'photo', constraints: { invalid: 'photo is invalid' }, rule: 'invalid' }]);
    const huge = await patch({}, { field: 'photo', name: 'x.png', type: 'image/png', content: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) });
    expect(huge.statusCode).toBe(413);
    expect(apiErrorBody.safeParse(huge.json()).success).toBe(true);
  });

  it('rejects bad fields with the messages of docs/rules/validation.md', async () => {
    const cases: [Record<string, string>, string, Record<string, string>, { rule?: string; params?: Record<string, number> }][] = [
      [{ email: 'not-an-email' }, 'email', { invalid: 'email is invalid' }, { rule: 'invalid' }],
      [{ firstName: '' }, 'firstName', { required: 'firstName is required' }, { rule: 'required' }],
      [{ firstName: 'R2-D2' }, 'firstName', { pattern: 'only letters and spaces' }, { rule: 'lettersAndSpaces' }],
      [{ lastName: 'x'.repeat(101) }, 'lastName', { maxLength: 'maximum 100 characters' }, { rule: 'maxLength', params: { length: 100 } }],
      [
        { bankId: '1980-03-12' },
        'bankId',
        { minLength: 'minimum 12 characters', pattern: 'only digits and hyphens', invalid: 'bankId is invalid' },
        { rule: 'minLength', params: { length: 12 } },
      ],
      [{ bankId: 'abcdefghijkl' }, 'bankId', { pattern: 'only digits and hyphens', invalid: 'bankId is invalid' }, { rule: 'digitsAndHyphens' }],
      [{ role: 'system_admin' }, 'role', { whitelist: 'role is invalid' }, { rule: 'invalid' }],
      [{ aboutMe: 'nul \u0000 byte' }, 'aboutMe', { characters: 'contains characters that cannot be stored' }, { rule: 'characters' }],
      [{ experience: "'); drop table users; --" }, 'experience', {}, {}],
      [{ photo: '/uploads/photos/old.png' }, 'photo', { whitelist: 'photo is invalid' }, { rule: 'invalid' }],
    ];
    // Each refusal travels as its rule and parameters, the English beside them.
    for (const [fields, property, constraints, shown] of cases) {
      const response = await patch(fields);
      // SQL in free text is just text.
      if (Object.keys(constraints).length === 0) {
        expect(response.statusCode).toBe(200);
        expect(profileResponse.parse(response.json()).profile.experience).toBe(fields[property]);
        continue;
      }
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().errors).toEqual([{ property, constraints, ...shown }]);
    }
    const tooLong = await patch({ aboutMe: 'x'.repeat(5000) });
    expect(tooLong.json().errors).toEqual([{ property: 'aboutMe', constraints: { maxLength: 'maximum 2000 characters' }, rule: 'maxLength', params: { length: 2000 } }]);
    const json = await server.app.inject({ method: 'PATCH', url: '/specialists/profile', headers: bearer(token), payload: { aboutMe: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('ends the sessions of a specialist who no longer exists', async () => {
    const other = await server.signIn('johan.berg@demo.se');
    await server.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, 'johan.berg@demo.se'));
    expect((await server.app.inject({ url: '/specialists/profile', headers: bearer(other) })).statusCode).toBe(401);
    const { payload, headers } = multipartBody({ aboutMe: 'x' });
    expect((await server.app.inject({ method: 'PATCH', url: '/specialists/profile', payload, headers: { ...headers, ...bearer(other) } })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/specialists/patients/list', headers: bearer(other) })).statusCode).toBe(401);
  });

  it('refuses a personal number with a wrong check digit or another user’s, as 400 and 409, never 500', async () => {
    const wrongDigit = await patch({ bankId: '19830228-6624' });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().errors).toEqual([{ property: 'bankId', constraints: { invalid: 'bankId is invalid' }, rule: 'invalid' }]);
    // 19800312-2382 is the demo physio's.
    const taken = await patch({ bankId: '19800312-2382', currentPassword: demoPhysio.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'bankId is already in use',
      statusCode: 409,
      errors: [{ property: 'bankId', constraints: { unique: 'bankId is already in use' }, rule: 'taken' }],
    });
    const takenEmail = await patch({ email: 'FYSIO@demo.se', currentPassword: demoPhysio.password });
    expect(takenEmail.statusCode).toBe(409);
  });

  it('writes no file for a caller who has no profile, nor for a change that is refused', async () => {
    const photos = () => (existsSync(join(server.dataDir, 'uploads', 'photos')) ? readdirSync(join(server.dataDir, 'uploads', 'photos')) : []);
    const before = photos();
    const patientToken = await server.signInPatient();
    const { payload, headers } = multipartBody({}, { field: 'photo', name: 'me.png', type: 'image/png', content: png });
    const asPatient = await server.app.inject({ method: 'PATCH', url: '/specialists/profile', payload, headers: { ...headers, ...bearer(patientToken) } });
    expect(asPatient.statusCode).toBeGreaterThanOrEqual(400);
    expect(asPatient.statusCode).toBeLessThan(500);
    const refused = await patch({ email: 'fysio@demo.se', currentPassword: demoPhysio.password }, { field: 'photo', name: 'me.png', type: 'image/png', content: png });
    expect(refused.statusCode).toBe(409);
    expect(photos()).toEqual(before);
  });
});
