import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { mailCount, nextSignInCode } from '@rehab/test-kit/mail';
import { joinAsNewPatient } from './joinedPatient';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** Signs in through the server's own call: 200 with a session, or 400 for a wrong password (docs/rules/errors.md). */
async function signInStatus(email: string, password: string): Promise<{ status: number; token?: string }> {
  const response = await fetch(`${inject('baseUrl')}/patient-app/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  return { status: response.status, token: body.access_token };
}

/**
 * Closes the account, as the patient does on their profile, which gives its license back: Hälsoteamet Öst, whose
 * code these patients join with, has two, and the profile's file joins one of its own.
 */
async function closeAccount(email: string, password: string) {
  const { token } = await signInStatus(email, password);
  const response = await fetch(`${inject('baseUrl')}/patient-app/account`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`closing ${email}'s account answered ${response.status}`);
}

/** The new password's input (the forgotten-password screen's heading says "Nytt lösenord" too). */
const newPasswordInput = (page: Page) => page.getByLabel(/^Nytt lösenord/).and(page.locator('input'));

/** Types a mailed code into its six cells, as a patient does or the phone's autofill. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel('Siffra 1 av 6').focus();
  await page.keyboard.type(code);
}

/** Fills the account step after the code mailed to `email` since `since` mails, and asks to join. */
async function fillAccountStep(page: Page, email: string, since: number, account: { firstName: string; lastName: string; password: string }) {
  await typeCode(page, await nextSignInCode(email, since));
  await page.getByLabel(/^Förnamn/).fill(account.firstName);
  await page.getByLabel(/^Efternamn/).fill(account.lastName);
  await newPasswordInput(page).fill(account.password);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
}

describe('joining the app and a forgotten password', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  const open = async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    return page;
  };

  it('joins with the company code and an address a mailed code confirms, then opens today; a wrong company code and a name with a digit are told on their fields', async () => {
    const patient = { email: 'nils.ek@example.se', password: 'Nils-tranar-2026' };
    const page = await open();
    await page.goto('/app/sign-in');
    await page.getByRole('link', { name: 'Ny här? Gå med med din företagskod' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gå med' }).waitFor();

    // Nothing filled in: each field says so, and nothing is sent.
    const before = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect.poll(() => page.getByLabel(/^Företagskod/).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByLabel(/^E-postadress/).getAttribute('aria-invalid')).toBe('true');
    expect(mailCount()).toBe(before);

    // A company code no clinic has is told on joining, since asking for the mailed code names no company: the
    // patient is back at the first step, with what they typed and the error on the code.
    await page.getByLabel(/^Företagskod/).fill('OST-2062');
    await page.getByLabel(/^E-postadress/).fill(patient.email);
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await fillAccountStep(page, patient.email, before, { firstName: 'Nils', lastName: 'Ek', password: patient.password });
    const companyCode = page.getByLabel(/^Företagskod/);
    await page.getByText('Vi hittar ingen mottagning med den företagskoden. Kontrollera koden du har fått av din mottagning.').waitFor();
    await expect.poll(() => companyCode.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => companyCode.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await companyCode.inputValue()).toBe('OST-2062');
    expect(await page.getByLabel(/^E-postadress/).inputValue()).toBe(patient.email);
    await expectNoAxeViolations(page);

    await companyCode.fill('OST-2026');
    const beforeSecond = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await page.getByLabel('Siffra 1 av 6').waitFor();
    // A new address is always mailed (a taken one is mailed that it has an account), so the step says so plainly.
    await page.getByText(`Vi har skickat ett mejl till ${patient.email}. Koden i mejlet gäller i 10 minuter.`).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'patient-join-account-phone', { baselineDir });

    await typeCode(page, await nextSignInCode(patient.email, beforeSecond));
    await page.getByLabel(/^Förnamn/).fill('Nils');
    await newPasswordInput(page).fill(patient.password);
    // A name is letters: the rule's message is the contract's own, and reads in Swedish like the others.
    await page.getByLabel(/^Efternamn/).fill('Ek2');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText('Endast bokstäver och mellanslag').waitFor();
    await page.getByLabel(/^Efternamn/).fill('Ek');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await page.context().close();

    // The account is the patient's, with the password they chose.
    expect((await signInStatus(patient.email, patient.password)).status).toBe(200);
    await closeAccount(patient.email, patient.password);
  });

  it("tells a company code whose licenses are all taken on its field, and joins no one", async () => {
    // Hälsoteamet Öst has two licenses: two patients who joined take them.
    const holders = [
      { email: 'stina.ny@example.se', password: 'Stinas-losen-2026', firstName: 'Stina', lastName: 'Ny' },
      { email: 'olle.ny@example.se', password: 'Olles-losen-2026', firstName: 'Olle', lastName: 'Ny' },
    ];
    const joined: typeof holders = [];
    try {
      for (const holder of holders) joined.push(await joinAsNewPatient(holder));
      const email = 'tredje.patienten@example.se';
      const page = await open();
      await page.goto('/app/join');
      await page.getByLabel(/^Företagskod/).fill('OST-2026');
      await page.getByLabel(/^E-postadress/).fill(email);
      const before = mailCount();
      await page.getByRole('button', { name: 'Skicka kod' }).click();
      await fillAccountStep(page, email, before, { firstName: 'Tredje', lastName: 'Patienten', password: 'Tredjes-losen-2026' });
      await page.getByText('Den här företagskoden har inga lediga licenser just nu. Kontakta mottagningen som gav dig koden.').waitFor();
      await expect.poll(() => page.getByLabel(/^Företagskod/).getAttribute('aria-invalid')).toBe('true');
      await page.context().close();
      expect((await signInStatus(email, 'Tredjes-losen-2026')).status).toBe(400);
    } finally {
      for (const holder of joined) await closeAccount(holder.email, holder.password);
    }
  });

  it('sets a new password with a mailed code, which then signs the patient in, and the old one no longer does', async () => {
    const patient = await joinAsNewPatient({ email: 'vera.lund@example.se', password: 'Veras-gamla-2026', firstName: 'Vera', lastName: 'Lund' });
    const newPassword = 'Veras-nya-2026';
    const page = await open();
    await page.goto('/app/sign-in');
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nytt lösenord' }).waitFor();
    await page.getByLabel(/^E-postadress/).fill(patient.email);
    const before = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await page.getByLabel('Siffra 1 av 6').waitFor();
    await expectNoAxeViolations(page);

    await typeCode(page, await nextSignInCode(patient.email, before));
    await newPasswordInput(page).fill(newPassword);
    await page.getByRole('button', { name: 'Spara och logga in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await page.context().close();

    expect((await signInStatus(patient.email, patient.password)).status).toBe(400);
    expect((await signInStatus(patient.email, newPassword)).status).toBe(200);
    await closeAccount(patient.email, newPassword);
  });
});
