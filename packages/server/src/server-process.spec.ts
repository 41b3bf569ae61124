import { healthResponse, readinessResponse, socketPath } from '@rehab/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@rehab/test-kit/freePort';
import { demoPhysio } from './db/seed';
import { until } from './realtime/cluster-harness';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command of the server's folder to its end, answering its exit code and all it printed. */
async function run(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, output };
}

// The server as `npm start` runs it: compiled by build.ts, started with plain node, no tsx in the process.
describe('the compiled server in a process of its own', () => {
  // Its own build folder beside dist/, so an `npm start` running meanwhile keeps its files.
  const buildDir = mkdtempSync(join(serverDir, 'dist-test-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'rehab-process-'));
  let server: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    const build = await run(['build.ts', buildDir]);
    expect(build.code, build.output).toBe(0);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [join(buildDir, 'main.js')], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_DIR: join(dataDir, 'no-portal'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // It migrates and seeds the demo on its empty data folder before it listens.
    await until(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output}`);
        return fetch(`${url}/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      150_000,
      'the compiled server to answer /health',
    );
    // The build, then up to 150 s for the start: the project's 90 s hook limit ended it first on a busy machine.
  }, 240_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(buildDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs on Node 24 or newer, with its migrations found from the build', async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(healthResponse.parse(await (await fetch(`${url}/health`)).json()).status).toBe('ok');
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(readinessResponse.parse(await ready.json()).status).toBe('ready');
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(Number(/^nodejs_version_info\{[^}]*major="(\d+)"/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(24);
  });

  it('on SIGTERM ends its sockets, closes the database and exits 0', async () => {
    const signIn = await fetch(`${url}/users/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoPhysio.email, password: demoPhysio.password }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const socket = io(url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    server.kill('SIGTERM');
    const [code] = (await once(server, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(await disconnected).toBe('io server disconnect');
    expect(output).toContain('"msg":"shutting down"');
    expect(output).toContain('"msg":"database closed"');
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    socket.close();
  });

  it('refuses to start on a wrong configuration, one line per variable and no stack trace', async () => {
    const { code, output: printed } = await run([join(buildDir, 'main.js')], {
      PORT: 'eighty',
      METRICS_ALLOW: 'intranet',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(printed.trim().split('\n')).toEqual([
      'The server cannot start with this configuration:',
      '  PORT is wrong: expected a port number from 0 to 65535',
      '  METRICS_ALLOW is wrong: expected comma-separated addresses or ranges, such as 127.0.0.1/32,10.0.0.0/8',
    ]);
  });
});
