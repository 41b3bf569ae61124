import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { mailCount, nextMailTo, nextSignInCode } from '@rehab/test-kit/mail';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/*
 * A physio of their own, made for this file, so the passwords it changes are nobody else's. With no password and
 * no BankID they sign in with a mailed code and confirm a first password with a code mailed to them; they set one
 * anew through "Glömt lösenordet?", change it in the profile, sign out a device from the profile, and confirm a
 * new email with a mailed code.
 */
describe("a physio's own password and sessions", () => {
  let browser: Browser;
  let page: Page;
  const email = `konto.${Date.now()}@demo.se`;
  const firstPassword = 'Forsta-losenordet-2026';
  const secondPassword = 'Andra-losenordet-2026';
  const codePassword = 'Kodens-losenord-2026';

  const api = (path: string, token: string, init: { method?: string; data?: unknown; userAgent?: string } = {}) =>
    page.request.fetch(`${inject('baseUrl')}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(init.userAgent && { 'user-agent': init.userAgent }) },
      ...(init.data !== undefined && { data: init.data }),
    });
  const signInByApi = async (password: string, userAgent?: string) => {
    const response = await page.request.post(`${inject('baseUrl')}/users/sign-in`, {
      data: { email, password },
      headers: userAgent ? { 'user-agent': userAgent } : {},
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
    const admin = await page.request.post(`${inject('baseUrl')}/users/sign-in`, { data: { email: 'admin@demo.se', password: 'Rehab-demo-2026' } });
    const adminToken = ((await admin.json()) as { access_token: string }).access_token;
    const organizations = (await (await api('/organizations', adminToken)).json()) as { id: string }[];
    const before = mailCount();
    const made = await api('/physios', adminToken, {
      method: 'POST',
      data: { email, firstName: 'Konto', lastName: 'Testsson', organizationIds: [organizations[0]?.id] },
    });
    expect(made.status()).toBe(201);
    // The welcome mail goes first, so the code read below is the reset's.
    await nextMailTo(email, before).catch(() => undefined);
  });
  afterAll(() => browser.close());

  /** Types the code mailed to `address` after `since` mails into the code's cells. */
  const typeMailedCode = async (address: string, since: number) => {
    const code = await nextSignInCode(address, since);
    await page.getByLabel('Siffra 1 av 6').focus();
    await page.keyboard.type(code);
  };

  it('confirms a first password in the profile with a code mailed to the address, having no password', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    await page.getByLabel('E-postadress').fill(email);
    const signingIn = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await typeMailedCode(email, signingIn);
    await page.getByRole('heading', { name: 'Välkommen tillbaka, Konto Testsson' }).waitFor();

    await page.goto('/profile/view');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await page.getByLabel(/^Nuvarande lösenord/).waitFor();
    const asked = mailCount();
    await page.getByRole('button', { name: 'Mejla mig en kod i stället' }).click();
    await page.getByText(`Vi har mejlat en kod till ${email}. Den gäller i 10 minuter.`).waitFor();
    // The code takes the password's place.
    await expect(page.getByLabel(/^Nuvarande lösenord/).count()).resolves.toBe(0);
    await typeMailedCode(email, asked);
    await page.getByLabel(/^Nytt lösenord/).fill(codePassword);
    await page.getByLabel(/^Upprepa det nya lösenordet/).fill(codePassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await page.getByText('Lösenordet är bytt. Dina andra enheter är utloggade.').waitFor();
    await signInByApi(codePassword);
    // The next case starts signed out, at the sign-in's "Glömt lösenordet?".
    await page.getByRole('button', { name: /Konto Testsson/ }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL('**/sign-in');
  });

  it('sets a forgotten password with a mailed code and signs in with it', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await page.waitForURL('**/sign-in/forgot-password');
    await page.getByLabel('E-postadress').fill(email);
    await expectNoAxeViolations(page);
    const before = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    const code = await nextSignInCode(email, before);
    await page.getByLabel('Siffra 1 av 6').focus();
    await page.keyboard.type(code);
    await page.getByLabel(/^Nytt lösenord/).fill(firstPassword);
    await page.getByLabel(/^Upprepa det nya lösenordet/).fill(firstPassword);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();

    await page.waitForURL('**/sign-in');
    await page.getByText('Lösenordet är bytt och du är utloggad överallt.').waitFor();
    await expect(page.getByLabel('E-postadress').inputValue()).resolves.toBe(email);
    await page.getByLabel(/^Lösenord/).fill(firstPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByRole('heading', { name: 'Välkommen tillbaka, Konto Testsson' }).waitFor();
  });

  it('changes the password in the profile, which signs another session out', async () => {
    const other = await signInByApi(firstPassword);
    expect((await api('/specialists/profile', other)).status()).toBe(200);
    await page.goto('/profile/view');
    // The profile draws again as its calls answer: a press that spans two drawings is no press, so it is pressed
    // again until the password form is open (a busy clean run lost the first press).
    const current = page.getByLabel(/^Nuvarande lösenord/);
    await expect
      .poll(async () => {
        if (!(await current.isVisible())) await page.getByRole('button', { name: 'Byt lösenord' }).click({ timeout: 2_000 }).catch(() => undefined);
        return current.isVisible();
      })
      .toBe(true);
    await current.fill(firstPassword);
    await page.getByLabel(/^Nytt lösenord/).fill(secondPassword);
    await page.getByLabel(/^Upprepa det nya lösenordet/).fill(secondPassword);
    await expectNoAxeViolations(page);
    const mailed = mailCount();
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    await page.getByText('Lösenordet är bytt. Dina andra enheter är utloggade.').waitFor();
    expect((await api('/specialists/profile', other)).status()).toBe(401);
    expect(await nextMailTo(email, mailed)).toContain('Subject: =?UTF-8?Q?Ditt_l=C3=B6senord_har_=C3=A4ndrats');
    // This page goes on, and the new password signs in.
    await page.reload();
    await page.getByRole('heading', { name: 'Lösenord', exact: true }).waitFor();
    await signInByApi(secondPassword);
  });

  it('lists the signed-in devices and signs one out at once', async () => {
    const phone = await signInByApi(secondPassword, chromeOnAndroid);
    await page.goto('/profile/view');
    const sessions = page.getByRole('region', { name: 'Inloggade enheter' });
    await sessions.getByText('Chrome på Android').first().waitFor();
    await sessions.getByText(/Den här enheten/).waitFor();
    await expectNoAxeViolations(page);
    await sessions.getByRole('button', { name: 'Logga ut: Chrome på Android' }).first().click();
    await page.getByText('Chrome på Android är utloggad').waitFor();
    expect((await api('/specialists/profile', phone)).status()).toBe(401);
    await expect(sessions.getByText(/Den här enheten/).count()).resolves.toBe(1);
  });

  it('confirms a new email in the profile with a code mailed to the current address, which is told', async () => {
    const newEmail = `konto.ny.${Date.now()}@demo.se`;
    await page.goto('/profile/edit');
    await page.getByLabel(/^E-postadress/).fill(newEmail);
    await page.getByLabel(/^Ditt nuvarande lösenord/).waitFor();
    const asked = mailCount();
    await page.getByRole('button', { name: 'Mejla mig en kod i stället' }).click();
    await typeMailedCode(email, asked);
    await expect(page.getByLabel(/^Ditt nuvarande lösenord/).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    const mailed = mailCount();
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL('**/profile/view');
    await page.getByText(newEmail).waitFor();
    expect(await nextMailTo(email, mailed)).toContain('inloggningsuppgifter');
  });
});
