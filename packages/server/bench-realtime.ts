/**
 * `npm run bench:realtime`: two server processes joined by Redis, 1,000
 * socket.io clients spread over them, a patient posting messages to process A.
 * Prints p50 / p99 latency from the POST to `message:new` at the physio's
 * socket on process B, beside a plain socket.io echo round trip in the same run.
 * Needs PostgreSQL and Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL; the
 * machine's servers by default). Nothing here asserts a time.
 *
 * `BENCH_SMOKE=1` (or `--smoke`) runs it small, a few clients and messages, to
 * show it still runs from end to end; the tests run it so.
 * Writes the figures as JSON: `--json <file>` (default
 * bench-results/bench-realtime-<time>.json); `npm run bench:tables` turns
 * docs/benchmarks/realtime.json into the table in docs/benchmarks.md.
 */
import { socketPath, type MessageNewEvent } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { startCluster, until } from './src/realtime/cluster-harness';
import { connectInbox } from './src/realtime/inbox-client';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const smoke = process.env.BENCH_SMOKE === '1' || process.argv.includes('--smoke');
const clientCount = Number(process.env.BENCH_CLIENTS ?? (smoke ? 4 : 1000));
const messageCount = Number(process.env.BENCH_MESSAGES ?? (smoke ? 3 : 300));
// An echo later than this fails the run, a message later than this counts as lost. The smoke run measures nothing
// and may share a busy machine, so it waits longer.
const answerLimitMs = smoke ? 30_000 : 5000;
const args = process.argv.slice(2);
const jsonArgument = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const jsonPath = jsonArgument
  ? resolve(process.env.INIT_CWD ?? process.cwd(), jsonArgument)
  : join(dirname(fileURLToPath(import.meta.url)), 'bench-results', `bench-realtime-${new Date().toISOString().replace(/[:.]/g, '-')}${smoke ? '-smoke' : ''}.json`);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const figures = (name: string, values: number[]) => ({
  measure: name,
  samples: values.length,
  p50Ms: Number(percentile(values, 50).toFixed(2)),
  p99Ms: Number(percentile(values, 99).toFixed(2)),
  maxMs: Number(Math.max(...values).toFixed(2)),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await startCluster(postgresUrl, redisUrl);
const sockets: Socket[] = [];
let inbox: ReturnType<typeof connectInbox> | undefined;
try {
  const [a, b] = await Promise.all([cluster.start(), cluster.start()]);
  const { physio, patient, chatId } = await cluster.people(a.url);

  // The crowd: other users, each in their own room, half on each process. Real users, or the handshake refuses them.
  const crowd = await cluster.crowd(clientCount - 1);
  const started = Date.now();
  for (let i = 0; i < crowd.length; i += 50) {
    await Promise.all(
      crowd.slice(i, i + 50).map(async (token, j) => {
        const socket = io((i + j) % 2 === 0 ? a.url : b.url, { path: socketPath, auth: { token }, transports: ['websocket'], reconnection: false });
        sockets.push(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  // The one we measure: the physio's Inbox on process B.
  const receivedAt = new Map<string, number>();
  inbox = connectInbox(b.url, physio, { websocketOnly: true });
  inbox.socket.on('message:new', ({ message }: MessageNewEvent) => receivedAt.set(message.text ?? '', performance.now()));
  await inbox.connected();
  console.log(`${sockets.length + 1} clients connected (${Math.ceil((sockets.length + 1) / 2)} on A, the rest on B) in ${Date.now() - started} ms`);

  // Baseline: a plain echo round trip on process B.
  const echo: number[] = [];
  for (let i = 0; i < messageCount; i += 1) {
    const t0 = performance.now();
    await inbox.socket.timeout(answerLimitMs).emitWithAck('echo', i);
    echo.push(performance.now() - t0);
  }

  // POST on A → message:new on B.
  const delivery: number[] = [];
  let lost = 0;
  for (let i = 0; i < messageCount; i += 1) {
    const text = `bench ${i} ${randomUUID()}`;
    const form = new FormData();
    form.set('text', text);
    const t0 = performance.now();
    const response = await fetch(`${a.url}/chats/${chatId}/messages`, { method: 'POST', headers: { authorization: `Bearer ${patient}` }, body: form });
    if (!response.ok) throw new Error(`POST failed: ${response.status}`);
    await until(() => receivedAt.has(text), answerLimitMs, 'message:new').catch(() => (lost += 1));
    const at = receivedAt.get(text);
    if (at !== undefined) delivery.push(at - t0);
    await sleep(10);
  }

  // A run in which nothing arrived measured nothing: that is a failure, not a result.
  if (delivery.length === 0) throw new Error(`none of the ${messageCount} messages reached the physio's socket on B`);
  const measures = [figures('socket.io echo round trip (B)', echo), figures('POST on A → message:new on B', delivery)];
  console.table(measures);
  console.log(`lost: ${lost} of ${messageCount}; target p99 ≤ 50 ms on this machine`);
  const machine = { cores: cpus().length, node: process.version, loadAverage: loadavg() };
  const run = { date: new Date().toISOString(), smoke, clients: clientCount, messages: messageCount, machine, measures, lost };
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`Figures as JSON: ${jsonPath}`);
  await Promise.all([a.kill(), b.kill()]);
} finally {
  inbox?.close();
  for (const socket of sockets) socket.disconnect();
  await cluster.close();
}
