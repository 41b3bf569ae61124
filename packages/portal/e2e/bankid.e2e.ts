import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { demoPhysio } from '@rehab/test-kit/session';

/*
 * BankID through the local GrandID double the server starts when GRANDID_BASE_URL
 * is not set. Changes no data other files rely on.
 */
describe('signing in with BankID', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
  });
  afterAll(() => browser.close());

  const startBankId = async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Logga in med BankID' }).click();
    await page.getByRole('heading', { name: 'BankID (test)' }).waitFor();
  };

  it('goes to GrandID, comes back and signs the physio in', async () => {
    await startBankId();
    await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
    await page.waitForURL(/\/$/);
    await page.getByRole('heading', { name: `Välkommen tillbaka, ${demoPhysio.name}` }).waitFor();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'access_token');
    expect(cookie?.value).toBeTruthy();
  });

  it('says so when the person has no account, and leads back to sign-in', async () => {
    await startBankId();
    await page.getByRole('button', { name: /Okänd Testperson/ }).click();
    await page.waitForURL(/\/sign-in\/bankid\/[\w-]{43}\?grandidsession=/);
    await page.getByText('Det finns inget konto för den här personen. Kontakta din administratör.').waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'bankid-no-account');
    await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
    await page.waitForURL(/\/sign-in$/);
  });

  it('says so when the login is cancelled', async () => {
    await startBankId();
    await page.getByRole('button', { name: /Avbryt/ }).click();
    await page.getByText('Inloggningen med BankID avbröts.').waitFor();
    expect((await page.context().cookies()).some((candidate) => candidate.name === 'access_token')).toBe(false);
  });
});
