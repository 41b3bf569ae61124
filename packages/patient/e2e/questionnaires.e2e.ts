import {
  healthReportResponse,
  patientFormsResponse,
  patientWeekResponse,
  questionnaireListResponse,
  type PatientListItem,
} from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { allPatients } from '@rehab/test-kit/session';
import { signInToApp } from './joinedPatient';
import { api, demoPatientPassword, patientToken, physioToken } from './patientSession';
import { formatInSweden } from '@rehab/contract/dates';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/*
 * This file's patient: an active patient whose treatment lasts, counted up from a quarter of all patients by
 * id. The portal's files take theirs from either end, the app's other files from the middle (the chat file
 * down, the others up), so the answers this file adds show in no other file's picture.
 */
async function patientForForms(physio: string): Promise<PatientListItem & { token: string }> {
  const active = (await allPatients(physio))
    .filter((patient) => patient.status === 'active')
    .sort((a, b) => a.id.localeCompare(b.id));
  for (const patient of active.slice(Math.floor(active.length / 4))) {
    const token = await patientToken(patient.email);
    if ((await api(token, '/patient-app/week', patientWeekResponse)).treatmentEnd === null) return { ...patient, token };
  }
  throw new Error('no active patient has a lasting treatment');
}

describe("the patient's questionnaires", { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: PatientListItem & { token: string };

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    patient = await patientForForms(physio);
  });
  afterAll(() => browser.close());

  const openForms = async (viewport: { width: number; height: number } = viewports.phone) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Formulär' }).click();
    await page.getByRole('heading', { level: 1, name: 'Formulär' }).waitFor();
    return page;
  };
  const openWellBeing = async (page: Page) => {
    await page.getByRole('link', { name: /^Välbefinnande/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Välbefinnande' }).waitFor();
    return page.getByRole('form', { name: 'Välbefinnande' });
  };

  it('lists every form with when the patient last answered it', async () => {
    const page = await openForms();
    const { forms } = await api(patient.token, '/patient-app/questionnaires', patientFormsResponse);
    for (const [kind, title] of [
      ['welcome', 'Välkomstformulär'],
      ['well-being', 'Välbefinnande'],
      ['physical-activity', 'Fysisk aktivitet'],
    ] as const) {
      const answeredAt = forms.find((form) => form.kind === kind)?.answeredAt;
      const when = answeredAt
        ? `Senast besvarat ${formatInSweden(answeredAt, 'sv-SE', { day: 'numeric', month: 'long', year: 'numeric' })}`
        : 'Inte besvarat ännu';
      await page.getByRole('link', { name: new RegExp(`^${title}.*${when}$`) }).waitFor();
    }
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['tablet', viewports.tablet],
  ] as const) {
    it(`shows the well-being form with an input for each item's scale on a ${size}`, async () => {
      const page = await openForms(viewport);
      const form = await openWellBeing(page);
      await expect(form.getByRole('radiogroup').count()).resolves.toBe(5);
      await form.getByRole('slider', { name: 'Hur har du mått överlag den senaste veckan?' }).waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // A 0–10 scale is one row of numbers, as it is read, not 0–5 above 6–10.
      const scale = form.getByRole('radiogroup', { name: 'Hur stressad har du känt dig den senaste veckan?' });
      const rows = await scale.locator('label').evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)));
      expect(rows).toHaveLength(11);
      expect(new Set(rows).size).toBe(1);
      await expectScreenshot(page, `patient-questionnaire-${size}`, { baselineDir, fullPage: false });
      if (size === 'phone') {
        // Below the choices on a phone: the scales, tapped as numbers or typed.
        await form
          .getByRole('radiogroup', { name: 'Hur stressad har du känt dig den senaste veckan?' })
          .evaluate((group) => group.scrollIntoView({ block: 'start' }));
        await expectScreenshot(page, 'patient-questionnaire-scales-phone', { baselineDir, fullPage: false });
      }
      await page.context().close();
    });
  }

  it('names every missing answer, sends the answers, and the physio sees them in the forms and the health report', async () => {
    const page = await openForms();
    const form = await openWellBeing(page);
    await form.getByRole('button', { name: 'Skicka svar' }).click();
    await expect.poll(() => form.getByText('Välj ett av svaren').count()).toBe(3);
    await form.getByText('Välj ett tal från 0 till 10').first().waitFor();
    await form.getByText('Välj ett tal från 0 till 100').waitFor();

    // The radios' own inputs are hidden under their drawn circles; the patient taps the words.
    const group = (question: string) => form.getByRole('radiogroup', { name: question });
    await group('Hur har du sovit den senaste veckan?').getByText('Ganska bra', { exact: true }).click();
    await group('Hur har du mått den senaste veckan?').getByText('Bra', { exact: true }).click();
    await group('Hur mycket energi har du haft?').getByText('Måttligt', { exact: true }).click();
    await group('Hur stressad har du känt dig den senaste veckan?').getByText('3', { exact: true }).click();
    await group('Hur väl klarar du din vardag just nu?').getByText('6', { exact: true }).click();
    // The 0–100 scale is a slider, still unanswered until the patient moves it: End, then a tenth down at a time.
    const wellBeing = form.getByRole('slider', { name: 'Hur har du mått överlag den senaste veckan?' });
    await form.getByText('Inte besvarad', { exact: true }).waitFor();
    await wellBeing.focus();
    await page.keyboard.press('End');
    await expect.poll(() => form.getByText(/^Välj /).count()).toBe(0);
    for (const key of ['PageDown', 'PageDown', 'PageDown', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(key);
    await expect.poll(() => wellBeing.inputValue()).toBe('72');
    await form.getByRole('button', { name: 'Skicka svar' }).click();
    await page.getByRole('status').getByRole('heading', { name: 'Tack för dina svar!' }).waitFor();
    // The thanks take the place of the form and its focus, so a phone scrolled down to the button shows them.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Tack för dina svar!');
    await page.getByText('Dina svar skickades till din fysioterapeut den 18 november 2026.').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Alla formulär' }).click();
    await page.getByRole('link', { name: /^Välbefinnande.*Senast besvarat 18 november 2026$/ }).waitFor();

    const [latest] = (await api(physio, `/patients/list/${patient.id}/questionnaries/list`, questionnaireListResponse))
      .filter((form) => form.kind === 'well-being')
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
    expect(latest?.answers.map(({ name, answer }) => [name, answer])).toEqual([
      ['Sömn', 'Ganska bra'],
      ['Stämningsläge', 'Bra'],
      ['Energi', 'Måttligt'],
      ['Stress', '3'],
      ['Välbefinnande', '72'],
      ['Upplevd förmåga', '6'],
    ]);
    const { measures } = await api(physio, `/patients/list/${patient.id}/health-report`, healthReportResponse);
    const latestOf = (kind: string) => measures.find((measure) => measure.kind === kind)?.latest;
    expect([latestOf('stress-scale'), latestOf('well-being'), latestOf('perceived-capacity')]).toEqual([3, 72, 6]);
    await page.context().close();
  });

  it('in English, answers the welcome form with a text of its own, which the physio reads in Swedish words', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await page.context().addInitScript(() => localStorage.setItem('rehab.patientLanguage', 'en'));
    await page.goto('/app/sign-in');
    await page.getByLabel('Email address').fill(patient.email);
    await page.getByLabel(/^Password/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Forms' }).click();
    await page.getByRole('link', { name: /^Welcome form/ }).click();
    const form = page.getByRole('form', { name: 'Welcome form' });
    const goal = form.getByRole('textbox', { name: 'What do you want to achieve with your rehabilitation?' });
    await goal.fill('   ');
    await form.getByRole('radiogroup', { name: 'Where are your complaints?' }).getByText('Knee', { exact: true }).click();
    await form
      .getByRole('radiogroup', { name: 'How often did you train before your complaints?' })
      .getByText('2–3 times a week', { exact: true })
      .click();
    await form.getByRole('button', { name: 'Send answers' }).click();
    await form.getByText('Write your answer').waitFor();
    await goal.fill('Gå i trappor utan ont i knät');
    await form.getByRole('button', { name: 'Send answers' }).click();
    await page.getByRole('status').getByRole('heading', { name: 'Thank you for your answers!' }).waitFor();
    await expectNoAxeViolations(page);

    const [latest] = (await api(physio, `/patients/list/${patient.id}/questionnaries/list`, questionnaireListResponse))
      .filter((each) => each.kind === 'welcome')
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
    expect(latest?.answers.map(({ name, answer }) => [name, answer])).toEqual([
      ['Mål', 'Gå i trappor utan ont i knät'],
      ['Besvär', 'Knä'],
      ['Tidigare träning', '2–3 gånger i veckan'],
    ]);
    await page.context().close();
  });
});
