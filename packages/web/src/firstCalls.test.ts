// @vitest-environment happy-dom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { createApiFetch } from './fetcher';
import { afterFirstScreen, startFirstCalls } from './firstCalls';

// A real server on loopback, which answers the week's call only when told; the page is happy-dom's, on another origin.
let server: Server;
let base: string;
const held: ServerResponse[] = [];
const received: { url: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-allow-headers', 'authorization');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    received.push({ url: request.url ?? '', authorization: request.headers.authorization });
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

const loaderArgs = { request: new Request('http://localhost/app/'), params: {}, context: undefined } as LoaderFunctionArgs;

describe("a first screen's calls", () => {
  it('are not sent without a session, which would only be refused', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = startFirstCalls(() => undefined, () => [`${base}/patient-app/week?weekOffset=0`]);
    expect(loader(loaderArgs)).toBeNull();
    await expect(afterFirstScreen()).resolves.toBeUndefined();
    expect(received).toEqual([]);
    vi.restoreAllMocks();
  });

  it('are sent as the loader runs, with the session, and what waits for them starts once the screen has read their answers', async () => {
    // A visit's first screen: the page is still loading.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const loader = startFirstCalls(() => 'the-token', () => [`${base}/patient-app/week?weekOffset=0`]);
    expect(loader(loaderArgs)).toBeNull();
    await vi.waitFor(() => expect(received).toEqual([{ url: '/patient-app/week?weekOffset=0', authorization: 'Bearer the-token' }]));

    let started = false;
    void afterFirstScreen().then(() => (started = true));
    // Had it not waited for the week, it would have started after an idle moment; give it two.
    await idleMoment();
    await idleMoment();
    expect(started).toBe(false);

    // The whole answer has come, but the screen has not read it: it cannot have drawn the week yet.
    held.shift()?.writeHead(200, { 'content-type': 'application/json' }).end('{"tasks":[]}');
    await idleMoment();
    await idleMoment();
    expect(started).toBe(false);

    // The screen's fetcher reads it, instead of asking again.
    const apiFetch = createApiFetch({ getAccessToken: () => 'the-token', leave: () => undefined });
    await expect(apiFetch(`${base}/patient-app/week?weekOffset=0`, z.object({ tasks: z.array(z.unknown()) }))).resolves.toEqual({ tasks: [] });
    await vi.waitFor(() => expect(started).toBe(true));
    expect(received).toHaveLength(1);
  });

  it('are left to the screen on a later navigation', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const calls = vi.fn(() => [`${base}/patient-app/week?weekOffset=-1`]);
    startFirstCalls(() => 'the-token', calls)(loaderArgs);
    expect(calls).not.toHaveBeenCalled();
  });
});

const idleMoment = () =>
  new Promise<void>((resolve) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve()) : requestAnimationFrame(() => setTimeout(resolve, 0))));
