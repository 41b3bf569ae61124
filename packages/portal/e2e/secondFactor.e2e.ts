import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { demoPhysio } from '@rehab/test-kit/session';

/**
 * A physio of Rehabkliniken Syd whom no other file signs in: her passkey, added and removed here, changes nothing
 * the other files see.
 */
const physio = { email: 'maria.ek@demo.se', password: demoPhysio.password, name: 'Maria Ek' };

describe('a passkey as the second factor', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    // Browsers refuse an IP address as a passkey's site: the portal is opened as localhost, where the server puts them.
    page = await openPage(browser, inject('baseUrl').replace('127.0.0.1', 'localhost'));
    // Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain) answers the ceremonies as a
    // platform authenticator would, with a user present and verified.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  });
  afterAll(() => browser.close());

  const signInWithPassword = async () => {
    await page.goto('/sign-in');
    await page.getByLabel('E-postadress').fill(physio.email);
    await page.getByLabel(/^Lösenord/).fill(physio.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  };
  const welcome = () => page.getByRole('heading', { name: `Välkommen tillbaka, ${physio.name}` });

  it('is enrolled in the profile, and then asked for after the password', async () => {
    // Without a factor, in an organization that does not require one, the password is enough.
    await signInWithPassword();
    await welcome().waitFor();

    await page.goto('/profile/view');
    const card = page.getByRole('region', { name: 'Tvåstegsverifiering' });
    await card.getByText('Du har inget andra steg ännu.').waitFor();
    await card.getByRole('button', { name: 'Lägg till ett andra steg' }).click();
    await card.getByRole('button', { name: 'Lägg till nyckel' }).click();
    await card.getByLabel('Namn på nyckeln').fill('Arbetsdatorn');
    await card.getByRole('button', { name: 'Skapa nyckel' }).click();

    // The first factor comes with ten recovery codes, shown once.
    const codes = page.getByRole('list', { name: 'Återställningskoder' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Jag har sparat koderna' }).click();
    await card.getByText('Nyckel: Arbetsdatorn').waitFor();
    await card.getByText('10 återställningskoder kvar').waitFor();

    await page.getByRole('button', { name: new RegExp(physio.name) }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL('**/sign-in');

    await signInWithPassword();
    await page.waitForURL('**/sign-in/second-factor');
    await page.getByRole('heading', { level: 1, name: 'Bekräfta att det är du' }).waitFor();
    await page.getByRole('button', { name: 'Använd en återställningskod' }).waitFor();
    // Before the passkey the portal keeps no session: the password's token is in the page only.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'second-factor');

    await page.getByRole('button', { name: 'Använd nyckel' }).click();
    await welcome().waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(true);
  });

  it('is removed in the profile, after which the password is enough again', async () => {
    await page.goto('/profile/view');
    const card = page.getByRole('region', { name: 'Tvåstegsverifiering' });
    await card.getByRole('button', { name: 'Ta bort: Nyckel: Arbetsdatorn' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/Det är ditt enda andra steg/).waitFor();
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await card.getByText('Du har inget andra steg ännu.').waitFor();

    await page.getByRole('button', { name: new RegExp(physio.name) }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await page.waitForURL('**/sign-in');
    await signInWithPassword();
    await welcome().waitFor();
  });
});
