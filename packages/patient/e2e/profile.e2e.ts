import { patientProfile } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { joinAsNewPatient, signInToApp, type JoinedPatient } from './joinedPatient';
import { api } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** A small picture the server takes as a photo by its bytes. */
function pngPhoto(): Buffer {
  const png = new PNG({ width: 48, height: 48 });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([30, 120, 140, 255], index);
  return PNG.sync.write(png);
}

/*
 * This file's patient joins with a company code no physio belongs to, so what it changes (its name, its
 * photo, closing its account at the end) shows in no other file's picture or count.
 */
describe("the patient's profile", { timeout: 120_000 }, () => {
  let browser: Browser;
  let patient: JoinedPatient;

  beforeAll(async () => {
    browser = await launchChromium();
    patient = await joinAsNewPatient({
      email: 'elin.sandberg@example.se',
      password: 'Elins-losen-2026',
      firstName: 'Elin',
      lastName: 'Sandberg',
    });
  });
  afterAll(() => browser.close());

  const openProfile = async (viewport: { width: number; height: number } = viewports.phone) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, patient);
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await page.getByLabel(/^Förnamn/).waitFor();
    return page;
  };
  const savedProfile = () => api(patient.token, '/patient-app/profile', patientProfile);
  const details = (page: Page) => page.getByRole('region', { name: 'Dina uppgifter' });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['tablet', viewports.tablet],
  ] as const) {
    it(`shows the details, photo, language and account on a ${size}`, async () => {
      const page = await openProfile(viewport);
      await expect(page.getByLabel(/^Förnamn/).inputValue()).resolves.toBe('Elin');
      await page.getByRole('button', { name: 'Avsluta mitt konto' }).waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectScreenshot(page, `patient-profile-${size}`, { baselineDir, fullPage: false });
      await page.context().close();
    });
  }

  it('keeps the sign-out button where it will be while the profile loads', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, patient);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/patient-app/profile', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByLabel('Laddar din profil').waitFor();
    const signOut = async () => {
      const box = await page.getByRole('button', { name: 'Logga ut' }).boundingBox();
      if (!box) throw new Error('"Logga ut" is not on the page');
      return box;
    };
    const whileLoading = await signOut();
    answer();
    await page.getByLabel(/^Förnamn/).waitFor();
    const loaded = await signOut();
    // Each placeholder is about as tall as the card it stands for, so the button moves less than its own height.
    expect(Math.abs(loaded.y - whileLoading.y)).toBeLessThan(loaded.height);
    await page.context().close();
  });

  it('tells which field is wrong, saves a new name and phone, and shows them after a reload', async () => {
    const page = await openProfile();
    const form = details(page);
    await form.getByLabel(/^Förnamn/).fill('');
    await form.getByLabel('Telefonnummer').fill('ring mig');
    await form.getByRole('button', { name: 'Spara uppgifter' }).click();
    await form.getByText('Fyll i förnamn').waitFor();
    await form.getByText('Ogiltigt telefonnummer').waitFor();
    await expect(savedProfile()).resolves.toMatchObject({ firstName: 'Elin', phone: null });

    await form.getByLabel(/^Förnamn/).fill('Elina');
    await form.getByLabel(/^Efternamn/).fill('Sandberg Ek');
    await form.getByLabel('Telefonnummer').fill('070-123 45 67');
    await form.getByRole('button', { name: 'Spara uppgifter' }).click();
    await form.getByRole('status').getByText('Dina uppgifter är sparade').waitFor();
    await expect(savedProfile()).resolves.toMatchObject({
      firstName: 'Elina',
      lastName: 'Sandberg Ek',
      phone: '070-123 45 67',
    });

    await page.reload();
    await expect(
      details(page)
        .getByLabel(/^Förnamn/)
        .inputValue(),
    ).resolves.toBe('Elina');
    await expect(
      details(page)
        .getByLabel(/^Efternamn/)
        .inputValue(),
    ).resolves.toBe('Sandberg Ek');
    await expect(details(page).getByLabel('Telefonnummer').inputValue()).resolves.toBe('070-123 45 67');
    await page.context().close();
  });

  it('links BankID only by logging in with it, refuses one another patient has, and removes the link after asking', async () => {
    const page = await openProfile();
    const bankId = page.getByRole('region', { name: 'BankID' });
    // Nothing to type: the number is whoever logs in with BankID.
    await expect(details(page).getByLabel('Personnummer').count()).resolves.toBe(0);
    const linkAs = async (person: RegExp) => {
      await bankId.getByRole('button', { name: 'Koppla BankID' }).click();
      await page.getByRole('heading', { name: 'BankID (test)' }).waitFor();
      await page.getByRole('button', { name: person }).click();
      await page.waitForURL(/\/app\/profile\/bankid\/[\w-]{43}\?grandidsession=/);
    };

    // README's demo patient has linked Karin Isaksson's BankID.
    await linkAs(/Karin Isaksson/);
    await page.getByRole('alert').getByText('Det här BankID:t är redan kopplat till ett annat konto.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await expect(savedProfile()).resolves.toMatchObject({ personalNumber: null });
    await page.getByRole('link', { name: 'Tillbaka till profilen' }).click();

    await linkAs(/Okänd Testperson/);
    await page.waitForURL(/\/app\/profile$/);
    await bankId.getByRole('status').getByText('Ditt BankID är kopplat.', { exact: false }).waitFor();
    await bankId.getByText('Ditt konto är kopplat till personnummer 19811218-9876.', { exact: false }).waitFor();
    await expect(savedProfile()).resolves.toMatchObject({ personalNumber: '19811218-9876' });
    await expectNoAxeViolations(page);

    await bankId.getByRole('button', { name: 'Ta bort BankID' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ta bort inloggningen med BankID?' });
    await dialog.getByRole('button', { name: 'Ta bort BankID' }).click();
    await bankId.getByRole('status').getByText('BankID är borttaget från ditt konto.').waitFor();
    await bankId.getByRole('button', { name: 'Koppla BankID' }).waitFor();
    await expect(savedProfile()).resolves.toMatchObject({ personalNumber: null });
    await page.context().close();
  });

  it('refuses a file that is not a photo, shows a chosen photo, removes it, saves the next, and removes the saved one after asking', async () => {
    const page = await openProfile();
    const photo = page.getByRole('region', { name: 'Profilbild' });
    const picker = photo.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await photo.getByRole('alert').getByText('Välj en JPG-, PNG- eller WebP-bild på högst 5 MB').waitFor();

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() });
    await photo.getByRole('img', { name: 'Vald bild' }).locator('img').waitFor();
    await photo.getByRole('button', { name: 'Ta bort bild' }).click();
    await photo.getByRole('button', { name: 'Välj bild' }).waitFor();
    // The picker takes the place of the pressed button and its focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Välj bild');
    await expect(photo.locator('img').count()).resolves.toBe(0);

    await photo.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngPhoto() });
    await photo.getByRole('button', { name: 'Spara bild' }).click();
    await photo.getByRole('status').getByText('Din profilbild är sparad').waitFor();
    expect((await savedProfile()).imageUrl).toMatch(/^\/patient-app\/profile\/photo\/.+\.png$/);
    // The saved photo is fetched with the session and shown in place of the initials.
    await photo.getByRole('img', { name: 'Elina Sandberg Ek' }).locator('img').waitFor();
    await photo.getByRole('button', { name: 'Byt bild' }).waitFor();

    // Removing the saved photo asks first; cancelling keeps it.
    await photo.getByRole('button', { name: 'Ta bort bilden' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ta bort din profilbild?' });
    await dialog.getByText('Bilden tas bort från din profil.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await savedProfile()).imageUrl).not.toBeNull();

    await photo.getByRole('button', { name: 'Ta bort bilden' }).click();
    await dialog.getByRole('button', { name: 'Ta bort bilden' }).click();
    await photo.getByRole('status').getByText('Din profilbild är borttagen').waitFor();
    await expect(savedProfile()).resolves.toMatchObject({ imageUrl: null });
    await photo.getByRole('button', { name: 'Välj bild' }).waitFor();
    await expect(photo.getByRole('button', { name: 'Ta bort bilden' }).count()).resolves.toBe(0);
    await expect(photo.locator('img').count()).resolves.toBe(0);
    // The picker takes the place of the removed button and its focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Välj bild');
    await page.context().close();
  });

  it('sets every text larger with "Större text", kept on this device after a reload', async () => {
    const page = await openProfile();
    const bodySize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    expect(await bodySize()).toBe('14px');
    const larger = page.getByRole('switch', { name: 'Större text' });
    // The switch's own input is hidden under its drawn track; the patient taps the words.
    await page.getByText('Större text', { exact: true }).click();
    await expect(larger.isChecked()).resolves.toBe(true);
    await expect.poll(bodySize).toBe('18px');
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await expect(larger.isChecked()).resolves.toBe(true);
    expect(await bodySize()).toBe('18px');
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Idag' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontSize)).toBe('34px');

    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByText('Större text', { exact: true }).click();
    await expect.poll(bodySize).toBe('14px');
    await page.context().close();
  });

  it('switches the app to English and back, on this device and on the profile', async () => {
    const page = await openProfile();
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(async () => (await savedProfile()).language).toBe('en');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Forms' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect(page.getByRole('radio', { name: 'English' }).isChecked()).resolves.toBe(true);

    await page.getByText('Svenska', { exact: true }).click();
    // Exact: "Profil" is also part of the English heading, which is there until the Swedish texts have come.
    await page.getByRole('heading', { level: 1, name: 'Profil', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await expect.poll(async () => (await savedProfile()).language).toBe('sv');
    await page.context().close();
  });

  // Last: the account is gone afterwards.
  it('closes the account after saying what happens and asking for the password; signing in then fails', async () => {
    const page = await openProfile();
    await page.getByRole('button', { name: 'Avsluta mitt konto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avsluta ditt konto?' });
    await dialog.getByText(/Du loggas ut på alla enheter och kan inte logga in igen/).waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(savedProfile()).resolves.toMatchObject({ email: patient.email });

    await page.getByRole('button', { name: 'Avsluta mitt konto' }).click();
    await dialog.getByLabel(/^Ditt lösenord/).fill('Fel-losen-2026');
    await dialog.getByRole('button', { name: 'Avsluta kontot' }).click();
    await dialog.getByText('Fel lösenord, försök igen').waitFor();

    await dialog.getByLabel(/^Ditt lösenord/).fill(patient.password);
    await dialog.getByRole('button', { name: 'Avsluta kontot' }).click();
    await page.waitForURL('**/app/sign-in');
    // Every session ended with the account, the app's own as well as one opened before.
    const oldSession = await fetch(`${inject('baseUrl')}/patient-app/profile`, {
      headers: { authorization: `Bearer ${patient.token}` },
    });
    expect(oldSession.status).toBe(401);

    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(patient.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByText('Fel e-postadress eller lösenord').waitFor();
    expect(page.url()).toMatch(/\/app\/sign-in$/);
    await page.context().close();
  });
});
