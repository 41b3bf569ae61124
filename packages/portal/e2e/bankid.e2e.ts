import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { mailCount, nextMailTo } from '@rehab/test-kit/mail';
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

/*
 * "Bekräfta med BankID" before one's own sign-in changes, by a physio of this file's own whose personal number is the
 * double's unknown test person's; the account is closed again at the end, so that person has no account for the
 * tests above in a later run.
 */
describe('confirming a new email with BankID', () => {
  let browser: Browser;
  let page: Page;
  let adminToken: string;
  let physioId: string;
  const email = `bankid.${Date.now()}@demo.se`;
  const newEmail = `bankid.ny.${Date.now()}@demo.se`;

  const api = (path: string, init: { method?: string; data?: unknown } = {}) =>
    page.request.fetch(`${inject('baseUrl')}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${adminToken}` },
      ...(init.data !== undefined && { data: init.data }),
    });

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
    const admin = await page.request.post(`${inject('baseUrl')}/users/sign-in`, { data: { email: 'admin@demo.se', password: 'Rehab-demo-2026' } });
    adminToken = ((await admin.json()) as { access_token: string }).access_token;
    const organizations = (await (await api('/organizations')).json()) as { id: string }[];
    const made = await api('/physios', {
      method: 'POST',
      data: { email, firstName: 'Okänd', lastName: 'Testperson', bankId: '19811218-9876', organizationIds: [organizations[0]?.id] },
    });
    expect(made.status()).toBe(201);
    physioId = ((await made.json()) as { id: string }).id;
  });
  afterAll(async () => {
    if (physioId) expect((await api(`/physios/${physioId}`, { method: 'DELETE' })).status()).toBe(200);
    await browser.close();
  });

  it('signs in with BankID, confirms the new email with BankID again, and the old address is told', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Logga in med BankID' }).click();
    await page.getByRole('button', { name: /Okänd Testperson/ }).click();
    await page.getByRole('heading', { name: 'Välkommen tillbaka, Okänd Testperson' }).waitFor();

    await page.goto('/profile/edit');
    await page.getByLabel(/^E-postadress/).fill(newEmail);
    await page.getByLabel(/^Ditt nuvarande lösenord/).waitFor();
    await page.getByRole('button', { name: 'Bekräfta med BankID' }).click();
    await page.getByRole('heading', { name: 'BankID (test)' }).waitFor();
    await page.getByRole('button', { name: /Okänd Testperson/ }).click();

    // Back in the form it left, with the new email kept and the password no longer asked for.
    await page.waitForURL('**/profile/edit');
    await page.getByText('Du har legitimerat dig med BankID.', { exact: false }).waitFor();
    await expect(page.getByLabel(/^E-postadress/).inputValue()).resolves.toBe(newEmail);
    await expect(page.getByLabel(/^Ditt nuvarande lösenord/).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    const mailed = mailCount();
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL('**/profile/view');
    await page.getByText(newEmail).waitFor();
    expect(await nextMailTo(email, mailed)).toContain('inloggningsuppgifter');
  });
});
