/**
 * The load generator of `npm run bench`, in a process of its own so it never shares the servers' event
 * loop: it reads one job a line (JSON) on stdin and answers one result a line on stdout, until stdin ends
 * (`node --import tsx src/bench/cannon.ts`; bench.ts starts it).
 *
 * A job names one server or two (the product and the bare handlers). Each is first warmed up with a few
 * sequential requests (at most 30, within a second). Two servers are then measured in turns, A B B A, each
 * turn half the time given, so a change in the machine's load during the job (other work shares its two
 * cores) weighs on both alike. A server whose warm-up shows it too slow to complete ten requests per
 * connection in the time given is measured by count instead (three requests per connection in all,
 * however long they take), so a slow call still gets figures. Latencies are kept exactly, for p50, p95 and p99.
 */
import autocannon from 'autocannon';
import { createInterface } from 'node:readline';

export interface CannonServer {
  url: string;
  headers?: Record<string, string>;
}

export interface CannonJob {
  servers: CannonServer[];
  connections: number;
  seconds: number;
  /** How long each server's warm-up may take (it makes at least 2 requests, at most 30); 1 s unless told. */
  warmUpMs?: number;
}

export interface CannonResult {
  /** Completed responses per second over the server's turns. */
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Responses counted. */
  requests: number;
  /** Measured by count (a slow call), not by time. */
  byCount: boolean;
  /** The server's turns, added up. */
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

/** Sequential requests; answers the median latency. */
async function warmUp(server: CannonServer, warmUpMs: number): Promise<number> {
  const latencies: number[] = [];
  const until = performance.now() + warmUpMs;
  while (latencies.length < 2 || (latencies.length < 30 && performance.now() < until)) {
    const started = performance.now();
    const response = await fetch(server.url, { headers: server.headers });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return percentile(
    latencies.sort((a, b) => a - b),
    0.5,
  );
}

/** What a server's turns add up to. */
interface Tally {
  latencies: number[];
  seconds: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

/** One turn on one server: `seconds` long, or `amount` responses when given. */
async function turn(server: CannonServer, connections: number, seconds: number, amount: number | undefined, tally: Tally) {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.url,
        headers: server.headers,
        connections,
        ...(amount ? { amount } : { duration: seconds }),
        // A slow call under ten connections queues; a timeout would leave it without figures.
        timeout: 120,
        // autocannon stops at its next sample: every 100 ms instead of every second, so a turn lasts what it should.
        sampleInt: 100,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      tally.latencies.push(responseTime);
      tally.statusCodes[statusCode] = (tally.statusCodes[statusCode] ?? 0) + 1;
    });
  });
  tally.seconds += (result.finish.getTime() - result.start.getTime()) / 1000;
  tally.errors += result.errors;
  tally.non2xx += result.non2xx;
}

async function fire({ servers, connections, seconds, warmUpMs = 1000 }: CannonJob): Promise<CannonResult[]> {
  const byCount: boolean[] = [];
  for (const server of servers) byCount.push((seconds * 1000) / (await warmUp(server, warmUpMs)) < 10);
  const tallies: Tally[] = servers.map(() => ({ latencies: [], seconds: 0, errors: 0, non2xx: 0, statusCodes: {} }));
  // One server: one turn. Two: A B B A, half the time each.
  const order = servers.length === 2 ? [0, 1, 1, 0] : servers.map((_, index) => index);
  const turns = order.length / servers.length;
  for (const index of order) {
    const server = servers[index];
    const tally = tallies[index];
    if (!server || !tally) continue;
    await turn(server, connections, seconds / turns, byCount[index] ? Math.ceil((3 * connections) / turns) : undefined, tally);
  }
  return tallies.map((tally, index) => {
    const latencies = tally.latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: round(latencies.length / tally.seconds, 1),
      p50Ms: round(percentile(latencies, 0.5), 2),
      p95Ms: round(percentile(latencies, 0.95), 2),
      p99Ms: round(percentile(latencies, 0.99), 2),
      requests: latencies.length,
      byCount: byCount[index] ?? false,
      seconds: round(tally.seconds, 2),
      errors: tally.errors,
      non2xx: tally.non2xx,
      statusCodes: tally.statusCodes,
    };
  });
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  try {
    process.stdout.write(`${JSON.stringify({ ok: true, results: await fire(JSON.parse(line) as CannonJob) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: String(error) })}\n`);
  }
}
