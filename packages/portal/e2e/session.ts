import { patientListResponse, type PatientListItem } from '@rehab/contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const demoPhysio = { email: 'fysio@demo.se', password: 'Rehab-demo-2026', name: 'Anna Lindqvist' };

/** Signs in through the API and keeps the token where the portal keeps it, to start a test on a protected screen. */
export async function signInAs(page: Page, account: { email: string; password: string } = demoPhysio): Promise<string> {
  const baseUrl = inject('baseUrl');
  const response = await page.request.post(`${baseUrl}/users/sign-in`, { data: { email: account.email, password: account.password } });
  if (!response.ok()) throw new Error(`sign-in failed with ${response.status()}: ${await response.text()}`);
  const { access_token } = (await response.json()) as { access_token: string };
  await page.context().addCookies([{ name: 'access_token', value: access_token, url: baseUrl, sameSite: 'Lax' }]);
  return access_token;
}

/** Every patient the signed-in user sees, read page by page from the list call. */
export async function allPatients(token: string): Promise<PatientListItem[]> {
  const patients: PatientListItem[] = [];
  let cursor: string | null = null;
  do {
    const response: Response = await fetch(`${inject('baseUrl')}/specialists/patients/list?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the patient list answered ${response.status}`);
    const page = patientListResponse.parse(await response.json());
    patients.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return patients;
}
