import { type ChatMessage } from '@rehab/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { issueAccessToken } from '../auth/tokens';
import { chats } from '../db/chat-schema';
import { users } from '../db/schema';
import { openDatabase } from '../db/client';
import { demoPhysio, seed } from '../db/seed';
import { demoPatientPassword } from '../db/seed-chats';
import { chatFilesDir, diskStorage } from '../modules/chats/storage';
import { connectInbox } from './inbox-client';
import { freePort } from '@rehab/test-kit/freePort';

/*
 * Real server processes for the scale-out and crash tests: each run gets its
 * own PostgreSQL database, data folder and Redis channel prefix, and every
 * process it starts is ended by pid at the end.
 */

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a server process may take to answer /health. It compiles its TypeScript as it starts (7 s with a cold
 * cache on a quiet machine); on a busy two-core machine, two starting together took over 60 s.
 */
export const serverStartLimitMs = 150_000;

/** Polls until `check` holds, at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  kill(): Promise<void>;
  exited: Promise<number | null>;
}

export interface Cluster {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  jwtSecret: string;
  redisPrefix: string;
  /** A server process; `env` adds to (or replaces) the cluster's variables. */
  start(options?: { port?: number; redis?: boolean; env?: Record<string, string> }): Promise<ServerProcess>;
  /** A physio's and the chatting patient's tokens, the chat id, from the seeded demo (through the given server). */
  people(url: string): Promise<{ physio: string; patient: string; chatId: string }>;
  /**
   * `count` new physio users, stored in one go (no password, no organization: they only hold sockets open),
   * and an access token for each, which the servers accept because the users exist.
   */
  crowd(count: number): Promise<string[]>;
  close(): Promise<void>;
}

export async function startCluster(postgresUrl: string, redisUrl: string): Promise<Cluster> {
  const run = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const name = `rehab_rt_${run}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(postgresUrl);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-rt-'));

  // Migrated and seeded here, once, so processes starting together never race to seed.
  const database = await openDatabase({ url: databaseUrl });
  await database.migrate();
  await seed(database.db, { patients: 6, weeks: 1, files: diskStorage(chatFilesDir(dataDir)) });
  const physioUser = alias(users, 'physio_user');
  const [row] = await database.db
    .select({ email: users.email, chatId: chats.id })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.patientId))
    .innerJoin(physioUser, eq(physioUser.id, chats.physioId))
    .where(eq(physioUser.email, demoPhysio.email))
    .orderBy(chats.createdAt)
    .limit(1);
  await database.close();
  if (!row) throw new Error('the seed made no chat for the demo physio');

  const processes = new Set<ChildProcess>();
  const jwtSecret = randomBytes(32).toString('base64url');
  const redisPrefix = `rehab-test-${run}`;

  const cluster: Cluster = {
    databaseUrl,
    redisUrl,
    dataDir,
    jwtSecret,
    redisPrefix,
    async start({ port, redis = true, env = {} } = {}) {
      const listenOn = port ?? (await freePort());
      const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(listenOn),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          ...(redis && { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix }),
          JWT_SECRET: jwtSecret,
          LOG_LEVEL: 'warn',
          PORTAL_DIR: join(dataDir, 'no-portal'),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      processes.add(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
        processes.delete(child);
        resolve(code);
      }));
      const url = `http://127.0.0.1:${listenOn}`;
      let dead = false;
      void exited.then(() => (dead = true));
      await until(
        async () => {
          if (dead) throw new Error(`server process exited at start: ${stderr}`);
          return fetch(`${url}/health`).then((r) => r.ok, () => false);
        },
        serverStartLimitMs,
        `server on ${url}`,
      );
      return {
        url,
        port: listenOn,
        pid: child.pid ?? 0,
        exited,
        async kill() {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGKILL');
            await exited;
          }
        },
      };
    },
    async people(url) {
      const signIn = async (path: string, email: string, password: string) => {
        const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
        const body = (await response.json()) as { access_token?: string };
        if (!body.access_token) throw new Error(`sign-in of ${email} failed`);
        return body.access_token;
      };
      return {
        physio: await signIn('/users/sign-in', demoPhysio.email, demoPhysio.password),
        patient: await signIn('/patient-app/sign-in', row.email, demoPatientPassword),
        chatId: row.chatId,
      };
    },
    async crowd(count) {
      const crowd = Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        email: `crowd-${i}-${run}@bench.invalid`,
        role: 'physio' as const,
        firstName: 'Crowd',
        lastName: `Physio ${i}`,
      }));
      const database = await openDatabase({ url: databaseUrl });
      try {
        // In slices, well under PostgreSQL's limit of parameters per statement.
        for (let i = 0; i < crowd.length; i += 1000) await database.db.insert(users).values(crowd.slice(i, i + 1000));
      } finally {
        await database.close();
      }
      const secret = new TextEncoder().encode(jwtSecret);
      return Promise.all(crowd.map((user) => issueAccessToken(secret, user)));
    },
    async close() {
      for (const child of processes) child.kill('SIGKILL');
      await until(() => processes.size === 0, 10_000, 'server processes to end').catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
  return cluster;
}

/**
 * Sends a chat message through `url`, retrying (same clientMessageId, so it
 * lands once) while the server is away, until `deadlineMs` has passed.
 */
export async function sendWithRetry(url: () => string, token: string, chatId: string, text: string, deadlineMs = 30_000): Promise<string> {
  const clientMessageId = randomUUID();
  const end = Date.now() + deadlineMs;
  // Bounded by time alone: refused at once while the server is down, 300 tries had run out in about 40 s, before a
  // restart on a busy machine had answered within its deadline.
  while (Date.now() < end) {
    try {
      const form = new FormData();
      form.set('text', text);
      form.set('clientMessageId', clientMessageId);
      const response = await fetch(`${url()}/chats/${chatId}/messages`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form, signal: AbortSignal.timeout(5000) });
      if (response.ok) return ((await response.json()) as { id: string }).id;
    } catch {
      // The server is down or restarting: try again shortly.
    }
    await sleep(100);
  }
  throw new Error(`could not send "${text}" in time`);
}

/** A physio's Inbox that records what it gets, in the order it was handed on. */
export function recordingInbox(url: string, token: string) {
  const received: ChatMessage[] = [];
  const inbox = connectInbox(url, token, { websocketOnly: true, onMessage: (message) => received.push(message) });
  return { ...inbox, received };
}

/**
 * A tiny TCP load balancer: each new connection goes to the first backend that
 * accepts it. With websocket-only clients no stickiness is needed.
 */
export async function startBalancer(backends: () => number[]): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.pause();
    const tryBackend = (ports: number[]) => {
      const [port, ...rest] = ports;
      if (port === undefined) return client.destroy();
      const upstream = createConnection({ host: '127.0.0.1', port });
      let connected = false;
      upstream.once('error', () => {
        if (!connected) tryBackend(rest);
      });
      upstream.once('connect', () => {
        connected = true;
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(backends());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
