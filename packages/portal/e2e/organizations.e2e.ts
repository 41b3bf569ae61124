import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { mailCount, nextMailTo } from '@rehab/test-kit/mail';
import { demoPhysio, signInAs } from '@rehab/test-kit/session';

// This file creates its own organization and two physios, and deletes the physios again.
// Seeded data is only read: Rehabkliniken Syd AB's statistics and report.
const systemAdmin = { email: 'system@demo.se', password: demoPhysio.password };
const organizationAdmin = { email: 'admin@demo.se', password: demoPhysio.password };
const newOrganization = {
  title: 'Testkliniken Väst AB',
  hash: '559912-3451',
  contactName: 'Lena Ström',
  contactEmail: 'lena.strom@testkliniken.se',
  code: 'VAST-E2E',
  licenses: '25',
};
const physioA = { email: 'tove.lund@testkliniken.se', firstName: 'Tove', lastName: 'Lund', bankId: '19900101-1239' };
const physioB = { email: 'pelle.sjo@testkliniken.se', firstName: 'Pelle', lastName: 'Sjö', bankId: '' };

/** The value shown in a statistics tile, without its label. */
async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page.getByRole('group', { name: label, exact: true });
  await tile
    .locator('[aria-busy]')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  const text = (await tile.textContent()) ?? '';
  return text.slice(label.length).trim();
}

/** Toasts come and go on their own clock, one or several: the pictures leave them out. */
const hideToasts = (page: Page) =>
  page.addStyleTag({
    content:
      '[role="region"][aria-label="Meddelanden"], [role="region"][aria-label="Messages"] { visibility: hidden !important; }',
  });
/** Undoes hideToasts, which lasts until the next full page load, for a test that reads a toast. */
const showToasts = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll('style').forEach((tag) => tag.textContent?.includes('aria-label="Meddelanden"') && tag.remove()),
  );

/** Parts of the statistics screen that follow today's date: the period and the months of the chart. */
const datedParts = (page: Page) => [page.locator('[data-period]'), page.locator('[data-compliance-chart]')];

describe('organizations and physio management', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  let organizationId: string;
  let systemToken: string;

  /** A seeded organization's id, as the system admin reads it. */
  const organizationNamed = async (title: string) => {
    const response = await page.request.get('/organizations', { headers: { authorization: `Bearer ${systemToken}` } });
    const found = ((await response.json()) as { id: string; title: string }[]).find((each) => each.title === title);
    if (!found) throw new Error(`the demo has no ${title}`);
    return found.id;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
    systemToken = await signInAs(page, systemAdmin);
  });
  afterAll(() => browser.close());

  it('lists the organizations, searchable and sortable, for a system admin', async () => {
    await page.goto('/organizations');
    const table = page.getByRole('grid', { name: 'Organisationer' });
    await table.getByRole('row', { name: /Rehabkliniken Syd AB/ }).waitFor();
    const titles = () => table.getByRole('rowheader').allTextContents();
    expect(await titles()).toEqual([...(await titles())].sort((a, b) => a.localeCompare(b, 'sv')));
    await page.getByRole('columnheader', { name: 'Organisation', exact: true }).click();
    await expect.poll(titles).toEqual([...(await titles())].sort((a, b) => b.localeCompare(a, 'sv')));
    await page.getByRole('columnheader', { name: 'Organisation', exact: true }).click();

    await expect(page.getByRole('link', { name: 'Organisationer' }).count()).resolves.toBe(1);
    // The system admin reads no patient data: the menu offers no patients, tasks or chats.
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await menu.getByRole('link', { name: 'Fysioterapeuter' }).waitFor();
    expect(await menu.getByRole('link', { name: /^(Patienter|Att göra|Inkorg)/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'organizations-list');

    await page.getByRole('searchbox', { name: 'Sök organisation' }).fill('norr');
    await expect.poll(titles).toEqual(['Friskvård Norr AB']);
  });

  it('adds an organization, refusing an organization number with a wrong check digit', async () => {
    await page.goto('/organizations');
    await page.getByRole('button', { name: 'Lägg till organisation' }).click();
    await page.waitForURL('**/organizations/new');
    await page.getByRole('textbox', { name: 'Organisationsnamn' }).waitFor();
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'organization-new');

    await page.getByRole('textbox', { name: 'Organisationsnamn' }).fill(newOrganization.title);
    await page.getByRole('textbox', { name: 'Organisationsnummer' }).fill('559912-3450');
    await page.getByRole('textbox', { name: 'Kontaktperson' }).fill(newOrganization.contactName);
    await page.getByRole('textbox', { name: 'Kontaktens e-postadress' }).fill(newOrganization.contactEmail);
    await page.getByRole('textbox', { name: 'Företagskod' }).fill(newOrganization.code);
    await page.getByRole('textbox', { name: 'Antal licenser' }).fill(newOrganization.licenses);
    await page.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await page.getByText('Ogiltigt organisationsnummer').waitFor();

    await page.getByRole('textbox', { name: 'Organisationsnummer' }).fill(newOrganization.hash);
    await page.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}\/general$/);
    organizationId = /organizations\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
    await page.getByRole('heading', { level: 2, name: newOrganization.title }).waitFor();
    await page.getByText(newOrganization.hash).waitFor();
    await page.getByText('0 av 25').waitFor();
    // The two-step-verification card can be changed once its rule has come from the server.
    await page.getByRole('switch', { name: 'Kräv tvåstegsverifiering för personalen', disabled: false }).waitFor();
    // So can the thresholds of when a patient needs attention, once they have come.
    await page.getByRole('form', { name: 'När en patient behöver uppmärksamhet' }).getByRole('textbox', { name: 'Smärta från' }).waitFor();
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'organization-general');
  });

  it("saves when the new organization's patients need attention, and keeps it", async () => {
    await page.goto(`/organizations/${organizationId}/general`);
    const form = page.getByRole('form', { name: 'När en patient behöver uppmärksamhet' });
    const pain = form.getByRole('textbox', { name: 'Smärta från' });
    await expect.poll(() => pain.inputValue()).toBe('7');
    await pain.fill('8');
    await form.getByRole('textbox', { name: 'Dagar utan träning' }).fill('5');
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === `/organizations/${organizationId}/attention-thresholds`,
    );
    await form.getByRole('button', { name: 'Spara gränserna' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Gränserna sparades').waitFor();
    await page.reload();
    await expect.poll(() => pain.inputValue()).toBe('8');
    await expect(form.getByRole('textbox', { name: 'Dagar utan träning' }).inputValue()).resolves.toBe('5');
    await expect(form.getByRole('textbox', { name: 'Lägsta följsamhet (%)' }).inputValue()).resolves.toBe('50');
  });

  it('edits the organization, showing a taken company code on its field', async () => {
    await page.goto(`/organizations/${organizationId}/general`);
    await page.getByRole('button', { name: 'Redigera' }).click();
    await page.getByRole('textbox', { name: 'Företagskod' }).fill('SYD-2026');
    await page.getByRole('textbox', { name: 'Kontaktperson' }).fill('Lena Ström Berg');
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'Företagskod' });
    await page.getByText('Kod används redan').waitFor();
    await expect(code.getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page);

    await code.fill(newOrganization.code);
    await page.getByRole('button', { name: 'Spara', exact: true }).click();
    await page.getByText('Lena Ström Berg').waitFor();
  });

  /** Picks a text file, then a PNG, as the new physio's photo; `uploadStatus` is the answer to its upload on saving. */
  async function choosePhoto() {
    const picker = page.locator('input[type="file"]');
    const refusal = page.getByText('Välj en JPG-, PNG- eller WebP-bild på högst 5 MB');
    await picker.setInputFiles({ name: 'anteckning.txt', mimeType: 'text/plain', buffer: Buffer.from('ingen bild') });
    await refusal.waitFor();
    // A soft blue to sand gradient, so the stored photo is plain to see where the physio is listed.
    const png = new PNG({ width: 16, height: 16 });
    for (let index = 0; index < png.data.length; index += 4) {
      const y = Math.floor(index / 4 / png.width) / (png.height - 1);
      png.data.set([Math.round(120 + 110 * y), Math.round(170 + 40 * y), Math.round(220 - 60 * y), 255], index);
    }
    await picker.setInputFiles({ name: 'portratt.png', mimeType: 'image/png', buffer: PNG.sync.write(png) });
    await expect.poll(() => refusal.count()).toBe(0);
    await expect(page.locator('img[src^="blob:"]').count()).resolves.toBe(1);
    const upload = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/photo'));
    return { uploadStatus: upload.then((response) => response.status()) };
  }

  it('adds a physio to the organization, who is mailed an invitation', async () => {
    await page.goto('/physios');
    await page.getByRole('button', { name: 'Ny fysioterapeut' }).click();
    await page.waitForURL('**/physios/new');
    await page.getByRole('checkbox', { name: newOrganization.title }).waitFor();
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'physio-new');

    for (const physio of [physioA, physioB]) {
      await page.goto(`/physios/new?organizationId=${organizationId}`);
      await expect(page.getByRole('checkbox', { name: newOrganization.title }).isChecked()).resolves.toBe(true);
      await page.getByRole('textbox', { name: 'E-postadress' }).fill(physio.email);
      await page.getByRole('textbox', { name: 'Förnamn' }).fill(physio.firstName);
      await page.getByRole('textbox', { name: 'Efternamn' }).fill(physio.lastName);
      await page.getByRole('textbox', { name: 'Om mig' }).fill('Fysioterapeut med inriktning mot rygg och nacke.');
      if (physio.bankId) {
        await page.getByRole('textbox', { name: 'Personnummer' }).fill('19900101-1238');
        await page.getByRole('button', { name: 'Lägg till och bjud in' }).click();
        await page.getByText('Ogiltigt personnummer').waitFor();
        await page.getByRole('textbox', { name: 'Personnummer' }).fill(physio.bankId);
      }
      // A file that is no picture is refused by the picker; a picture replaces the refusal with its preview.
      const photo = physio.bankId ? undefined : await choosePhoto();
      const since = mailCount();
      await page.getByRole('button', { name: 'Lägg till och bjud in' }).click();
      if (photo) await expect(photo.uploadStatus).resolves.toBe(200);
      await page.waitForURL('**/physios');
      const mail = await nextMailTo(physio.email, since);
      expect(mail).toContain('Subject: ');
      expect(mail).toMatch(/Välkommen|V=C3=A4lkommen|=\?UTF-8\?/);
      await page.getByRole('row', { name: new RegExp(`${physio.firstName} ${physio.lastName}`) }).waitFor();
    }
    await expectNoAxeViolations(page);
  });

  it('unassigns a physio after confirming, and assigns them again from the list', async () => {
    await page.goto(`/organizations/${organizationId}/physios`);
    const assigned = page.getByRole('grid', { name: 'Kopplade fysioterapeuter' });
    await assigned.getByRole('row', { name: new RegExp(`${physioB.firstName} ${physioB.lastName}`) }).waitFor();
    await page.getByRole('status').filter({ hasText: /^2 fysioterapeuter$/ }).waitFor();
    await page.getByRole('button', { name: `Åtgärder för ${physioB.firstName} ${physioB.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Koppla bort' }).click();
    // The confirmation, not a toast (toasts are alert dialogs too).
    const dialog = page.getByRole('alertdialog', { name: 'Koppla bort fysioterapeuten?' });
    await dialog.getByText('Kontot finns kvar').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Koppla bort' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => assigned.getByText(physioB.email).count()).toBe(0);

    // The picker searches the physios on the server, by name or email, ignoring accents.
    const combo = page.getByRole('combobox', { name: 'Fysioterapeut' });
    await combo.fill('pelle sjo');
    await page.getByRole('option', { name: /Pelle Sjö/ }).click();
    await page.getByRole('button', { name: 'Koppla', exact: true }).click();
    await assigned.getByText(physioB.email).waitFor();
    await page.getByRole('status').filter({ hasText: /^2 fysioterapeuter$/ }).waitFor();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'organization-physios');
  });

  it("moves a physio's caseload to a colleague after choosing them, and says how many moved", async () => {
    await page.goto(`/organizations/${organizationId}/physios`);
    const assigned = page.getByRole('grid', { name: 'Kopplade fysioterapeuter' });
    await assigned.getByText(physioB.email).waitFor();
    await page.getByRole('button', { name: `Åtgärder för ${physioA.firstName} ${physioA.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Flytta patienterna' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Flytta patienterna från ${physioA.firstName} ${physioA.lastName}?` });
    await dialog.getByText('Deras meddelanden och notiser går sedan till den nya.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /Ny ansvarig fysioterapeut/ }).click();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual([`${physioB.firstName} ${physioB.lastName}`]);
    await page.getByRole('option', { name: `${physioB.firstName} ${physioB.lastName}` }).click();
    await showToasts(page);
    await dialog.getByRole('button', { name: 'Flytta', exact: true }).click();
    // The new clinic's physios answer no patient yet; moving real patients is in caseload.test.ts.
    await page.getByText(`${physioA.firstName} ${physioA.lastName} var inte ansvarig för någon patient här`).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the statistics of a new organization and of a seeded one, and the report says the same', async () => {
    await page.goto(`/organizations/${organizationId}/statistics`);
    await expect.poll(() => tileValue(page, 'Använda licenser')).toBe('0');
    expect(await tileValue(page, 'Följsamhet övningar')).toBe('Inga uppgifter');
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'organization-statistics', { mask: datedParts(page) });

    // The seeded organization with patients, read only.
    await page.goto('/organizations');
    await page.getByRole('row', { name: /Rehabkliniken Syd AB/ }).click();
    await page.getByRole('tab', { name: 'Organisationsstatistik' }).click();
    await page.waitForURL('**/statistics');
    await expect.poll(() => tileValue(page, 'Använda licenser')).not.toBe('');
    const shown = {
      used: await tileValue(page, 'Använda licenser'),
      active: await tileValue(page, 'Aktiva licenser'),
      activeUsers: await tileValue(page, 'Aktiva användare'),
      inactiveUsers: await tileValue(page, 'Inaktiva användare'),
      exercises: await tileValue(page, 'Följsamhet övningar'),
      theory: await tileValue(page, 'Följsamhet teorilektioner'),
    };
    expect(Number(shown.used)).toBeGreaterThan(0);
    // The demo's south clinic has patients whose treatment ended: they are never active users.
    expect(Number(shown.inactiveUsers)).toBeGreaterThan(0);
    expect(Number(shown.activeUsers)).toBeLessThanOrEqual(Number(shown.active));

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await csvDownload.path()) ?? '', 'utf8');
    const value = (measure: string) =>
      csv
        .split(/\r?\n/)
        .map((line) => line.split(';'))
        .find((cells) => cells[1] === measure)?.[2];
    const percent = (share: string | undefined) => `${Math.round(Number(share) * 100)}\u00a0%`;
    expect(value('Använda licenser')).toBe(shown.used);
    expect(value('Aktiva licenser')).toBe(shown.active);
    expect(value('Aktiva användare')).toBe(shown.activeUsers);
    expect(value('Inaktiva användare')).toBe(shown.inactiveUsers);
    expect(percent(value('Övningar'))).toBe(shown.exercises);
    expect(percent(value('Teorilektioner'))).toBe(shown.theory);

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await pdfDownload.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('deletes a physio after saying what happens to their patients', async () => {
    const rowOf = (physio: { firstName: string; lastName: string }) =>
      page.getByRole('row', { name: new RegExp(`${physio.firstName} ${physio.lastName}`) });
    await page.goto('/physios');
    // The search is sent when typing pauses, kept in the address, and matches name or email without accents.
    await page.getByRole('searchbox', { name: 'Sök fysioterapeut' }).fill('SJO');
    await page.waitForURL('**/physios?search=SJO');
    await rowOf(physioB).waitFor();
    await expect.poll(() => rowOf(physioA).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: /^1 fysioterapeut$/ }).waitFor();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Sök fysioterapeut' }).inputValue()).resolves.toBe('SJO');
    await rowOf(physioB).waitFor();
    await page.goto('/physios');
    const name = `${physioA.firstName} ${physioA.lastName}`;
    await rowOf(physioA).click();
    await page.waitForURL('**/edit');
    await page.getByRole('textbox', { name: 'E-postadress' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Personnummer' }).inputValue()).resolves.toBe(physioA.bankId);
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'physio-edit');
    await page.getByRole('button', { name: 'Ta bort', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Ta bort ${name}?` });
    await dialog.getByText('Patienterna tas inte bort').waitFor();
    await expectNoAxeViolations(page);
    await hideToasts(page);
    await expectScreenshot(page, 'physio-delete');
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await page.waitForURL('**/physios');
    await rowOf(physioB).waitFor();
    await expect.poll(() => rowOf(physioA).count()).toBe(0);

    // The second one too; the organization is then left without physios, and the toast says so.
    await rowOf(physioB).click();
    await page.waitForURL('**/edit');
    await page.getByRole('button', { name: 'Ta bort', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .filter({ has: page.getByRole('button', { name: 'Avbryt' }) })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    await page.waitForURL('**/physios');
    await showToasts(page);
    await page.getByText(/har nu ingen fysioterapeut/).waitFor();
  });

  it('shows the screens in English', async () => {
    const english = await openPage(browser, inject('baseUrl'));
    await english.addInitScript(() => localStorage.setItem('rehab.language', 'en'));
    await signInAs(english, systemAdmin);
    await english.goto('/organizations');
    await english.getByRole('row', { name: /Rehabkliniken Syd AB/ }).waitFor();
    await hideToasts(english);
    await expectScreenshot(english, 'organizations-list-en');
    await english.goto(`/organizations/${organizationId}/statistics`);
    await expect.poll(() => tileValue(english, 'Used licenses')).toBe('0');
    await expectNoAxeViolations(english);
    await hideToasts(english);
    await expectScreenshot(english, 'organization-statistics-en', { mask: datedParts(english) });
    await english.goto('/physios/new');
    await english.getByRole('checkbox', { name: newOrganization.title }).waitFor();
    await hideToasts(english);
    await expectScreenshot(english, 'physio-new-en');
    await english.context().close();
  });

  it('lets an organization admin see only their organization', async () => {
    const admin = await openPage(browser, inject('baseUrl'));
    await signInAs(admin, organizationAdmin);
    await admin.goto('/organizations');
    const table = admin.getByRole('grid', { name: 'Organisationer' });
    await table.getByRole('row', { name: /Rehabkliniken Syd AB/ }).waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Rehabkliniken Syd AB']);
    expect(await admin.getByRole('button', { name: 'Lägg till organisation' }).count()).toBe(0);
    // Adding a physio: their one organization is chosen already.
    await admin.goto('/physios/new');
    const only = admin.getByRole('checkbox', { name: 'Rehabkliniken Syd AB' });
    await expect.poll(() => only.isChecked()).toBe(true);
    await admin.context().close();
  });

  it('shows an organization admin the access log, with a refused attempt the test makes, and downloads it', async () => {
    const admin = await openPage(browser, inject('baseUrl'));
    const token = await signInAs(admin, organizationAdmin);
    const api = (path: string) => admin.request.get(path, { headers: { authorization: `Bearer ${token}` } });
    const [south] = ((await (await api('/organizations')).json()) as { id: string; title: string }[]).filter((each) => each.title === 'Rehabkliniken Syd AB');
    const [patient] = ((await (await api('/specialists/patients/list')).json()) as { items: { id: string; email: string }[] }).items;
    if (!south || !patient) throw new Error('the demo has no Syd organization or patient');
    // A patient's token on a staff call about a patient of Syd: refused, and in Syd's log.
    const patientToken = ((await (await admin.request.post('/patient-app/sign-in', { data: { email: patient.email, password: 'Patient-demo-2026' } })).json()) as { access_token: string }).access_token;
    expect((await admin.request.get(`/patients/list/${patient.id}`, { headers: { authorization: `Bearer ${patientToken}` } })).status()).toBe(403);

    await admin.goto(`/organizations/${south.id}/audit`);
    const log = admin.getByRole('grid', { name: 'Åtkomstlogg' });
    await log.getByRole('row').nth(1).waitFor();
    await admin.getByRole('button', { name: /Utfall/ }).click();
    await admin.getByRole('option', { name: 'Nekade' }).click();
    const refused = log.getByRole('row').filter({ hasText: 'Nekades: fel behörighet' }).first();
    await refused.waitFor();
    await expect(refused.textContent()).resolves.toContain('Nekad');
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Tillåten' }).count()).toBe(0);
    await expectNoAxeViolations(admin);

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Ladda ner CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain('denied:role');
    expect(csv).not.toContain(';Tillåten;');
    await admin.context().close();
  });

  it("requires a second factor of the organization's staff from their next sign-in while its switch is on", async () => {
    // Friskvård Norr AB's Sara Nyberg, whom no other file signs in; the rule is off again however the test ends.
    const north = await organizationNamed('Friskvård Norr AB');
    const staffSignIn = async () => {
      const staff = await openPage(browser, inject('baseUrl'));
      await staff.goto('/sign-in');
      await staff.getByLabel('E-postadress').fill('sara.nyberg@demo.se');
      await staff.getByLabel(/^Lösenord/).fill(demoPhysio.password);
      await staff.getByRole('button', { name: 'Logga in', exact: true }).click();
      return staff;
    };
    const rule = () => page.getByRole('switch', { name: 'Kräv tvåstegsverifiering för personalen', disabled: false });
    try {
      await page.goto(`/organizations/${north}/general`);
      await rule().waitFor();
      expect(await rule().isChecked()).toBe(false);
      await rule().focus();
      await page.keyboard.press('Space');
      await expect.poll(() => rule().isChecked()).toBe(true);
      await page.reload();
      await rule().waitFor();
      expect(await rule().isChecked(), 'the rule is saved').toBe(true);
      await expectNoAxeViolations(page);

      const asked = await staffSignIn();
      await asked.waitForURL('**/sign-in/enrol');
      await asked.getByRole('heading', { name: 'Lägg till ett andra steg' }).waitFor();
      await asked.getByText('Din organisation kräver två steg vid inloggning.', { exact: false }).waitFor();
      await asked.context().close();

      // The switch's input sits under its drawn track: a pointer presses the label.
      await page.getByText('Kräv tvåstegsverifiering för personalen', { exact: true }).click();
      await expect.poll(() => rule().isChecked()).toBe(false);
      await page.reload();
      await rule().waitFor();
      expect(await rule().isChecked(), 'the rule is saved').toBe(false);
      const trusted = await staffSignIn();
      await trusted.getByRole('heading', { name: 'Välkommen tillbaka, Sara Nyberg' }).waitFor();
      await trusted.context().close();
    } finally {
      await page.request.put(`/organizations/${north}/second-factor`, {
        headers: { authorization: `Bearer ${systemToken}` },
        data: { required: false },
      });
    }
  });

  it("lets the system admin find one patient's rows in the access log by the patient's id, the names hidden", async () => {
    const south = await organizationNamed('Rehabkliniken Syd AB');
    await page.goto(`/organizations/${south}/audit`);
    const log = page.getByRole('grid', { name: 'Åtkomstlogg' });
    await log.getByRole('row').nth(1).waitFor();
    // Names are hidden from the system admin, so the patient is found by the id, not searched by name.
    expect(await page.getByRole('combobox', { name: 'Patient' }).count()).toBe(0);
    const field = page.getByRole('textbox', { name: 'Patient-id' });
    const hidden = log.getByRole('button', { name: /^Patient [0-9a-f]{8} \(namn dolt\)$/ }).first();
    const prefix = /Patient ([0-9a-f]{8})/.exec((await hidden.textContent()) ?? '')?.[1] ?? '';
    await hidden.click();
    await expect.poll(() => field.inputValue()).toMatch(new RegExp(`^${prefix}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`));
    const id = await field.inputValue();
    const rowsOfOthers = () => log.getByRole('row').filter({ hasNotText: `Patient ${prefix} (namn dolt)` }).count();
    // Only the header row is of no one: every row left is that patient's.
    await expect.poll(rowsOfOthers).toBe(1);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner CSV' }).click()]);
    const lines = (await readFile(await download.path(), 'utf8')).replace('\uFEFF', '').trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(id))).toBe(true);

    // A part of an id is not an id: the field says so and the log is not narrowed by it.
    await field.fill(prefix);
    await page.getByText('Ange patientens hela id').waitFor();
    await field.fill('');
    await expect.poll(rowsOfOthers).toBeGreaterThan(1);
    // An id pasted in narrows it the same way.
    await field.fill(id);
    await expect.poll(rowsOfOthers).toBe(1);
  });

  it('tells a physio who types the address that the page is not for them', async () => {
    const physio = await openPage(browser, inject('baseUrl'));
    await signInAs(physio);
    await physio.goto('/organizations');
    await physio.getByRole('heading', { name: 'Du har inte behörighet till den här sidan' }).waitFor();
    expect(await physio.getByRole('link', { name: 'Organisationer' }).count()).toBe(0);
    await expectNoAxeViolations(physio);
    await hideToasts(physio);
    await expectScreenshot(physio, 'organizations-not-allowed');
    await physio.goto('/physios/new');
    await physio.getByRole('heading', { name: 'Du har inte behörighet till den här sidan' }).waitFor();
    await physio.context().close();
  });
});
