import { patientWeekResponse } from '@rehab/contract';
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../db/schema';
import { activeSeededPatient, bearer, startTestServer, type TestServer } from '../../testing';

const index = '<!doctype html><html lang="sv"><div id="root"></div></html>';
const todayPage = '<!doctype html><html lang="sv"><div id="root" data-drawn-for="signed-in"></div></html>';

/**
 * A built patient app with a today to draw (packages/patient/src/drawToday.tsx builds the real one, run by the e2e
 * suite): this render() writes what it was given into the page, so the test sees what the server handed it.
 */
function writeBuiltApp(dir: string) {
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'today.html'), todayPage);
  writeFileSync(
    join(dir, 'server', 'today.mjs'),
    `export const tokenCookie = 'patient_access_token';
export const weekOffsets = (search) => [...new Set([0, Number(new URLSearchParams(search).get('week') ?? 0)])];
export async function render({ page, search, language, weeks }) {
  if (search.includes('fail')) throw new Error('The drawing failed');
  return page.replace('></div>', '>' + JSON.stringify({ search, language, weeks }) + '</div>');
}
`,
  );
}

const navigation = (cookie?: string) => ({
  accept: 'text/html',
  'accept-encoding': 'br',
  'sec-fetch-mode': 'navigate',
  ...(cookie && { cookie: `theme=dark; patient_access_token=${encodeURIComponent(cookie)}` }),
});

describe("a signed-in patient's today, drawn by the server", () => {
  let server: TestServer;
  let patientId: string;
  let patient: string;
  const open = async (url: string, cookie?: string) => {
    const response = await server.app.inject({ url, headers: navigation(cookie) });
    expect(response.statusCode, url).toBe(200);
    const body =
      response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
    return { response, body };
  };
  const drawn = (body: string) =>
    JSON.parse(/data-drawn-for="signed-in">(.*)<\/div>/.exec(body)?.[1] ?? 'null') as {
      search: string;
      language: string;
      weeks: Record<string, unknown>;
    } | null;

  beforeAll(async () => {
    const patientAppDir = join(mkdtempSync(join(tmpdir(), 'drawn-today-')), 'app');
    writeBuiltApp(patientAppDir);
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 4 }, appOptions: { patientAppDir } });
    patientId = await activeSeededPatient(server);
    patient = await server.signInPatient(patientId);
  });
  afterAll(() => server.close());

  it('draws today with the weeks the patient would be answered, in their language, for no cache to keep', async () => {
    const { response, body } = await open('/app/', patient);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    const ownWeek = patientWeekResponse.parse(
      (await server.app.inject({ url: '/patient-app/week?weekOffset=0', headers: bearer(patient) })).json(),
    );
    expect(ownWeek.tasks.length).toBeGreaterThan(0);
    expect(drawn(body)).toEqual({ search: '', language: 'sv', weeks: { 0: ownWeek } });

    await server.database.db.update(patients).set({ language: 'en' }).where(eq(patients.userId, patientId));
    // In English, as the app asks once its language is English (decision 0023).
    const inEnglish = async (weekOffset: number) =>
      patientWeekResponse.parse(
        (await server.app.inject({ url: `/patient-app/week?weekOffset=${weekOffset}`, headers: { ...bearer(patient), 'accept-language': 'en' } })).json(),
      );
    const [thisWeek, lastWeek] = [await inEnglish(0), await inEnglish(-1)];
    expect(thisWeek).not.toEqual(ownWeek);
    expect(drawn((await open('/app/?week=-1', patient)).body)).toEqual({
      search: '?week=-1',
      language: 'en',
      weeks: { 0: thisWeek, '-1': lastWeek },
    });
    await server.database.db.update(patients).set({ language: 'sv' }).where(eq(patients.userId, patientId));
  });

  it('sends index.html to anyone else: no session, a physio, a token that is no token, an ended session', async () => {
    const physio = await server.signIn();
    const ended = await server.signInPatient(patientId);
    expect(
      (await server.app.inject({ method: 'POST', url: '/users/sign-out', headers: bearer(ended), payload: {} })).statusCode,
    ).toBe(200);
    for (const [who, cookie] of [
      ['no session', undefined],
      ['a physio', physio],
      ['not a token', 'abc'],
      ['a token with a cookie-breaking text', 'a;b%ZZ'],
      ['a session ended', ended],
    ] as const) {
      const { body, response } = await open('/app/', cookie);
      expect(body, who).toBe(index);
      expect(response.headers['cache-control'], who).toBe('no-cache');
    }
  });

  it('draws only today: every other screen, and the app opened without its slash, get index.html', async () => {
    for (const url of ['/app/chat', '/app/profile', '/app/sign-in', '/app'])
      expect((await open(url, patient)).body, url).toBe(index);
  });

  it('sends index.html when drawing fails, so the app opens as it always does', async () => {
    expect((await open('/app/?fail', patient)).body).toBe(index);
  });
});
