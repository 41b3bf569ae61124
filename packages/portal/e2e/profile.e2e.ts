import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { demoPhysio, signInAs } from '@rehab/test-kit/session';

// The demo physio's seeded texts. This file changes only these two, and puts them back at once;
// the name stays, since other files see it in the top bar.
const seeded = {
  aboutMe: 'Legitimerad fysioterapeut med fokus på långvarig smärta och träning efter operation.',
  experience: '15 år inom ortopedisk rehabilitering',
};

describe('the specialist profile and settings', () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    token = await signInAs(page);
  });
  afterAll(() => browser.close());

  /** Puts the seeded texts back through the API, whatever the test did. */
  async function restoreProfile() {
    const response = await page.request.patch(`${inject('baseUrl')}/specialists/profile`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: seeded,
    });
    expect(response.status()).toBe(200);
  }

  it('shows the profile with the personal number partly hidden; /profile leads there', async () => {
    await page.goto('/profile');
    await page.waitForURL('**/profile/view');
    await page.getByRole('heading', { level: 2, name: demoPhysio.name }).waitFor();
    await page.getByText(demoPhysio.email, { exact: true }).waitFor();
    await page.getByText(seeded.aboutMe).waitFor();
    await page.getByText('19800312-••••').waitFor();
    await page.getByText('Friskvård Norr AB').waitFor();
    await page.getByText('Rehabkliniken Syd AB').waitFor();
    expect(await page.getByText('19800312-2382').count()).toBe(0);
    await expectNoAxeViolations(page);
    // Below the fold the sessions card lists every sign-in, which grows run by run: the picture keeps to the screen.
    await expectScreenshot(page, 'profile-view', { fullPage: false });
  });

  it('saves a changed about-me and experience, sending only those fields, and shows them', async () => {
    await page.goto('/profile/view');
    await page.getByRole('button', { name: 'Redigera profil' }).click();
    await page.waitForURL('**/profile/edit');
    const aboutMe = page.getByRole('textbox', { name: 'Om mig' });
    await expect(aboutMe.inputValue()).resolves.toBe(seeded.aboutMe);
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'profile-edit');

    try {
      await aboutMe.fill('Fysioterapeut som gillar promenader.');
      await page.getByRole('textbox', { name: 'Erfarenhet' }).fill('16 år inom ortopedisk rehabilitering');
      const sent = page.waitForRequest((request) => request.method() === 'PATCH');
      await page.getByRole('button', { name: 'Spara' }).click();
      const body = (await sent).postData() ?? '';
      expect(body).toContain('name="aboutMe"');
      expect(body).toContain('name="experience"');
      for (const untouched of ['firstName', 'lastName', 'email', 'bankId', 'photo']) expect(body).not.toContain(`name="${untouched}"`);

      await page.waitForURL('**/profile/view');
      await page.getByText('Profilen är sparad').waitFor();
      await page.getByText('Fysioterapeut som gillar promenader.').waitFor();
      await page.getByText('16 år inom ortopedisk rehabilitering').waitFor();
      await page.reload();
      await page.getByText('Fysioterapeut som gillar promenader.').waitFor();
    } finally {
      await restoreProfile();
    }
  });

  it("shows the server's refusal on its field and keeps the profile", async () => {
    await page.goto('/profile/edit');
    const email = page.getByRole('textbox', { name: 'E-postadress' });
    // Another physio's address passes the form's own checks; only the server knows it is taken.
    await email.fill('erik.holm@demo.se');
    // A new email is a new way into the account: the form asks for the current password before it sends it.
    await page.getByLabel(/^Ditt nuvarande lösenord/).fill(demoPhysio.password);
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('E-postadress används redan').waitFor();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(page.url()).toMatch(/\/profile\/edit$/);
    await expectNoAxeViolations(page);
    await page.goto('/profile/view');
    await page.getByText(demoPhysio.email, { exact: true }).waitFor();
  });

  it('signs out on the server too when the profile answers 404, so the token is no longer accepted', async () => {
    const baseUrl = inject('baseUrl');
    const authorization = `Bearer ${token}`;
    // docs/rules/sign-in.md: a profile that is not found ends the session. The server's own answer stays untouched.
    await page.route('**/specialists/profile', (route) =>
      route.fulfill({ status: 404, json: { message: 'Profile not found', statusCode: 404 } }),
    );
    const signedOut = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/users/sign-out'));
    await page.goto('/profile/view');
    await expect(signedOut.then((request) => request.headers().authorization)).resolves.toBe(authorization);
    await page.waitForURL('**/sign-in');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
    const afterwards = await page.request.get(`${baseUrl}/specialists/patients/list`, { headers: { authorization } });
    expect(afterwards.status()).toBe(401);
  });

  it('switches to English at once and remembers it, then back to Swedish', async () => {
    await page.goto('/settings');
    await page.getByRole('radiogroup', { name: 'Språk' }).waitFor();
    await page.getByText(/^måndag 16 mars 2026 (kl\. )?14:05$/).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'settings');

    // The radio input is visually hidden behind its label, which is what a person clicks.
    await page.getByText('English', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Overview' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    // docs/rules/languages-and-dates.md: dates in the chosen language, on a 24-hour clock.
    await page.getByText('This is how dates and times are shown').waitFor();
    await page.getByText(/^Monday,? 16 March 2026(,| at)? 14:05$/).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');

    await page.reload();
    await page.getByRole('radio', { name: 'English' }).waitFor();
    await expect(page.getByRole('radio', { name: 'English' }).isChecked()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Patients' }).waitFor();
    await page.goto('/profile/view');
    await page.getByText('About me').waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'profile-view-en', { fullPage: false });

    await page.goto('/settings');
    await page.getByText('Svenska', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Översikt' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('sv');
    await page.reload();
    await page.getByText(/^måndag 16 mars 2026 (kl\. )?14:05$/).waitFor();
  }, 60_000);
});
