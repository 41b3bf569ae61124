import { journalNote, journalNoteListResponse, noteTemplateListResponse, type PatientListItem } from '@rehab/contract';
import { z } from 'zod/mini';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { allPatients } from '@rehab/test-kit/session';
import { signInToApp } from './joinedPatient';
import { api, demoPatientPassword, physioToken } from './patientSession';

/*
 * This file's patient: the last active patient by id of Rehabkliniken Syd AB, whose log extract names the staff
 * member. The demo physio writes and signs a note, reads it and exports the record; the patient finds the note and
 * the rest of the record in the app, downloads it as a PDF and as FHIR, and reads who opened it.
 */
describe("the patient's journal", { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: PatientListItem;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    const syd = (await allPatients(physio))
      .filter((each) => each.status === 'active' && each.organization.title === 'Rehabkliniken Syd AB')
      .sort((a, b) => a.id.localeCompare(b.id));
    patient = syd.at(-1) as PatientListItem;
    expect(patient).toBeTruthy();
  });
  afterAll(() => browser.close());

  it('shows the signed note in Min journal and who read it', async () => {
    const notes = `/patients/list/${patient.id}/medical-notes`;
    const templates = await api(physio, `${notes}/templates`, noteTemplateListResponse);
    const phone = templates.find((template) => template.texts.sv?.title === 'Telefonkontakt');
    const draft = await api(physio, notes, journalNote, { method: 'POST', body: JSON.stringify({ templateId: phone?.id ?? null }) });
    const saved = await api(physio, `${notes}/${draft.id}/draft`, journalNote, {
      method: 'PUT',
      body: JSON.stringify({ revision: draft.revision, title: draft.title, sections: [{ heading: 'Samtalet', text: 'Patienten ringde om ökad smärta efter träningen.\n\n- Sänkt nivå en vecka' }] }),
    });
    await api(physio, `${notes}/${draft.id}/sign`, journalNote, { method: 'POST', body: JSON.stringify({ revision: saved.revision }) });
    await api(physio, `${notes}/list`, journalNoteListResponse);
    // The physio exports the record as FHIR, to hand it over: the patient is to see that in their log extract.
    await api(physio, `/patients/list/${patient.id}/record.fhir.json`, z.object({ resourceType: z.literal('Bundle') }));

    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    await page.goto('/app/journal');
    await page.getByRole('heading', { level: 1, name: 'Min journal' }).waitFor();
    const note = page.getByRole('region', { name: 'Telefonkontakt' }).first();
    await note.getByText('Patienten ringde om ökad smärta efter träningen.').waitFor();
    await note.getByRole('listitem').filter({ hasText: 'Sänkt nivå en vecka' }).waitFor();
    await note.getByText(/^Signerad av Anna Lindqvist/).waitFor();
    await expectNoAxeViolations(page);

    // The patient's own copy of the record, as a PDF download.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Journalen som PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 8).toString()).toBe('%PDF-1.7');

    // The rest of the record beside the notes, and all of it as a FHIR file.
    await page.getByRole('region', { name: 'Mitt program' }).waitFor();
    await page.getByRole('region', { name: 'Mina svar' }).waitFor();
    await page.getByRole('region', { name: 'Min återkoppling' }).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Allt som FHIR-fil' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^journal-fhir-\d{4}-\d{2}-\d{2}\.json$/);
    const parts: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) parts.push(chunk as Buffer);
    const bundle = JSON.parse(Buffer.concat(parts).toString('utf8')) as { resourceType: string; entry: { resource: { resourceType: string; content?: { attachment: { data: string } }[] } }[] };
    expect(bundle.resourceType).toBe('Bundle');
    const texts = bundle.entry.flatMap((entry) => entry.resource.content ?? []).map((content) => Buffer.from(content.attachment.data, 'base64').toString('utf8'));
    expect(texts.some((text) => text.includes('Patienten ringde om ökad smärta efter träningen.'))).toBe(true);
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(expect.arrayContaining(['Patient', 'Organization', 'CarePlan', 'DocumentReference']));

    await page.getByRole('link', { name: 'Vem har läst min journal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vem har läst min journal' }).waitFor();
    await page.getByText('Anna Lindqvist, fysioterapeut, Rehabkliniken Syd AB').first().waitFor();
    await page.getByText(/läste journalanteckningarna$/).first().waitFor();
    await page.getByText(/hämtade din journal som fil$/).first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('pictures Min journal on a phone, a tablet and a desktop', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    await page.goto('/app/journal');
    await page.getByRole('region', { name: 'Telefonkontakt' }).first().waitFor();
    await page.getByRole('region', { name: 'Min återkoppling' }).waitFor();
    // A program line is named as the feedback names an exercise's level: "Styrka, nivå 4", not "Styrka, Nivå 4".
    await page.getByRole('region', { name: 'Mitt program' }).getByRole('heading', { name: /^Styrka, nivå \d$/ }).first().waitFor();
    for (const [name, size] of Object.entries(viewports)) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
      // When a note was signed follows the server's clock, which runs on from the suite's start; the menu stays
      // where the screen ends, so in a picture of the whole page it is painted over.
      const mask = [page.getByText(/^Signerad av /), page.getByRole('navigation', { name: 'Meny' })];
      await expectScreenshot(page, `journal-${name}`, { mask });
    }
    await page.context().close();
  });
});
