import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { demoPhysio, seed } from '../db/seed';
import { memoryMailer } from '../testing';

/** A listening server on a seeded database, signed in as the demo physio: what `npm run bench` measures. */
export interface BenchTarget {
  address: string;
  headers: Record<string, string>;
  /** The calls measured, by name. */
  paths: { patientList: string; activityStatistic: string };
  close(): Promise<void>;
}

export async function startBenchTarget(database: Database, patients: number): Promise<BenchTarget> {
  await database.migrate();
  await seed(database.db, { patients, weeks: 12 });
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-bench-'));
  const app = await buildApp({ db: database.db, jwtSecret: randomBytes(32), mailer: memoryMailer(), dataDir });
  const close = async () => {
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
    const headers = { authorization: `Bearer ${token}` };
    const list = await app.inject({ url: '/specialists/patients/list', headers });
    const listed = list.json<{ items: { id: string }[]; total: number }>();
    const first = listed.items?.[0];
    if (list.statusCode !== 200 || listed.total !== patients || !first) {
      throw new Error(`expected ${patients} patients, got ${list.statusCode} ${list.body.slice(0, 200)}`);
    }
    return {
      address,
      headers,
      paths: { patientList: '/specialists/patients/list', activityStatistic: `/patients/list/${first.id}/activity-statistic` },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
