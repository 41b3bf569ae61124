import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTimeouts } from './app';
import { startTestServer, type TestServer } from './testing';

/** Opens a raw connection and resolves with what the server sent before it closed it. */
function openStalled(port: number, send: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.write(send);
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed };
}

describe('slow clients', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    // Short limits, so the test waits for the server's cut, not for the production values.
    server = await startTestServer({ seedOptions: { patients: 1, weeks: 1 }, appOptions: { timeouts: { headersMs: 300, requestMs: 600, idleMs: 900 } } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('cuts off a request whose headers stall', async () => {
    const { closed } = openStalled(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a request whose body stalls', async () => {
    const { closed } = openStalled(port, 'POST /users/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers a client that sends in time', async () => {
    const { socket, closed } = openStalled(port, 'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await closed).toMatch(/^HTTP\/1\.1 200/);
    socket.destroy();
  });

  it('sets limits by default', () => {
    expect(defaultTimeouts.headersMs).toBeGreaterThan(0);
    expect(defaultTimeouts.requestMs).toBeGreaterThanOrEqual(defaultTimeouts.headersMs);
    expect(defaultTimeouts.idleMs).toBeGreaterThan(25_000);
  });
});
