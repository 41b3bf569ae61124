/**
 * The load generator of `npm run bench`, in a process of its own so it never shares the servers' event
 * loop: it reads one job a line (JSON) on stdin and answers one result a line on stdout, until stdin ends
 * (`node --import tsx src/bench/cannon.ts`; bench.ts starts it).
 *
 * A job is first warmed up with a few sequential requests (at most 30, within a second). A call whose
 * warm-up shows it too slow to complete ten requests per connection in the time given is measured by
 * count instead (three requests per connection, however long they take), so a slow call still gets
 * figures rather than none. Latencies are kept exactly, for p50, p95 and p99.
 */
import autocannon from 'autocannon';
import { createInterface } from 'node:readline';

export interface CannonJob {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** How long the warm-up may take (it makes at least 2 requests, at most 30); 1 s unless told. */
  warmUpMs?: number;
}

export interface CannonResult {
  /** Completed responses per second over the run. */
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Responses counted. */
  requests: number;
  /** Measured by count (a slow call), not by time. */
  byCount: boolean;
  seconds: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function warmUp(job: CannonJob): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + (job.warmUpMs ?? 1000);
  while (latencies.length < 2 || (latencies.length < 30 && performance.now() < until)) {
    const started = performance.now();
    const response = await fetch(job.url, { headers: job.headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

async function fire(job: CannonJob): Promise<CannonResult> {
  const warm = await warmUp(job);
  const typical = percentile(warm, 0.5);
  const byCount = (job.seconds * 1000) / typical < 10;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        headers: job.headers,
        connections: job.connections,
        ...(byCount ? { amount: 3 * job.connections } : { duration: job.seconds }),
        // A slow call under ten connections queues; a timeout would leave it without figures.
        timeout: 120,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    requestsPerSecond: round(latencies.length / seconds, 1),
    p50Ms: round(percentile(latencies, 0.5), 2),
    p95Ms: round(percentile(latencies, 0.95), 2),
    p99Ms: round(percentile(latencies, 0.99), 2),
    requests: latencies.length,
    byCount,
    seconds: round(seconds, 2),
    errors: result.errors,
    non2xx: result.non2xx,
    statusCodes,
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  try {
    process.stdout.write(`${JSON.stringify({ ok: true, result: await fire(JSON.parse(line) as CannonJob) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error) })}\n`);
  }
}
