import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { demoPhysio, signInAs } from '@rehab/test-kit/session';

// Reads a patient of Syd as Erik Holm, and saves a log review of Syd; both stay (the log and reviews are kept).
const organizationAdmin = { email: 'admin@demo.se', password: demoPhysio.password };
const erik = { email: 'erik.holm@demo.se', password: demoPhysio.password };

describe("an organization admin's log review", { timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let south: string;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
    const token = await signInAs(page, organizationAdmin);
    const organizations = (await (
      await page.request.get('/organizations', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: string; title: string }[];
    south = organizations.find((each) => each.title === 'Rehabkliniken Syd AB')?.id ?? '';
    if (!south) throw new Error('the demo has no Syd organization');
    // Erik opens a patient's health report, so the log has a read of his to find.
    const signedIn = await page.request.post('/users/sign-in', { data: erik });
    const erikToken = ((await signedIn.json()) as { access_token: string }).access_token;
    const asErik = { headers: { authorization: `Bearer ${erikToken}` } };
    const [patient] = (
      (await (await page.request.get('/specialists/patients/list', asErik)).json()) as { items: { id: string }[] }
    ).items;
    if (!patient) throw new Error('Erik has no patient');
    expect((await page.request.get(`/patients/list/${patient.id}/health-report`, asErik)).status()).toBe(200);
  });
  afterAll(() => browser.close());

  it('filters the access log by a staff member, in Stockholm time, and downloads it with Swedish columns', async () => {
    await page.goto(`/organizations/${south}/audit`);
    const log = page.getByRole('grid', { name: 'Åtkomstlogg' });
    await log.getByRole('row').nth(1).waitFor();
    await page.getByRole('combobox', { name: 'Personal' }).fill('Erik');
    await page.getByRole('option', { name: 'Erik Holm' }).click();
    await log.getByRole('row').filter({ hasText: 'Erik Holm' }).first().waitFor();
    // Only Erik's rows are left: every row but the heading names him.
    await expect
      .poll(async () => (await log.getByRole('row').allTextContents()).slice(1).every((text) => text.includes('Erik Holm')))
      .toBe(true);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^atkomstlogg-.+\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toMatch(/^Tid \(svensk tid\);Utfall;Användare;/);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(';Erik Holm;'))).toBe(true);
  });

  it('draws a sample, marks every finding, saves the review, finds it in the list and downloads its report', async () => {
    await page.goto(`/organizations/${south}/reviews`);
    const size = page.locator('input').and(page.getByLabel('Antal slumpvisa åtkomster'));
    await size.fill('3');
    await size.press('Tab');
    await page.getByRole('button', { name: 'Dra urval' }).click();
    await page.getByRole('heading', { level: 2, name: /^Loggkontroll / }).waitFor();
    await page.getByRole('heading', { name: 'Slumpvis urval (3)' }).waitFor();

    // Saving before every item has its finding says how many are left.
    await page.getByRole('button', { name: 'Spara loggkontrollen' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /saknar fynd/ })
      .waitFor();

    const findings = page.getByRole('button', { name: /^Välj fynd/ });
    const count = await findings.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++) {
      await findings.first().click();
      await page.getByRole('option', { name: index === 0 ? 'Behöver utredas' : 'Ingen anmärkning' }).click();
    }
    await page.getByRole('textbox', { name: 'Kommentar' }).first().fill('Fråga varför journalen öppnades.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Spara loggkontrollen' }).click();
    await page.getByText(/^Sparad .+ av /).waitFor();
    await page.getByText('Fråga varför journalen öppnades.').waitFor();
    expect(await page.getByRole('button', { name: 'Spara loggkontrollen' }).count()).toBe(0);

    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ladda ner rapport' }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/^loggkontroll-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await readFile(await report.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Rehabkliniken Syd AB' }).click();
    const list = page.getByRole('grid', { name: 'Gjorda loggkontroller' });
    const saved = list.getByRole('row').filter({ hasText: '1 att utreda, 0 obehöriga' }).first();
    await saved.waitFor();
    expect(await saved.textContent()).not.toContain('Inte sparad');
    await expectNoAxeViolations(page);
  });
});
