import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { Database } from './db/client';
import { createLogger } from './logger';
import { memoryMailer, openTestDatabase } from './testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a patient might write, which must never reach a log line. */
const healthText = 'Karin har ont i vänster knä';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

describe('the log', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'rehab-log-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A real failed statement: the database refuses a value as a uuid and quotes it in its message. */
  const failedQuery = () => database.db.execute(sql`select ${healthText}::uuid`).then(
    () => {
      throw new Error('the statement should have failed');
    },
    (error: unknown) => error,
  );

  it('logs a failed query by its statement and code, without its parameters or the value the database quotes', async () => {
    const error = await failedQuery();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('Karin');
    const { lines, logger } = captured();
    logger.error({ err: error }, 'failed');
    logger.error(error);
    const text = lines.join('');
    expect(lines).toHaveLength(2);
    expect(text).not.toContain('Karin');
    expect(text).toContain('22P02');
    expect(text).toContain('select $1::uuid');
  });

  it('keeps health text out of the line the error handler writes for a 500, and out of the logged address', async () => {
    const { lines, logger } = captured();
    const app = await buildApp({ db: database.db, jwtSecret: new Uint8Array(32), mailer: memoryMailer(), dataDir, logger });
    app.get('/failing-search', { config: { access: 'public' } }, async () => {
      await database.db.execute(sql`select ${healthText}::uuid`);
      return {};
    });
    await app.ready();
    try {
      const response = await app.inject({ url: `/failing-search?search=${encodeURIComponent(healthText)}` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error', statusCode: 500 });
      const text = lines.join('');
      expect(text).toContain('22P02');
      expect(text).toContain('/failing-search');
      expect(text).not.toContain('Karin');
      expect(text).not.toContain(encodeURIComponent(healthText));
    } finally {
      await app.close();
    }
  });
});
