import { followUpsResponse, patientFollowUpsResponse } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * The physio's work list, the to-do's first tab. This file's patient: the active patient a third of the way into the
 * demo physio's list sorted by id. It adds follow-ups by hand only, so nobody's alerts are marked handled here and the
 * home page's block stays as other files expect it.
 */
describe("the physio's work list", { timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let patientId = '';
  let name = '';

  const api = async (path: string) => {
    const response = await page.request.get(`${inject('baseUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const item = (note: string) => page.locator('li[data-follow-up]').filter({ hasText: note });

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'), { width: 1440, height: 900 });
    page.setDefaultTimeout(20_000);
    token = await signInAs(page);
    const active = (await allPatients(token)).filter((patient) => patient.status === 'active').sort((a, b) => a.id.localeCompare(b.id));
    const patient = active[Math.floor(active.length / 3)];
    if (!patient) throw new Error('the demo has no active patients');
    patientId = patient.id;
    name = `${patient.firstName} ${patient.lastName}`;
  });
  afterAll(() => browser.close());

  /** "Ny uppföljning" on the patient's page: the kind, a note and today as the due day. */
  const addFromPatientPage = async (kind: string, note: string) => {
    await page.goto(`/patients/view/${patientId}`);
    await page.getByRole('button', { name: 'Ny uppföljning' }).click();
    const dialog = page.getByRole('dialog', { name: `Ny uppföljning för ${name}` });
    await dialog.getByRole('button', { name: /Typ/ }).click();
    await page.getByRole('option', { name: kind }).click();
    await dialog.getByRole('textbox', { name: 'Anteckning (valfritt)' }).fill(note);
    await dialog.getByRole('button', { name: 'Lägg till' }).click();
    await page.getByText('Uppföljningen är tillagd i din arbetslista').waitFor();
    await dialog.waitFor({ state: 'detached' });
  };

  it('adds follow-ups from the patient page, and marks one done and snoozes another from the work list', async () => {
    const stamp = now().getTime();
    const toDo = `Ring om knät efter passet ${stamp}`;
    const later = `Se över nivån nästa vecka ${stamp}`;
    await addFromPatientPage('Kontakta patienten', toDo);
    await addFromPatientPage('Se över programmet', later);
    const onPage = patientFollowUpsResponse.parse(await api(`/patients/list/${patientId}/follow-ups`)).items;
    expect(onPage.filter((each) => each.note === toDo || each.note === later)).toHaveLength(2);

    // The to-do opens on the work list, its first tab, with the counts in the tabs.
    await page.getByRole('navigation').getByRole('link', { name: 'Att göra' }).first().click();
    await page.waitForURL('**/to-do/follow-ups');
    const views = page.getByRole('navigation', { name: 'Visning' });
    await expect(views.getByRole('link').first().textContent()).resolves.toBe('Uppföljningar');
    // Other files' patients move the counts meanwhile (feedback raising alerts, drafts signed): only their form is certain.
    await page.getByRole('tab', { name: /^Att göra \(\d+\)$/ }).waitFor();
    await item(toDo).waitFor();
    await expectNoAxeViolations(page);

    // Done with one press: off the open list, on the done one.
    await item(toDo).getByRole('button', { name: `Markera som klar: Kontakta patienten, ${name}` }).click();
    await page.getByText('Uppföljningen är klar').waitFor();
    await item(toDo).waitFor({ state: 'detached' });

    // Snoozed to a day chosen in the dialog (tomorrow unless changed), by keyboard.
    await item(later).getByRole('button', { name: `Skjut upp: Se över programmet, ${name}` }).click();
    const snooze = page.getByRole('dialog', { name: 'Skjut upp uppföljningen' });
    await snooze.getByRole('button', { name: 'Skjut upp', exact: true }).focus();
    await page.keyboard.press('Enter');
    await snooze.waitFor({ state: 'detached' });
    await item(later).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Uppskjutna/ }).click();
    await item(later).getByText(/^Uppskjuten till /).waitFor();
    await page.getByRole('tab', { name: /^Klara/ }).click();
    await item(toDo).waitFor();

    const snoozed = followUpsResponse.parse(await api('/specialists/follow-ups?view=snoozed&limit=100')).items.find((each) => each.note === later);
    expect(snoozed?.snoozedUntil).toBe(addDays(dayInSweden(now()), 1));
    const done = followUpsResponse.parse(await api('/specialists/follow-ups?view=done&limit=100')).items.find((each) => each.note === toDo);
    expect(done?.status).toBe('done');
  });
});
