import type { PatientWeekResponse } from '@rehab/contract';
import { parseCookie } from 'cookie';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkAccessToken } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { patients } from '../../db/schema';
import { patientWeek } from './week';

/** What the patient app's build gives the server to draw today with (packages/patient/src/drawToday.tsx). */
type TodayModule = {
  tokenCookie: string;
  weekOffsets(search: string): number[];
  render(input: { page: string; search: string; language: string; weeks: Record<number, PatientWeekResponse> }): Promise<string>;
};

/** Draws a signed-in patient's today: the page, or undefined for anyone else (the app then opens as it always does). */
export type DrawToday = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * The patient app's today drawn here with the patient's weeks, so that their tasks show at once on a slow phone,
 * before the app's script has come (the app takes the page over when they act on it). Only for the patient whose
 * valid session the request's cookie carries, with the same reads as GET /patient-app/week; undefined when the
 * build has no drawn today (a build before it, or none).
 */
export async function todayDrawer(patientAppDir: string, db: Db, secret: Uint8Array): Promise<DrawToday | undefined> {
  const modulePath = join(patientAppDir, 'server', 'today.mjs');
  const pagePath = join(patientAppDir, 'today.html');
  if (!existsSync(modulePath) || !existsSync(pagePath)) return undefined;
  const today = (await import(pathToFileURL(modulePath).href)) as TodayModule;
  const page = await readFile(pagePath, 'utf8');
  return async (request) => {
    const token = parseCookie(request.headers.cookie ?? '')[today.tokenCookie];
    const session = token ? await checkAccessToken(db, secret, token) : null;
    if (session?.role !== 'patient') return undefined;
    const [patient] = await db.select({ language: patients.language }).from(patients).where(eq(patients.userId, session.userId));
    if (!patient) return undefined;
    const search = new URL(request.url, 'http://localhost').search;
    const offsets = today.weekOffsets(search);
    const weeks = await Promise.all(offsets.map(async (offset) => [offset, await patientWeek(db, session, offset, new Date(), patient.language)] as const));
    return today.render({ page, search, language: patient.language, weeks: Object.fromEntries(weeks) });
  };
}
