import { activitiesResponse } from '@rehab/contract';
import { isoWeek } from '@rehab/contract/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/** A week's range as an English reader reads it, e.g. "16–22 Nov 2026". */
const englishRange = (weekStart: string, weekEnd: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(new Date(`${weekStart}T12:00:00`), new Date(`${weekEnd}T12:00:00`));

describe('the portal for a physio who chose English', { timeout: 90_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    page.setDefaultTimeout(20_000);
    await page.addInitScript(() => localStorage.setItem('rehab.language', 'en'));
    token = await signInAs(page);
  });
  afterAll(() => browser.close());

  it("shows the home's week, its days and the calendar's titles in English", async () => {
    await page.goto('/');
    // The fixed clock's week, 16–22 November 2026, in English: the month too, not "nov.".
    const week = page.getByRole('region', { name: /^w\. 47 · 16\s?–\s?22 Nov 2026$/ });
    await week.getByRole('heading', { level: 2, name: /^w\. 47 · 16\s?–\s?22 Nov 2026$/ }).waitFor();
    await week.getByRole('heading', { level: 3, name: /^Monday/ }).first().waitFor();
    // The demo physio's Monday meeting, a title the product wrote in both languages.
    await page.getByText('Team meeting', { exact: true }).first().waitFor();
    await expect(page.getByText('Teammöte', { exact: true }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });

  it("names a program's exercises, levels and days in English, with the week in English", async () => {
    const patients = await allPatients(token);
    const patient = patients.filter((each) => each.status === 'active').sort((a, b) => a.id.localeCompare(b.id))[0];
    expect(patient).toBeDefined();
    const response = await page.request.get(`${inject('baseUrl')}/activities/${patient?.id}?weekOffset=0`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    const shown = activitiesResponse.parse(await response.json());
    await page.goto(`/patients/view/${patient?.id}/program`);
    await page.getByRole('heading', { level: 2, name: `Week ${isoWeek(shown.weekStart)} · ${englishRange(shown.weekStart, shown.weekEnd)}` }).waitFor();
    await page.getByRole('heading', { name: /^Wednesday 18 November/ }).first().waitFor();
    const exercise = shown.tasks.find((task) => task.exercise)?.exercise;
    expect(exercise?.name).toMatch(/ – level \d$/);
    await page.getByText(exercise?.name ?? '', { exact: true }).first().waitFor();
    await expect(page.getByText(/nivå/i).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });
});
