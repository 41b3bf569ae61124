import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { readAccessToken, type Session } from '../auth/tokens';
import type { Database } from '../db/client';
import { demoPhysio, seed } from '../db/seed';
import { memoryMailer } from '../testing';
import { startBareApp } from './bare';

/** What `npm run bench` measures, by name, in the order it prints them. */
export const benchCalls = [
  'patient list',
  'patient list, search',
  'patient list, sort by age',
  'activity statistic',
  'dashboard',
  'to-do of a day',
  'to-do of a day, by kind',
  'work list of follow-ups',
  'chat list',
] as const;
export type BenchCall = (typeof benchCalls)[number];

/**
 * The patient list's search in the bench: a part of a few family names (Holm, Holmberg, …), so a few
 * percent of the patients match, as when a physio types part of a name.
 */
export const benchSearch = 'holm';

/** The kind the to-do is filtered by in the bench. */
export const benchKind = 'exercise-strength';

/**
 * A seeded database served twice: by the product (`address`, signed in as the demo physio with `headers`)
 * and by the bare handlers (`bareAddress`, the same demo physio's session fixed), on the same paths.
 */
export interface BenchTarget {
  address: string;
  bareAddress: string;
  headers: Record<string, string>;
  /** The path of each measured call, the same on both servers. */
  paths: Record<BenchCall, string>;
  /** How long the seed took, in milliseconds. */
  seedMs: number;
  close(): Promise<void>;
}

export interface BenchTargetOptions {
  patients: number;
  /** Weeks of tasks (the seed's `weeks`); from 3 on, today's to-do and the past week's skipped tasks exist. */
  weeks?: number;
}

export async function startBenchTarget(database: Database, { patients, weeks = 3 }: BenchTargetOptions): Promise<BenchTarget> {
  await database.migrate();
  const seeding = performance.now();
  const summary = await seed(database.db, { patients, weeks });
  const seedMs = performance.now() - seeding;
  // The planner's statistics and the visibility map, as autovacuum would have them on a database in use: without
  // the statistics, right after the seed, PostgreSQL guesses 55 patients per organization and sorts all 10 000 for
  // a page of 50; without the map, a count cannot read an index alone and visits every row it counts.
  await database.db.execute(sql`vacuum analyze`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-bench-'));
  const jwtSecret = randomBytes(32);
  const app = await buildApp({ db: database.db, jwtSecret, mailer: memoryMailer(), dataDir });
  let bare: Awaited<ReturnType<typeof startBareApp>> | undefined;
  const close = async () => {
    await bare?.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await app.inject({
      method: 'POST',
      url: '/users/sign-in',
      payload: { email: demoPhysio.email, password: demoPhysio.password },
    });
    const token = signIn.json<{ access_token?: string }>().access_token;
    if (!token) throw new Error(`the demo physio could not sign in: ${signIn.body}`);
    // The bare handlers' caller: the very session the product reads from this token.
    const session: Session | null = await readAccessToken(jwtSecret, token);
    if (!session) throw new Error('the demo physio’s token does not verify');
    bare = await startBareApp(database.db, session);
    const patient = summary.organizations[0]?.patientIds[0];
    if (!patient) throw new Error('the seed made no patient');
    return {
      address,
      bareAddress: bare.address,
      headers: { authorization: `Bearer ${token}` },
      paths: {
        'patient list': '/specialists/patients/list?limit=50',
        'patient list, search': `/specialists/patients/list?limit=50&search=${benchSearch}`,
        'patient list, sort by age': '/specialists/patients/list?limit=50&sort=age',
        'activity statistic': `/patients/list/${patient}/activity-statistic`,
        dashboard: '/specialists/dashboard',
        'to-do of a day': '/specialists/patients/todo',
        // The seed plans strength on some weekdays only: on the others the answer is empty, and still costs.
        'to-do of a day, by kind': `/specialists/patients/todo?type=${benchKind}`,
        // The rules' follow-ups are made as the list is read: every read applies them to the clinic first.
        'work list of follow-ups': '/specialists/follow-ups?limit=50',
        'chat list': '/chats',
      },
      seedMs,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
