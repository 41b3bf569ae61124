import { healthResponse } from '@rehab/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { createApiFetch } from './fetcher';
import { callTimeoutMs, sendEarly } from './request';

// A real HTTP server on loopback answering the ways the backend can answer.
const answers: Record<string, { status: number; body: string }> = {
  '/health': { status: 200, body: JSON.stringify({ status: 'ok', version: '1.0.0', uptimeSeconds: 3 }) },
  '/invalid': {
    status: 400,
    body: JSON.stringify({
      message: 'Bad Request',
      statusCode: 400,
      errors: [{ property: 'email', constraints: { isEmail: 'email is invalid' } }],
    }),
  },
  '/wrong-shape': { status: 200, body: JSON.stringify({ status: 'down' }) },
  '/not-json': { status: 200, body: '<html>' },
  '/gateway': { status: 502, body: '{}' },
};

let server: Server;
let base: string;
/** Every call the server was sent: its address and Authorization header. */
const received: { url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (request.url === '/hang') return; // never answers
    const answer = answers[request.url ?? ''] ?? { status: 404, body: '{}' };
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

/** An app's calls, outside any session. */
const apiFetch = createApiFetch({ getAccessToken: () => undefined, leave() {} });

async function failure(path: string): Promise<ApiError> {
  const error = await apiFetch(path, healthResponse).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('returns the body parsed by the contract schema', async () => {
    await expect(apiFetch(`${base}/health`, healthResponse)).resolves.toEqual({
      status: 'ok',
      version: '1.0.0',
      uptimeSeconds: 3,
    });
  });

  it('throws the server error with its status and field errors', async () => {
    const error = await failure(`${base}/invalid`);
    expect(error.status).toBe(400);
    expect(error.errors[0]).toEqual({ property: 'email', constraints: { isEmail: 'email is invalid' } });
  });

  it('reports an answer that breaks the contract as PARSING_ERROR', async () => {
    expect((await failure(`${base}/wrong-shape`)).status).toBe('PARSING_ERROR');
    expect((await failure(`${base}/not-json`)).status).toBe('PARSING_ERROR');
  });

  it('keeps the status of an error without the error shape', async () => {
    expect((await failure(`${base}/gateway`)).status).toBe(502);
  });

  it('reports a server that does not answer in time as TIMEOUT_ERROR', async () => {
    const error = await apiFetch(`${base}/hang`, healthResponse, { signal: AbortSignal.timeout(50) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe('TIMEOUT_ERROR');
  });

  it('reports an unreachable server as FETCH_ERROR with the network message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(`http://127.0.0.1:${port}/health`);
    expect(error.status).toBe('FETCH_ERROR');
    expect(error.message).toBe('fetch failed');
  });

  describe('with a call a first screen sent early', () => {
    const sentTo = (url: string) => received.filter((call) => call.url === url);

    it('reads its answer instead of sending the call again, and only once', async () => {
      const count = sentTo('/health').length;
      const read = sendEarly(`${base}/health`, undefined);
      await expect(apiFetch(`${base}/health`, healthResponse)).resolves.toMatchObject({ status: 'ok' });
      // What waits for the first screen goes on once the fetcher has read the answer.
      await read;
      expect(sentTo('/health')).toHaveLength(count + 1);
      await apiFetch(`${base}/health`, healthResponse);
      expect(sentTo('/health')).toHaveLength(count + 2);
    });

    it('sends the call again when the session is no longer the one it was sent with', async () => {
      const count = sentTo('/health').length;
      const read = sendEarly(`${base}/health`, 'the-token-of-a-session-since-ended');
      await apiFetch(`${base}/health`, healthResponse);
      await read;
      await vi.waitFor(() => expect(sentTo('/health')).toHaveLength(count + 2));
      const tokens = sentTo('/health').slice(count).map((call) => call.authorization ?? 'none');
      expect(tokens.sort()).toEqual(['Bearer the-token-of-a-session-since-ended', 'none']);
    });

    it('drops it when no screen has taken it in as long as a call may take, and lets what waits for it go on', async () => {
      const count = sentTo('/health').length;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const waited = sendEarly(`${base}/health`, undefined);
        await vi.advanceTimersByTimeAsync(callTimeoutMs);
        await waited;
      } finally {
        vi.useRealTimers();
      }
      await apiFetch(`${base}/health`, healthResponse);
      await vi.waitFor(() => expect(sentTo('/health')).toHaveLength(count + 2));
    });

    it('reads an error it answered as the fetcher reads any', async () => {
      const read = sendEarly(`${base}/invalid`, undefined);
      expect((await failure(`${base}/invalid`)).status).toBe(400);
      await read;
    });
  });
});
