import { emergencyAccessListResponse, organizationAuditResponse, type PatientListItem } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { allPatients, demoPhysio, signInAs } from '@rehab/test-kit/session';

/*
 * The care relationship in the portal: Syd's organization admin manages a patient without reading the record, and
 * opens it by emergency access for a reason, which the access log then shows. This file's patient: the last active
 * Syd patient by id whose responsible physio is not the demo physio, so the notice of the emergency access lands
 * with a colleague and the demo physio's screens elsewhere stay as they are. Only this file opens its record.
 */
const organizationAdmin = { email: 'admin@demo.se', password: demoPhysio.password };

describe('the care relationship in the portal', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let patient: PatientListItem;

  const api = async (path: string) => {
    const response = await page.request.get(`${inject('baseUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'));
    page.setDefaultTimeout(20_000);
    token = await signInAs(page, organizationAdmin);
    const chosen = (await allPatients(token))
      .filter((each) => each.status === 'active' && each.responsiblePhysio && each.responsiblePhysio.lastName !== 'Lindqvist')
      .sort((a, b) => a.id.localeCompare(b.id))
      .at(-1);
    if (!chosen) throw new Error('the demo has no active Syd patient of another physio');
    patient = chosen;
  });
  afterAll(() => browser.close());

  it('shows an organization admin only the administrative view of a patient', async () => {
    await page.goto(`/patients/view/${patient.id}/program`);
    await page.getByRole('heading', { name: `${patient.firstName} ${patient.lastName}` }).waitFor();
    await page.getByRole('heading', { name: 'Journalen är stängd för dig' }).waitFor();
    // The menu offers what the admin may open: the patient list, not the patients' tasks or chats.
    const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
    await menu.getByRole('link', { name: 'Patienter' }).waitFor();
    expect(await menu.getByRole('link', { name: /^(Att göra|Inkorg)/ }).count()).toBe(0);
    // Who answers the patient, and the way to change it; ending the treatment; no health tabs, no chat.
    await page.getByRole('button', { name: /Ansvarig fysioterapeut/ }).waitFor();
    await expect(page.getByRole('button', { name: /Ansvarig fysioterapeut/ }).textContent()).resolves.toContain(patient.responsiblePhysio?.lastName ?? '?');
    await page.getByRole('button', { name: 'Avsluta behandling' }).waitFor();
    expect(await page.getByRole('tablist').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Skicka meddelande' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Nödåtkomst' }).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'patient-administrative-view', { mask: [page.locator('[data-detail]')] });
  });

  it('opens the record by emergency access with a reason, under a banner, and shows it in the access log', async () => {
    await page.goto(`/patients/view/${patient.id}/program`);
    await page.getByRole('button', { name: 'Nödåtkomst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Öppna journalen med nödåtkomst' });
    await dialog.waitFor();
    // Too short a reason is refused in the dialog, before anything is asked of the server.
    await dialog.getByRole('textbox', { name: /Skäl till nödåtkomst/ }).fill('Akut');
    await dialog.getByRole('button', { name: 'Öppna journalen' }).click();
    await dialog.getByText('Skriv minst 10 tecken').waitFor();
    await expectNoAxeViolations(page);
    const reason = 'Patienten ringer med akut smärta och ansvarig fysioterapeut är inte nåbar';
    await dialog.getByRole('textbox', { name: /Skäl till nödåtkomst/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Öppna journalen' }).click();

    const banner = page.getByRole('status').filter({ hasText: 'Nödåtkomst är aktiv till' });
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toMatch(/aktiv till \d{2}:\d{2}\./);
    await page.getByRole('tab', { name: 'Program' }).waitFor();
    await page.getByRole('tab', { name: 'Medicinska anteckningar' }).click();
    await page.waitForURL('**/medical-notes');
    await page.getByRole('heading', { name: 'Journalen är stängd för dig' }).waitFor({ state: 'detached' });

    // The organization's log review: the access with its reason, and the reads under it in the access log.
    const [south] = ((await api('/organizations')) as { id: string; title: string }[]).filter((each) => each.title === 'Rehabkliniken Syd AB');
    if (!south) throw new Error('the demo has no Syd organization');
    await expect
      .poll(async () => emergencyAccessListResponse.parse(await api(`/organizations/${south.id}/emergency-accesses`)).items.find((each) => each.patient?.id === patient.id)?.reads ?? 0)
      .toBeGreaterThan(0);
    // The notes tab's read lands after the program's, so wait for that row itself, not for any read.
    await expect
      .poll(async () =>
        organizationAuditResponse
          .parse(await api(`/organizations/${south.id}/audit?patient=${patient.id}&outcome=allowed`))
          .items.some((row) => row.reason === reason && row.action === 'read:medical-notes'),
      )
      .toBe(true);

    await page.goto(`/organizations/${south.id}/audit`);
    const table = page.getByRole('grid', { name: 'Åtkomstlogg' });
    await table.getByRole('row').filter({ hasText: `Nödåtkomst: ${reason}` }).first().waitFor();
  });
});
