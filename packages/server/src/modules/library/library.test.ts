import { libraryExercise, libraryPage, type LibraryExercise, type LibraryExerciseBody } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { exerciseMedia, exercises } from '../../db/schema';
import { bearer, multipartBody, present, readAllPages, seededOrganization, startTestServer, type TestServer } from '../../testing';
import { multipartFiles, testMp4, testPicture } from './test-media';

const squat: LibraryExerciseBody = {
  kind: 'strength',
  name: { sv: 'Knästräckning i soffan', en: 'Sofa knee extension' },
  steps: { sv: ['Sitt långt bak på stolen.', 'Sträck knät tills benet är rakt.'], en: ['Sit well back on the chair.', 'Straighten the knee until the leg is straight.'] },
  regions: ['knee'],
  tags: ['styrka', 'soffövning'],
  dosage: { sets: 3, repetitions: 10, restSeconds: 60, timesPerWeek: 3 },
};

describe('the exercise library', () => {
  let server: TestServer;
  let physio: string;
  let admin: string;
  let northPhysio: string;
  let south: string;
  let north: string;
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  const create = async (token: string, org: string, body: LibraryExerciseBody) => {
    const response = await call(token, 'POST', `/organizations/${org}/library`, body);
    expect(response.statusCode, response.body).toBe(201);
    return libraryExercise.parse(response.json());
  };
  const upload = (token: string, org: string, exerciseId: string, files: Parameters<typeof multipartFiles>[0]) => {
    const form = multipartFiles(files);
    return server.app.inject({ method: 'POST', url: `/organizations/${org}/library/${exerciseId}/media`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 2 } });
    // Erik works in the south only, Sara in the north only.
    physio = await server.signIn('erik.holm@demo.se');
    northPhysio = await server.signIn('sara.nyberg@demo.se');
    admin = await server.signIn(demoAdmins.organization);
    south = seededOrganization(server.summary, 0).id;
    north = seededOrganization(server.summary, 1).id;
  });
  afterAll(() => server.close());

  it('lets a physio add an exercise of the organization’s own, which only that organization sees', async () => {
    const made = await create(physio, south, squat);
    expect(made).toMatchObject({ organizationId: south, kind: 'strength', name: squat.name, regions: ['knee'], level: 1, retiredAt: null });
    expect(made.dosage).toEqual({ sets: 3, repetitions: 10, holdSeconds: null, durationSeconds: null, restSeconds: 60, timesPerWeek: 3, load: null });
    expect((await call(admin, 'GET', `/organizations/${south}/library/${made.id}`)).statusCode).toBe(200);
    // Another organization's exercise is not found, in its own library's address or in another's.
    expect((await call(northPhysio, 'GET', `/organizations/${north}/library/${made.id}`)).statusCode).toBe(404);
    expect((await call(northPhysio, 'GET', `/organizations/${south}/library/${made.id}`)).statusCode).toBe(404);
    expect((await call(northPhysio, 'PATCH', `/organizations/${north}/library/${made.id}`, { tags: ['x'] })).statusCode).toBe(404);
  });

  it('pages through the base set and the organization’s own by name, every exercise once', async () => {
    const seen: LibraryExercise[] = await readAllPages(
      async (cursor) => libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?limit=7${cursor ? `&cursor=${cursor}` : ''}`)).json()),
      (page) => expect(page.items.length).toBeLessThanOrEqual(7),
    );
    const ids = seen.map((each) => each.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?limit=7`)).json());
    expect(seen.length).toBe(first.total);
    const names = seen.map((each) => each.name.sv.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(seen.some((each) => each.organizationId === null)).toBe(true);
    // Theory lessons are not exercises of the library.
    expect(seen.some((each) => (each.kind as string) === 'theory-lesson')).toBe(false);
    // A cursor of another list is refused.
    expect((await call(physio, 'GET', `/organizations/${south}/library?cursor=${Buffer.from('["physios:name","a","b"]').toString('base64url')}`)).statusCode).toBe(400);
  });

  it('searches by name in either language without accents, and filters by kind, region and tag', async () => {
    const page = async (query: string) => libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?${query}`)).json());
    expect((await page('search=knastrackning%20soffan')).items.map((each) => each.name.sv)).toEqual(['Knästräckning i soffan']);
    expect((await page('search=sofa%20extension')).items).toHaveLength(1);
    expect((await page('kind=breathing')).items.every((each) => each.kind === 'breathing')).toBe(true);
    expect((await page('kind=breathing')).total).toBeGreaterThan(0);
    expect((await page('region=knee&limit=100')).items.map((each) => each.name.sv)).toContain('Knästräckning i soffan');
    expect((await page('region=neck&limit=100')).items.map((each) => each.name.sv)).not.toContain('Knästräckning i soffan');
    expect((await page('region=neck&limit=100')).items.every((each) => each.regions.includes('neck'))).toBe(true);
    expect((await page('tag=soffövning')).total).toBe(1);
    expect((await page('tag=knäartros')).items.every((each) => each.tags.includes('knäartros'))).toBe(true);
    expect((await call(physio, 'GET', `/organizations/${south}/library?tag=${encodeURIComponent('<script>')}`)).statusCode).toBe(400);
    expect((await call(physio, 'GET', `/organizations/${south}/library?kind=theory-lesson`)).statusCode).toBe(400);
  });

  it('edits, retires and copies: a base exercise is copied before it changes, a retired one leaves the list but not the record', async () => {
    const [base] = (libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?kind=strength&limit=1`)).json())).items;
    const baseId = present(base).id;
    expect((await call(physio, 'PATCH', `/organizations/${south}/library/${baseId}`, { tags: ['egen'] })).statusCode).toBe(409);
    const copied = await call(physio, 'POST', `/organizations/${south}/library/${baseId}/copy`, {});
    expect(copied.statusCode).toBe(201);
    const copy = libraryExercise.parse(copied.json());
    expect(copy).toMatchObject({ organizationId: south, copiedFrom: baseId, chainId: present(base).chainId, level: present(base).level, name: present(base).name });

    const edited = await call(physio, 'PATCH', `/organizations/${south}/library/${copy.id}`, { tags: ['egen'], dosage: { sets: 2, holdSeconds: 20 } });
    expect(edited.statusCode).toBe(200);
    expect(libraryExercise.parse(edited.json())).toMatchObject({ tags: ['egen'], dosage: { sets: 2, holdSeconds: 20, repetitions: null } });

    const retired = await call(admin, 'POST', `/organizations/${south}/library/${copy.id}/retire`, {});
    expect(retired.statusCode).toBe(200);
    expect(libraryExercise.parse(retired.json()).retiredAt).not.toBeNull();
    const listed = async (retiredParam: string) =>
      (await readAllPages(async (cursor) => libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?limit=100&retired=${retiredParam}${cursor ? `&cursor=${cursor}` : ''}`)).json()))).map((each) => each.id);
    expect(await listed('exclude')).not.toContain(copy.id);
    expect(await listed('include')).toContain(copy.id);
    // Still readable where a program holds it.
    expect((await call(physio, 'GET', `/organizations/${south}/library/${copy.id}`)).statusCode).toBe(200);
  });

  it('keeps a progression: each exercise knows its easier and harder versions', async () => {
    const easy = await create(physio, south, { ...squat, name: { sv: 'Knästräckning, lätt', en: 'Knee extension, easy' }, level: 1 });
    const hard = await create(physio, south, { ...squat, name: { sv: 'Knästräckning, tung', en: 'Knee extension, heavy' }, chainWith: easy.id, level: 6 });
    const middle = await create(physio, south, { ...squat, name: { sv: 'Knästräckning, mellan', en: 'Knee extension, medium' }, chainWith: easy.id, level: 3 });
    const read = async (id: string) => libraryExercise.parse((await call(physio, 'GET', `/organizations/${south}/library/${id}`)).json());
    expect(await read(easy.id)).toMatchObject({ easierId: null, harderId: middle.id });
    expect(await read(middle.id)).toMatchObject({ easierId: easy.id, harderId: hard.id });
    expect(await read(hard.id)).toMatchObject({ easierId: middle.id, harderId: null });
    // A progression holds one kind only.
    const breathing = await create(physio, south, { ...squat, kind: 'breathing', name: { sv: 'Läppandning', en: 'Pursed-lip breathing' } });
    expect((await call(physio, 'PATCH', `/organizations/${south}/library/${breathing.id}`, { chainWith: easy.id })).statusCode).toBe(400);
  });

  it('refuses bodies outside the contract’s bounds with 400, writing nothing', async () => {
    const before = (await server.database.db.select({ id: exercises.id }).from(exercises)).length;
    for (const body of [
      { ...squat, name: { sv: '', en: 'x' } },
      { ...squat, dosage: { sets: 0 } },
      { ...squat, dosage: { repetitions: 201 } },
      { ...squat, dosage: { holdSeconds: 601 } },
      { ...squat, steps: { sv: Array(21).fill('Steg.'), en: [] } },
      { ...squat, tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
      { ...squat, level: 11 },
      { ...squat, regions: ['elbow'] },
      { ...squat, name: { sv: 'a\u0000b', en: 'x' } },
    ]) {
      const response = await call(physio, 'POST', `/organizations/${south}/library`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await server.database.db.select({ id: exercises.id }).from(exercises)).length).toBe(before);
  });

  describe('pictures and video', () => {
    let exercise: LibraryExercise;
    beforeAll(async () => {
      exercise = await create(physio, south, { ...squat, name: { sv: 'Bildövning', en: 'Picture exercise' } });
    });

    it('keeps a picture at the widths the screens show, as WebP', async () => {
      const response = await upload(physio, south, exercise.id, [{ field: 'file', name: 'bild.png', type: 'image/png', content: await testPicture(2000, 1500) }]);
      expect(response.statusCode, response.body).toBe(201);
      const [picture] = libraryExercise.parse(response.json()).media;
      expect(picture).toMatchObject({ kind: 'picture', contentType: 'image/webp' });
      for (const [size, width] of [['card', 480], ['page', 1200]] as const) {
        const file = await call(physio, 'GET', present(picture?.urls[size]));
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        const meta = await sharp(file.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      }
      // A small picture is not blown up.
      const small = await upload(physio, south, exercise.id, [{ field: 'file', name: 'liten.jpg', type: 'image/jpeg', content: await testPicture(300, 200, 'jpeg') }]);
      const smallPicture = libraryExercise.parse(small.json()).media[1];
      expect((await sharp((await call(physio, 'GET', present(smallPicture?.urls.page))).rawPayload).metadata()).width).toBe(300);
    });

    it('tells the type from the content: a GIF, a text named .png or a broken picture is refused with 415 and nothing is kept', async () => {
      const before = (await server.database.db.select().from(exerciseMedia).where(eq(exerciseMedia.exerciseId, exercise.id))).length;
      const broken = Buffer.concat([(await testPicture(50, 50)).subarray(0, 60)]);
      for (const file of [
        { field: 'file', name: 'a.gif', type: 'image/gif', content: await testPicture(20, 20, 'gif') },
        { field: 'file', name: 'a.png', type: 'image/png', content: Buffer.from('not a picture at all') },
        { field: 'file', name: 'a.png', type: 'image/png', content: broken },
        { field: 'file', name: 'a.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
      ]) {
        const response = await upload(physio, south, exercise.id, [file]);
        expect(response.statusCode, file.name).toBe(415);
      }
      expect((await server.database.db.select().from(exerciseMedia).where(eq(exerciseMedia.exerciseId, exercise.id))).length).toBe(before);
      // A field that is not a file, and a part of another name, are 400.
      const form = multipartBody({ note: 'x' });
      expect((await server.app.inject({ method: 'POST', url: `/organizations/${south}/library/${exercise.id}/media`, headers: { ...bearer(physio), ...form.headers }, payload: form.payload })).statusCode).toBe(400);
      expect((await upload(physio, south, exercise.id, [{ field: 'other', name: 'a.png', type: 'image/png', content: await testPicture(20, 20) }])).statusCode).toBe(400);
    });

    it('refuses a file over 50 MB with 413', async () => {
      const big = Buffer.concat([testMp4(1024), Buffer.alloc(50 * 1024 * 1024)]);
      const response = await upload(physio, south, exercise.id, [{ field: 'file', name: 'lang.mp4', type: 'video/mp4', content: big }]);
      expect(response.statusCode).toBe(413);
    });

    it('serves a video whole or by byte ranges (206), with its poster', async () => {
      const video = testMp4(10_000);
      const response = await upload(physio, south, exercise.id, [
        { field: 'file', name: 'film.mp4', type: 'video/mp4', content: video },
        { field: 'poster', name: 'poster.png', type: 'image/png', content: await testPicture(1600, 900) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const media = libraryExercise.parse(response.json()).media.find((each) => each.kind === 'video');
      expect(media).toMatchObject({ contentType: 'video/mp4' });
      const url = present(media?.urls.video);

      const whole = await call(physio, 'GET', url);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(video)).toBe(true);

      const ranged = (range: string) => server.app.inject({ method: 'GET', url, headers: { ...bearer(physio), range } });
      const part = await ranged('bytes=100-199');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/10000');
      expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);
      const open = await ranged('bytes=9990-');
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(video.subarray(9990))).toBe(true);
      const suffix = await ranged('bytes=-10');
      expect(suffix.headers['content-range']).toBe('bytes 9990-9999/10000');
      const beyond = await ranged('bytes=10000-10005');
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe('bytes */10000');

      const poster = await call(physio, 'GET', present(media?.urls.poster));
      expect(poster.statusCode).toBe(200);
      expect((await sharp(poster.rawPayload).metadata()).width).toBe(1200);
      // A poster goes with a video only, and must be a picture.
      const badPoster = await upload(physio, south, exercise.id, [
        { field: 'file', name: 'film.mp4', type: 'video/mp4', content: video },
        { field: 'poster', name: 'poster.mp4', type: 'video/mp4', content: video },
      ]);
      expect(badPoster.statusCode).toBe(415);
    });

    it('adds media only to the organization’s own exercises, and removes them', async () => {
      const [base] = libraryPage.parse((await call(physio, 'GET', `/organizations/${south}/library?limit=1`)).json()).items;
      expect((await upload(physio, south, present(base).id, [{ field: 'file', name: 'a.png', type: 'image/png', content: await testPicture(20, 20) }])).statusCode).toBe(409);
      expect((await upload(northPhysio, north, exercise.id, [{ field: 'file', name: 'a.png', type: 'image/png', content: await testPicture(20, 20) }])).statusCode).toBe(404);
      const current = libraryExercise.parse((await call(physio, 'GET', `/organizations/${south}/library/${exercise.id}`)).json());
      const first = present(current.media[0]);
      const removed = await call(physio, 'DELETE', `/organizations/${south}/library/${exercise.id}/media/${first.id}`);
      expect(removed.statusCode).toBe(200);
      expect(libraryExercise.parse(removed.json()).media.map((each) => each.id)).not.toContain(first.id);
      expect((await call(physio, 'GET', present(first.urls.card))).statusCode).toBe(404);
    });

    it('serves media to staff of the organization and to patients whose program holds the exercise, and 404 to anyone else', async () => {
      const current = libraryExercise.parse((await call(physio, 'GET', `/organizations/${south}/library/${exercise.id}`)).json());
      const url = present(current.media[0]?.urls.page);
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      expect((await call(await server.signIn(demoAdmins.system), 'GET', url)).statusCode).toBe(200);
      expect((await call(await server.signIn(demoPhysio.email), 'GET', url)).statusCode).toBe(200);
      expect((await call(northPhysio, 'GET', url)).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);

      const patientId = present(seededOrganization(server.summary, 0).patientIds[0]);
      const patient = await server.signInPatient(patientId);
      expect((await call(patient, 'GET', url)).statusCode).toBe(404);
      // Once the exercise is on a line of the patient's program, the patient sees its pictures.
      const program = (await call(physio, 'GET', `/patients/list/${patientId}/program?type=strength`)).json<{ updates: { id: string }[] }>();
      const line = present(program.updates[0]).id;
      const put = await server.app.inject({ method: 'PUT', url: `/patients/list/${patientId}/program/lines/${line}/exercises`, headers: bearer(physio), payload: { exercises: [{ exerciseId: exercise.id }] } });
      expect(put.statusCode, put.body).toBe(200);
      expect((await call(patient, 'GET', url)).statusCode).toBe(200);
      // Another patient, whose program lacks it, still gets 404.
      const other = await server.signInPatient(present(seededOrganization(server.summary, 0).patientIds[1]));
      expect((await call(other, 'GET', url)).statusCode).toBe(404);
    });
  });
});
