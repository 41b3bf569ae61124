import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GrandIdConfig, GrandIdPerson } from './client';

/**
 * A stand-in for GrandID, for development and tests only (never started in
 * production): it speaks FederatedLogin and GetSession like GrandID's JSON API
 * and shows a page where one picks the test person who "signs in with BankID".
 */

/** Test persons: the demo physio, the demo patient (README's), and someone who has no account here. */
export const grandIdTestPersons: GrandIdPerson[] = [
  { personalNumber: '198003122382', givenName: 'Anna', surname: 'Lindqvist' },
  { personalNumber: '194405069867', givenName: 'Karin', surname: 'Isaksson' },
  { personalNumber: '198112189876', givenName: 'Okänd', surname: 'Testperson' },
];

type DoubleSession = { callbackUrl: string; state: 'pending' | 'cancelled' | 'done'; person?: GrandIdPerson };

export interface GrandIdDouble extends GrandIdConfig {
  /** Where the double will send the browser back for this login, as GrandID keeps it: for tests of unfinished logins. */
  callbackUrlOf(sessionId: string): string | undefined;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 4096) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(sessionId: string, persons: GrandIdPerson[]) {
  const buttons = persons
    .map(
      (p) =>
        `<li><button name="personalNumber" value="${escapeHtml(p.personalNumber)}">${escapeHtml(`${p.givenName} ${p.surname}`)} (${escapeHtml(p.personalNumber)})</button></li>`,
    )
    .join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>BankID (test)</title></head>
<body><main><h1>BankID (test)</h1><p>Välj testperson / Pick a test person</p>
<form method="post" action="/login"><input type="hidden" name="sessionId" value="${escapeHtml(sessionId)}"><ul>${buttons}</ul>
<button name="cancel" value="1">Avbryt / Cancel</button></form></main></body></html>`;
}

export async function startGrandIdDouble({
  port = 0,
  host = '127.0.0.1',
  persons = grandIdTestPersons,
} = {}): Promise<GrandIdDouble> {
  const apiKey = randomBytes(12).toString('hex');
  const serviceKey = randomBytes(12).toString('hex');
  const sessions = new Map<string, DoubleSession>();
  let baseUrl = '';

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', baseUrl);
      const keysOk = url.searchParams.get('apiKey') === apiKey && url.searchParams.get('authenticateServiceKey') === serviceKey;
      if (url.pathname === '/json1.1/FederatedLogin') {
        const callbackUrl = url.searchParams.get('callbackUrl') ?? '';
        if (!keysOk)
          return json(response, { errorObject: { code: 'BADAPIKEY', message: 'Wrong apiKey or authenticateServiceKey' } });
        if (!/^https?:\/\//.test(callbackUrl))
          return json(response, { errorObject: { code: 'BADCALLBACK', message: 'callbackUrl is missing' } });
        const sessionId = randomBytes(16).toString('hex');
        sessions.set(sessionId, { callbackUrl, state: 'pending' });
        return json(response, { sessionId, redirectUrl: `${baseUrl}/login?sessionId=${sessionId}` });
      }
      if (url.pathname === '/json1.1/GetSession') {
        if (!keysOk)
          return json(response, { errorObject: { code: 'BADAPIKEY', message: 'Wrong apiKey or authenticateServiceKey' } });
        const sessionId = url.searchParams.get('sessionId') ?? '';
        const session = sessions.get(sessionId);
        if (!session) return json(response, { errorObject: { code: 'NOSESSION', message: 'Session not found' } });
        if (session.state === 'cancelled')
          return json(response, { errorObject: { code: 'CANCELLED', message: 'The user cancelled the login' } });
        if (session.state === 'pending' || !session.person)
          return json(response, { errorObject: { code: 'NOTCOMPLETED', message: 'The login is not completed' } });
        const { personalNumber, givenName, surname } = session.person;
        return json(response, {
          sessionId,
          username: personalNumber,
          userAttributes: { personalNumber, givenName, surname, name: `${givenName} ${surname}` },
        });
      }
      if (url.pathname === '/login' && request.method === 'GET') {
        const sessionId = url.searchParams.get('sessionId') ?? '';
        if (!sessions.has(sessionId)) return response.writeHead(404).end('Session not found');
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(sessionId, persons));
      }
      if (url.pathname === '/login' && request.method === 'POST') {
        const form = await formOf(request);
        const sessionId = form.get('sessionId') ?? '';
        const session = sessions.get(sessionId);
        if (!session) return response.writeHead(404).end('Session not found');
        const person = persons.find((p) => p.personalNumber === form.get('personalNumber'));
        if (form.get('cancel') || !person) session.state = 'cancelled';
        else Object.assign(session, { state: 'done', person });
        const back = new URL(session.callbackUrl);
        back.searchParams.set('grandidsession', sessionId);
        return response.writeHead(303, { location: back.toString() }).end();
      }
      return response.writeHead(404).end('Not found');
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    apiKey,
    serviceKey,
    callbackUrlOf: (sessionId) => sessions.get(sessionId)?.callbackUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
