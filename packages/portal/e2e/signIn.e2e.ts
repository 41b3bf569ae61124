import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { mailCount, nextSignInCode } from '@rehab/test-kit/mail';
import { demoPhysio } from '@rehab/test-kit/session';

describe('signing in', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
  });
  afterAll(() => browser.close());

  const heading = () => page.getByRole('heading', { level: 1 });

  it('is where an unknown address leads, in Swedish and Poppins, with the server version', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/sign-in');
    await expect(heading().textContent()).resolves.toBe('Logga in');
    await page.getByText(/^Version \d+\.\d+\.\d+$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    expect(await page.evaluate(async () => (await document.fonts.ready).check('700 28px Poppins'))).toBe(true);
  });

  it('keeps a protected page behind sign-in', async () => {
    await page.goto('/');
    await page.waitForURL('**/sign-in');
  });

  it('has no accessibility violations and looks as reviewed', async () => {
    await page.goto('/sign-in');
    // A key pressed starts the app, which the page drawn at build time waits for; the app shows the server's version.
    await page.keyboard.press('Shift');
    await page.getByText(/^Version/).waitFor();
    // Offered because the server runs with its local GrandID double.
    await page.getByRole('button', { name: 'Logga in med BankID' }).waitFor();
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'sign-in');
  });

  it('says what is missing, then refuses a wrong password on its field, then signs in', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByText('Fyll i e-postadress').waitFor();
    await page.getByText('Fyll i lösenord').waitFor();

    await page.getByLabel('E-postadress').fill(demoPhysio.email);
    await page.getByLabel(/^Lösenord/).fill('not-the-password');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByText('Fel e-postadress eller lösenord').waitFor();
    await page.getByRole('button', { name: 'Logga in med BankID' }).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'sign-in-wrong-password');

    await page.getByLabel(/^Lösenord/).fill(demoPhysio.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(/\/$/);
    await page.getByRole('heading', { name: `Välkommen tillbaka, ${demoPhysio.name}` }).waitFor();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'access_token');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  });

  it('signs in with the code mailed over SMTP', async () => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    // The press is done once the app has taken the page over; the password form has an address field too.
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    await page.getByLabel('E-postadress').fill(demoPhysio.email);
    const before = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await page.getByText(/Om adressen finns hos oss/).waitFor();
    await expectNoAxeViolations(page);
    // The code's boxes sit in the middle of the centred card, as its buttons do.
    const cells = await page.getByRole('group', { name: 'Engångskod' }).boundingBox();
    const submit = await page.getByRole('button', { name: 'Logga in', exact: true }).boundingBox();
    const middle = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : Number.NaN);
    expect(Math.abs(middle(cells) - middle(submit))).toBeLessThan(1);

    const code = await nextSignInCode(demoPhysio.email, before);
    // Pasting the whole code fills every cell and submits it.
    await page.getByLabel('Siffra 1 av 6').focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    await page.waitForURL(/\/$/);
    await page.getByRole('heading', { name: `Välkommen tillbaka, ${demoPhysio.name}` }).waitFor();
  });

  it('switches to a code with the address typed before the app had loaded', async () => {
    // The entry is held, as on a slow network: the press is done, and the address taken, once the app has the page.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/sign-in');
    await page.getByLabel('E-postadress').fill(demoPhysio.email);
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    release();
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    await expect(page.getByLabel('E-postadress').inputValue()).resolves.toBe(demoPhysio.email);
  });

  it('signs out, and the old session no longer opens the portal', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('E-postadress').fill(demoPhysio.email);
    await page.getByLabel(/^Lösenord/).fill(demoPhysio.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(/\/$/);
    await page.getByRole('button', { name: new RegExp(demoPhysio.name) }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL('**/sign-in');
    await page.goto('/');
    await page.waitForURL('**/sign-in');
  });

  it('stays on sign-in when a call of the ended session answers late', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('E-postadress').fill(demoPhysio.email);
    await page.getByLabel(/^Lösenord/).fill(demoPhysio.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.waitForURL(/\/$/);

    // The patient list call leaves with the session's token and is held until the session has ended.
    const held = new Promise<Route>((resolve) => void page.route('**/specialists/patients/list**', resolve));
    await page.getByRole('link', { name: 'Patienter' }).click();
    const listCall = await held;
    await page.getByRole('button', { name: new RegExp(demoPhysio.name) }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL('**/sign-in');

    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    const answer = page.waitForResponse((response) => response.url().includes('/specialists/patients/list'));
    await listCall.continue();
    expect((await answer).status()).toBe(401);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    expect(documents).toEqual([`${inject('baseUrl')}/`]);
  });
});
