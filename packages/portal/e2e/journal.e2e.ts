import type { PatientListItem } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPatients, signInAs } from '@rehab/test-kit/session';
import { dayInSweden } from '@rehab/contract/dates';

/*
 * The journal as a physio keeps it: a note from a template, saved as a draft while typed, found again after a
 * reload and on the home page's drafts, signed, corrected by an amendment with its reason, and exported as FHIR.
 * This file's patient is the 10th active patient of the demo physio's list sorted by id; only this file writes
 * notes on them. Active counts as when the run began:
 * patients.e2e.ts and program.e2e.ts end a treatment today, and a patient ended meanwhile must not move this one.
 */
const patientIndex = 9;

describe('the journal', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  let patient: PatientListItem;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    page.setDefaultTimeout(20_000);
    const token = await signInAs(page);
    const today = dayInSweden(now());
    const activeAtStart = (each: PatientListItem) =>
      each.status === 'active' || (each.treatmentEnd !== null && dayInSweden(each.treatmentEnd) === today);
    const active = (await allPatients(token)).filter(activeAtStart).sort((a, b) => a.id.localeCompare(b.id));
    patient = active[patientIndex] as PatientListItem;
    expect(patient).toBeTruthy();
  });
  afterAll(() => browser.close());

  it('writes a note from a template, finds the draft after a reload, signs it and amends it with a reason', async () => {
    await page.goto(`/patients/view/${patient.id}/medical-notes`);
    const newNote = page.getByRole('region', { name: 'Ny anteckning' });
    await newNote.getByRole('button', { name: 'Skriv Besöksanteckning' }).click();

    const draft = page.getByRole('region', { name: 'Utkast: Besöksanteckning' });
    const visit = draft.getByRole('textbox', { name: 'Besöket' });
    await visit.fill('Genomgång av hemövningarna.\n\n- Knäböj med stöd\n- Tåhävningar');
    await draft.getByRole('textbox', { name: 'Plan' }).fill('Fortsätter på nivå 2.');
    await draft.getByRole('status').getByText(/^Utkast sparat \d\d:\d\d$/).waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'journal-draft', { mask: [draft.getByRole('status')] });

    await page.reload();
    const again = page.getByRole('region', { name: 'Utkast: Besöksanteckning' });
    await again.getByRole('textbox', { name: 'Plan' }).waitFor();

    // The home page lists the unsigned draft, and leads back to it.
    await page.goto('/');
    const drafts = page.getByRole('region', { name: 'Osignerade anteckningar' });
    await drafts.getByRole('link', { name: `Öppna utkastet Besöksanteckning för ${patient.firstName} ${patient.lastName}` }).click();
    await page.waitForURL(`**/patients/view/${patient.id}/medical-notes`);
    await expect(again.getByRole('textbox', { name: 'Plan' }).inputValue()).resolves.toBe('Fortsätter på nivå 2.');
    await expect(again.getByRole('textbox', { name: 'Besöket' }).inputValue()).resolves.toContain('- Tåhävningar');

    await again.getByRole('button', { name: 'Signera' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Signera anteckningen?' });
    await confirm.getByRole('button', { name: 'Signera' }).click();
    await page.getByText('Anteckningen är signerad').waitFor();
    await again.waitFor({ state: 'detached' });

    const record = page.getByRole('region', { name: 'Medicinska anteckningar' });
    const note = record.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Besöksanteckning' }) }).first();
    await note.getByText(/^Signerad av Anna Lindqvist/).waitFor();
    // Read-only: the signed text is shown as text, its list as a list.
    await expect(note.getByRole('textbox').count()).resolves.toBe(0);
    await expect(note.getByRole('listitem').filter({ hasText: 'Tåhävningar' }).count()).resolves.toBe(1);

    await note.getByRole('button', { name: 'Ändra Besöksanteckning genom ett tillägg' }).click();
    const amend = page.getByRole('dialog', { name: 'Tillägg till Besöksanteckning' });
    await amend.getByRole('textbox', { name: 'Plan' }).fill('Fortsätter på nivå 3.');
    await amend.getByRole('button', { name: 'Signera tillägget' }).click();
    await amend.getByText('Skriv en anledning').waitFor();
    await amend.getByRole('textbox', { name: 'Anledning till ändringen' }).fill('Fel nivå angiven i planen');
    await expectNoAxeViolations(page);
    await amend.getByRole('button', { name: 'Signera tillägget' }).click();
    await page.getByText('Tillägget är signerat').waitFor();
    await amend.waitFor({ state: 'detached' });

    await note.getByText('Fortsätter på nivå 3.').first().waitFor();
    await note.getByText('Versioner (2)').click();
    await note.getByText(/^Version 1: skriven och signerad av Anna Lindqvist/).waitFor();
    await note.getByText(/^Version 2: tillägg av Anna Lindqvist .*Anledning: Fel nivå angiven i planen$/).waitFor();
    await expect(note.getByText('Fortsätter på nivå 2.').count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    // The whole record as FHIR, to hand over: the note with both its versions.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportera (FHIR) hela journalen, för patienten eller en annan vårdgivare' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^journal-fhir-\d{4}-\d{2}-\d{2}\.json$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bundle = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { entry: { resource: { resourceType: string; docStatus?: string; content?: { attachment: { data: string } }[] } }[] };
    const versions = bundle.entry
      .filter((entry) => entry.resource.resourceType === 'DocumentReference' && entry.resource.docStatus === 'amended')
      .map((entry) => (entry.resource.content ?? []).map((content) => Buffer.from(content.attachment.data, 'base64').toString('utf8')))
      .find((texts) => texts.some((text) => text.includes('Fortsätter på nivå 3.')));
    expect(versions).toHaveLength(2);
    expect(versions?.[1]).toContain('Fortsätter på nivå 2.');
  });
});
