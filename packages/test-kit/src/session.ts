import { patientListResponse, type PatientListItem } from '@rehab/contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { z } from 'zod/mini';

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

/** Every row of a paged list call (`path` with its query), read page by page as the signed-in user. */
export async function allPages<Schema extends z.ZodMiniType<{ items: unknown[]; nextCursor: string | null }>>(
  token: string,
  path: string,
  schema: Schema,
): Promise<z.infer<Schema>['items']> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  do {
    const url = `${inject('baseUrl')}${path}${path.includes('?') ? '&' : '?'}limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const response: Response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    const page: { items: unknown[]; nextCursor: string | null } = schema.parse(await response.json());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items as z.infer<Schema>['items'];
}

/** Every patient the signed-in user sees. */
export const allPatients = (token: string): Promise<PatientListItem[]> => allPages(token, '/specialists/patients/list', patientListResponse);
