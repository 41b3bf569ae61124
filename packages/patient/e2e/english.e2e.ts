import { patientWeekResponse } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { api, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

describe('the patient app for a patient who chose English', { timeout: 120_000 }, () => {
  let browser: Browser;
  let patient: DemoPatient;

  beforeAll(async () => {
    browser = await launchChromium();
    patient = await patientWithExerciseToday(await physioToken(), { from: 0.3, to: 0.5 });
  });
  afterAll(() => browser.close());

  async function signInInEnglish(): Promise<Page> {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await page.addInitScript(() => localStorage.setItem('rehab.patientLanguage', 'en'));
    await page.goto('/app/sign-in');
    await page.getByLabel('Email address').fill(patient.email);
    await page.getByLabel(/^Password/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    return page;
  }

  it("shows today's date, the week and today's exercises in English", async () => {
    const week = await api(patient.token, '/patient-app/week', patientWeekResponse, { headers: { 'accept-language': 'en' } });
    const exercise = week.tasks.find((task) => task.id === patient.task.id)?.exercise;
    expect(exercise?.name).toMatch(/ – level \d$/);
    expect(patient.task.exercise?.name).toMatch(/ – nivå \d$/);

    const page = await signInInEnglish();
    // The fixed clock's Wednesday 18 November 2026, and its week, as an English reader reads them.
    await page.getByText('Wednesday 18 November', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^w\. 47 · 16\s?–\s?22 Nov 2026$/ }).waitFor();
    await page.getByRole('article', { name: exercise?.name }).first().waitFor();
    await expect(page.getByText(/nivå/i).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    // Back in Swedish, the same task reads as the product wrote it in Swedish, without a reload.
    await page.evaluate(() => localStorage.setItem('rehab.patientLanguage', 'sv'));
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByText('Svenska', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Idag' }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await page.getByText('onsdag 18 november', { exact: true }).waitFor();
    await page.getByRole('article', { name: patient.task.exercise?.name }).first().waitFor();
    await page.context().close();
  });
});
