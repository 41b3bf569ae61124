import { accessTokenResponse } from '@rehab/contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { mailCount, nextSignInCode } from '@rehab/test-kit/mail';

export type JoinedPatient = { email: string; password: string; firstName: string; lastName: string; token: string };

const post = (path: string, body: unknown) =>
  fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A patient who joins through the app's own calls with Hälsoteamet Öst's company code: no physio is a member
 * there, so no physio's list, count or picture ever shows them, and a closed account gives its license back.
 */
export async function joinAsNewPatient(patient: Omit<JoinedPatient, 'token'>): Promise<JoinedPatient> {
  const before = mailCount();
  const requested = await post('/patient-app/join/request-code', { email: patient.email });
  if (requested.status !== 202) throw new Error(`join/request-code answered ${requested.status}`);
  const verificationCode = await nextSignInCode(patient.email, before);
  const joined = await post('/patient-app/join', { code: 'OST-2026', verificationCode, ...patient });
  if (joined.status !== 201) throw new Error(`join answered ${joined.status}: ${await joined.text()}`);
  return { ...patient, token: accessTokenResponse.parse(await joined.json()).access_token };
}

/** Signs in on the app's sign-in screen, as a patient does, and waits for today's screen. */
export async function signInToApp(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/app/sign-in');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel(/^Lösenord/).fill(password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
}
