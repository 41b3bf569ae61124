import { libraryPage, programTemplateList } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskMediaStorage } from '../../storage/media-storage';
import { bearer, seededOrganization, startTestServer, readAllPages, type TestServer } from '../../testing';
import { baseExercises, withVideo } from './base-exercises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('the demo library', () => {
  let server: TestServer;
  let token: string;
  const folder = mkdtempSync(join(tmpdir(), 'rehab-demo-media-'));
  beforeAll(async () => {
    // The demo as `npm run seed` loads it: the base set with its pictures and videos.
    const media = diskMediaStorage(folder);
    server = await startTestServer({ seedOptions: { patients: 2, weeks: 1, media }, appOptions: { mediaStorage: media } });
    token = await server.signIn();
  }, 300_000);
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('ships about thirty exercises in Swedish and English, each with its picture, a few with video in both formats', async () => {
    const south = seededOrganization(server.summary, 0).id;
    const all = await readAllPages(async (cursor) => libraryPage.parse((await server.app.inject({ url: `/organizations/${south}/library?limit=100${cursor ? `&cursor=${cursor}` : ''}`, headers: bearer(token) })).json()));
    // The base set by its names: the program's own exercises have English names too (decision 0023).
    const baseNames = new Set(baseExercises.map((each) => each.sv.name));
    const base = all.filter((each) => baseNames.has(each.name.sv));
    expect(base.length).toBe(baseExercises.length);
    expect(base.length).toBeGreaterThanOrEqual(30);
    for (const exercise of base) {
      expect(exercise.steps.sv.length, exercise.name.sv).toBeGreaterThan(0);
      expect(exercise.steps.en.length, exercise.name.en).toBe(exercise.steps.sv.length);
      const picture = exercise.media.find((each) => each.kind === 'picture');
      expect(picture, exercise.name.sv).toBeDefined();
    }
    const filmed = base.filter((each) => each.media.some((medium) => medium.kind === 'video'));
    expect(filmed.map((each) => each.media.filter((medium) => medium.kind === 'video').map((medium) => medium.contentType).sort())).toEqual(withVideo.map(() => ['video/mp4', 'video/webm']));
    const video = filmed[0]?.media.find((medium) => medium.kind === 'video');
    const played = await server.app.inject({ url: video?.urls.video ?? '', headers: { ...bearer(token), range: 'bytes=0-99' } });
    expect(played.statusCode).toBe(206);
    expect((await server.app.inject({ url: video?.urls.poster ?? '', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('ships the templates Knäartros, Ländrygg and Axel in each organization', async () => {
    for (const index of [0, 1]) {
      const templates = programTemplateList.parse((await server.app.inject({ url: `/organizations/${seededOrganization(server.summary, index).id}/program-templates`, headers: bearer(token) })).json());
      expect(templates.map((each) => each.name)).toEqual(['Axel', 'Knäartros, 12 veckor', 'Ländrygg']);
      expect(templates.every((each) => each.lines.every((line) => line.exercises.length > 0))).toBe(true);
    }
  });
});
