import type { PatientListItem } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { mailCount, nextMailTo } from '@rehab/test-kit/mail';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * Appointments (docs/rules/appointments.md): the demo physio books a visit with a patient in the calendar, who is
 * mailed the time with a calendar file over SMTP, then cancels it, which is mailed as a cancellation. The entry is
 * gone at the end, so no other file's calendar shows it.
 */
/** A mail's text as it came over SMTP, with quoted-printable's folded lines joined again. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('booking a visit in the calendar', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  let patient: PatientListItem;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'), viewports.desktop);
    page.setDefaultTimeout(20_000);
    const token = await signInAs(page);
    const treated = (await allPatients(token)).filter((each) => each.status === 'active' && each.organization.title === 'Friskvård Norr AB');
    patient = treated.sort((a, b) => a.id.localeCompare(b.id))[0] as PatientListItem;
    expect(patient).toBeTruthy();
  });
  afterAll(() => browser.close());

  it('books a visit with a patient, who is mailed an invitation, and cancels it, mailed as a cancellation', async () => {
    await page.goto('/calendar-entries');
    await page.getByRole('button', { name: 'Ny tid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boka en tid' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: /Rubrik/ }).fill('Återbesök rygg');
    await dialog.getByRole('combobox', { name: /Patient/ }).fill(patient.lastName);
    await page.getByRole('option', { name: `${patient.firstName} ${patient.lastName}` }).click();
    await dialog.getByRole('textbox', { name: /Länk till videobesök/ }).fill('http://video.exempel.se/rum');
    await dialog.getByRole('button', { name: 'Boka' }).click();
    await dialog.getByText('Ange en länk som börjar med https://').waitFor();
    await dialog.getByRole('textbox', { name: /Länk till videobesök/ }).fill('https://video.exempel.se/rum/7');
    await expectNoAxeViolations(page);
    const since = mailCount();
    await dialog.getByRole('button', { name: 'Boka' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Tiden är bokad').first().waitFor();

    const invitation = await nextMailTo(patient.email, since);
    expect(invitation).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(unfolded(invitation)).toContain('You have an appointment with Anna Lindqvist');

    const row = page.getByRole('listitem').filter({ hasText: 'Återbesök rygg' });
    await row.getByRole('link', { name: 'Videobesök' }).waitFor();
    const afterBooking = mailCount();
    await row.getByRole('button', { name: /^Ändra Återbesök rygg/ }).click();
    const change = page.getByRole('dialog', { name: 'Ändra tiden' });
    await change.getByRole('button', { name: 'Avboka' }).click();
    await change.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    const cancellation = await nextMailTo(patient.email, afterBooking);
    expect(cancellation).toMatch(/method=CANCEL/i);
    expect(unfolded(cancellation)).toContain('Your appointment was cancelled');
  });
});
