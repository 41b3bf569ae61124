import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, max, min } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { patients, tasks } from './schema';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
/** Where the seed's options are documented (README links to it). */
const demoData = readFileSync(join(repoRoot, 'docs/demo-data.md'), 'utf8');

/** npm, run from the repository's root as a reader types it, in its own process group. */
function npm(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stuck = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 150_000);
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(stuck);
      resolve({ code, output });
    });
  });
}

/**
 * The documented command for a clinic of a chosen size, typed as docs/demo-data.md gives it from the
 * repository's root (with smaller numbers), seeds the database the server would use: PGlite in a data folder
 * of its own, or on PostgreSQL (the server-pg project) a database of its own.
 */
describe('the seed command for a clinic of a chosen size', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-seed-command-'));
  const postgres = process.env.TEST_DATABASE_URL;
  const name = `rehab_seed_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = postgres ? Object.assign(new URL(postgres), { pathname: `/${name}` }).toString() : undefined;
  let database: Database | undefined;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgres });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  afterAll(async () => {
    await database?.close();
    if (postgres) await admin(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads that many patients with that many weeks of tasks', { timeout: 180_000 }, async () => {
    expect(demoData, 'docs/demo-data.md gives the command').toContain('`npm run seed -- --patients 10000 --weeks 2`');
    if (postgres) await admin(`create database ${name}`);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
    delete env.SEED_PATIENTS;
    delete env.SEED_WEEKS;

    const { code, output } = await npm(['run', 'seed', '--', '--patients', '300', '--weeks', '1'], env);
    expect(code, output).toBe(0);

    database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'db') });
    const [patientCount] = await database.db.select({ n: count() }).from(patients);
    expect(patientCount?.n).toBe(300);
    const [span] = await database.db.select({ first: min(tasks.bookedDate), last: max(tasks.bookedDate) }).from(tasks);
    const days = (Date.parse(span?.last ?? '') - Date.parse(span?.first ?? '')) / 86_400_000;
    expect(days, JSON.stringify(span)).toBeGreaterThanOrEqual(0);
    expect(days, JSON.stringify(span)).toBeLessThan(7);
  });
});
