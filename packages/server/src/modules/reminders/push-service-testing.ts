import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { Agent, createServer } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@rehab/test-kit/freePort';

const require = createRequire(import.meta.url);

/** What a browser gets from `pushManager.subscribe`, plus the double's own name for that device. */
export interface DoubleSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * A double of the browser vendor's push service (`web-push-testing`), for tests only: it speaks the Web Push
 * protocol (RFC 8030), checks each push's VAPID signature (RFC 8292) against the key the device subscribed
 * with, and decrypts its aes128gcm payload (RFC 8291) with the device's private key, as a browser would.
 */
export async function startPushServiceDouble() {
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => {
    setRequestHandlers(): void;
    _app: RequestListener;
  };
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => { notifyUrl: string } };
  const { key, cert } = localhostCertificate();
  const port = await freePort();
  const url = `https://localhost:${port}`;
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, port);
  // Its own listener is plain HTTP; its routes are served here over TLS instead.
  service.setRequestHandlers();
  model.notifyUrl = `${url}/notify/`;
  const server = createServer({ key, cert }, service._app);
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  const agent = new Agent({ ca: cert });
  const post = async (path: string, body: object) => {
    const response = await fetchTrusting(cert, `${url}${path}`, body);
    const answer = (await response.json()) as { data?: unknown; error?: { message: string } };
    if (!response.ok) throw new Error(`push service double ${path}: ${answer.error?.message ?? response.status}`);
    return answer.data;
  };
  return {
    /** A device subscribing with the server's public VAPID key. */
    subscribe: (applicationServerKey: string) => post('/subscribe', { applicationServerKey, userVisibleOnly: 'true' }) as Promise<DoubleSubscription>,
    /** The decrypted pushes the device has received, oldest first. */
    received: async (clientHash: string) => ((await post('/get-notifications', { clientHash })) as { messages: string[] }).messages,
    /** The browser dropped the subscription: further pushes to it are answered 410 Gone. */
    expire: async (clientHash: string) => void (await fetchTrusting(cert, `${url}/expire-subscription/${clientHash}`, {})),
    /** An agent that trusts the double's certificate, for the server's pushes. */
    agent,
    close: () => {
      agent.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A self-signed certificate for localhost, made by openssl for this run. */
function localhostCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-double-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
        '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A JSON POST over TLS to the double, trusting its certificate (fetch cannot be given one). */
async function fetchTrusting(ca: Buffer, url: string, body: object): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> {
  const { request } = await import('node:https');
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', ca, headers: { 'content-type': 'application/json' } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = incoming.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, json: async () => (text ? JSON.parse(text) : {}) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}
