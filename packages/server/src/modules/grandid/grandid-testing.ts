import { grandIdSessionResponse, type GrandIdSignInBody } from '@rehab/contract';
import { expect } from 'vitest';
import { present, startTestServer, type TestServer } from '../../testing';
import { grandIdClient } from './client';
import { grandIdTestPersons, startGrandIdDouble, type GrandIdDouble } from './grandid-double';

/** The double's test person with this surname. */
export const grandIdPerson = (surname: string) => present(grandIdTestPersons.find((person) => person.surname === surname), surname);

/** A test server whose BankID goes through the GrandID double, sending browsers back to http://portal.test. */
export async function startServerWithGrandId(): Promise<{ server: TestServer; double: GrandIdDouble }> {
  const double = await startGrandIdDouble();
  const server = await startTestServer({
    seedOptions: { patients: 2, weeks: 3 },
    appOptions: { grandId: grandIdClient(double), portalUrl: 'http://portal.test' },
  });
  return { server, double };
}

/** A callback URL's parts: the path the client's route starts with, and the state at its end. */
export function callbackParts(callbackUrl: string) {
  const url = new URL(callbackUrl);
  const segments = url.pathname.split('/');
  const state = segments.pop() ?? '';
  return { returnedTo: `${url.origin}${segments.join('/')}`, state };
}

/**
 * Picks a person (or cancels) on the double's page for a login the server started, as the browser would; answers the
 * login as that browser then holds it (the session id and the callback's state), and where GrandID sent it back.
 */
export async function finishGrandIdLogin(
  started: { statusCode: number; json: () => unknown },
  personalNumber: string | 'cancel',
): Promise<{ login: GrandIdSignInBody; returnedTo: string }> {
  expect(started.statusCode).toBe(200);
  const answer = grandIdSessionResponse.parse(started.json());
  // The state is only in the callback, never in the answer.
  expect(Object.keys(answer).sort()).toEqual(['redirectUrl', 'sessionId']);
  const { sessionId, redirectUrl } = answer;
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain('Anna Lindqvist');
  const form = new URLSearchParams({ sessionId, ...(personalNumber === 'cancel' ? { cancel: '1' } : { personalNumber }) });
  const back = await fetch(new URL('/login', redirectUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(303);
  const location = back.headers.get('location') ?? '';
  expect(new URL(location).searchParams.get('grandidsession')).toBe(sessionId);
  const { returnedTo, state } = callbackParts(location);
  return { login: { sessionId, state }, returnedTo };
}
