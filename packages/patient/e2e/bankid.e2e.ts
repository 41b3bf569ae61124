import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/*
 * A patient signs in with BankID through the local GrandID double the server starts when GRANDID_BASE_URL is not
 * set: the double's Karin Isaksson is README's demo patient, whose seeded profile has her BankID linked.
 * Signs in only; changes no data other files rely on.
 */
describe('a patient signing in with BankID', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
  });
  afterAll(() => browser.close());

  const startBankId = async () => {
    await page.goto('/app/sign-in');
    await page.getByRole('button', { name: 'Logga in med BankID' }).click();
    await page.getByRole('heading', { name: 'BankID (test)' }).waitFor();
  };
  const sessionCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'patient_access_token');

  it('goes to GrandID, comes back to the app and signs the patient in', async () => {
    await startBankId();
    await page.getByRole('button', { name: /Karin Isaksson/ }).click();
    await page.waitForURL(/\/app\/?$/);
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    const cookie = await sessionCookie();
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.path).toBe('/app');
    // The portal's session is not the app's: the physio's cookie was never set.
    expect((await page.context().cookies()).some((candidate) => candidate.name === 'access_token')).toBe(false);
    await page.context().close();
  });

  it('says so when no patient has linked the person, and leads back to sign-in', async () => {
    await startBankId();
    // The demo physio: her number is a specialist's, not a patient's.
    await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
    await page.waitForURL(/\/app\/sign-in\/bankid\/[\w-]{43}\?grandidsession=/);
    await page.getByText('Inget konto är kopplat till ditt BankID.', { exact: false }).waitFor();
    expect(await sessionCookie()).toBeUndefined();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'patient-bankid-no-account-phone', { baselineDir });
    await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
    await page.waitForURL(/\/app\/sign-in$/);
    await page.getByRole('button', { name: 'Logga in med BankID' }).waitFor();
    await page.context().close();
  });

  it('says so when the login is cancelled', async () => {
    await startBankId();
    await page.getByRole('button', { name: /Avbryt/ }).click();
    await page.getByText('Inloggningen med BankID avbröts.').waitFor();
    expect(await sessionCookie()).toBeUndefined();
    await page.context().close();
  });
});
