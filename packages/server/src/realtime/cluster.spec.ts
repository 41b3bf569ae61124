import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingInbox, sendWithRetry, serverStartLimitMs, startBalancer, startCluster, until, type Cluster } from './cluster-harness';

/*
 * Real server processes on the machine's PostgreSQL and Redis (the `realtime`
 * test project): scale-out through Redis, a process dying, a restart.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** Every message exactly once, in the order sent (and in seq order). */
function expectExactlyOnceInOrder(received: { id: string; seq: number }[], sent: string[]) {
  const ours = received.filter((m) => sent.includes(m.id));
  expect(ours.map((m) => m.id)).toEqual(sent);
  const seqs = ours.map((m) => m.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
}

describe('real-time across server processes', () => {
  let cluster: Cluster;
  const cleanups: (() => unknown)[] = [];
  beforeAll(async () => {
    if (!postgresUrl || !redisUrl) throw new Error('the realtime project needs TEST_DATABASE_URL and TEST_REDIS_URL');
    cluster = await startCluster(postgresUrl, redisUrl);
  }, 90_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await cluster?.close();
  }, 60_000);

  it('carries a message posted through process A to a client connected to process B', async () => {
    const [a, b] = await Promise.all([cluster.start(), cluster.start()]);
    cleanups.push(a.kill, b.kill);
    const { physio, patient, chatId } = await cluster.people(a.url);
    const onB = recordingInbox(b.url, physio);
    cleanups.push(onB.close);
    await onB.connected();
    await until(() => onB.state.resyncs > 0, 10_000, 'first resync');
    const id = await sendWithRetry(() => a.url, patient, chatId, 'via A till B');
    await until(() => onB.received.some((m) => m.id === id), 10_000, 'the message on B');
    await Promise.all([a.kill(), b.kill()]);
  });

  it('keeps clients of the live process receiving when the other dies, and moves the dead one’s clients over without loss', async () => {
    const [a, b] = await Promise.all([cluster.start(), cluster.start()]);
    cleanups.push(a.kill, b.kill);
    let bAlive = true;
    const balancer = await startBalancer(() => (bAlive ? [b.port, a.port] : [a.port]));
    cleanups.push(balancer.close);
    const { physio, patient, chatId } = await cluster.people(a.url);
    const onA = recordingInbox(a.url, physio);
    const viaBalancer = recordingInbox(`http://127.0.0.1:${balancer.port}`, physio);
    cleanups.push(onA.close, viaBalancer.close);
    await Promise.all([onA.connected(), viaBalancer.connected()]);
    await until(() => onA.state.resyncs > 0 && viaBalancer.state.resyncs > 0, 10_000, 'first resyncs');

    const sent: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      if (i === 8) {
        bAlive = false;
        await b.kill();
      }
      sent.push(await sendWithRetry(() => a.url, patient, chatId, `meddelande ${i}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await until(() => sent.every((id) => onA.received.some((m) => m.id === id)), 15_000, 'all messages on A');
    await until(() => sent.every((id) => viaBalancer.received.some((m) => m.id === id)), 20_000, 'all messages after the move');
    expectExactlyOnceInOrder(onA.received, sent);
    expectExactlyOnceInOrder(viaBalancer.received, sent);
    // The client of the dead process really did come back, on A.
    expect(viaBalancer.state.resyncs).toBeGreaterThanOrEqual(2);
    await a.kill();
  });

  it('brings a client back after the server is killed and restarted, with every message once, in order', async () => {
    const server = await cluster.start();
    cleanups.push(server.kill);
    const { physio, patient, chatId } = await cluster.people(server.url);
    const inbox = recordingInbox(server.url, physio);
    cleanups.push(inbox.close);
    await inbox.connected();
    await until(() => inbox.state.resyncs > 0, 10_000, 'first resync');

    let current = server;
    const sent: string[] = [];
    const sending = (async () => {
      for (let i = 0; i < 24; i += 1) {
        // A send waits out the restart, which may take as long as any server start.
        sent.push(await sendWithRetry(() => current.url, patient, chatId, `under omstart ${i}`, serverStartLimitMs));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    await until(() => sent.length >= 8, 20_000, 'messages in flight');
    await server.kill();
    current = await cluster.start({ port: server.port });
    cleanups.push(current.kill);
    await sending;
    await until(() => sent.every((id) => inbox.received.some((m) => m.id === id)), 30_000, 'every message after the restart');
    expectExactlyOnceInOrder(inbox.received, sent);
    expect(inbox.state.resyncs).toBeGreaterThanOrEqual(2);
    await current.kill();
  }, 2 * serverStartLimitMs + 60_000);
});
