import { grandIdSessionResponse } from '@rehab/contract';
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

/**
 * Picks a person (or cancels) on the double's page for a login the server started, as the browser would; answers the
 * login's session id and where GrandID sent the browser back.
 */
export async function finishGrandIdLogin(started: { statusCode: number; json: () => unknown }, personalNumber: string | 'cancel') {
  expect(started.statusCode).toBe(200);
  const { sessionId, redirectUrl } = grandIdSessionResponse.parse(started.json());
  const page = await fetch(redirectUrl);
  expect(await page.text()).toContain('Anna Lindqvist');
  const form = new URLSearchParams({ sessionId, ...(personalNumber === 'cancel' ? { cancel: '1' } : { personalNumber }) });
  const back = await fetch(new URL('/login', redirectUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(back.status).toBe(303);
  const location = new URL(back.headers.get('location') ?? '');
  expect(location.searchParams.get('grandidsession')).toBe(sessionId);
  return { sessionId, returnedTo: `${location.origin}${location.pathname}` };
}
