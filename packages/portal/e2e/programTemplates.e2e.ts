import { profileResponse, programResponse, programTemplateList } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * This file's patient: the 15th active patient from the end of the demo physio's list sorted by id; only this file
 * applies a template to it (library.e2e.ts takes the 20th and 21st from the end, program.e2e.ts the 10th).
 */
const patientFromEnd = 15;
const exerciseName = 'Sittande knästräckning';

describe('program templates', { timeout: 120_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());

  it('a physio makes a template from the library and applies it to a patient', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.desktop);
    page.setDefaultTimeout(20_000);
    const token = await signInAs(page);
    // A fixed name, so the masked link is as wide in every run; each run has a server and demo data of its own.
    const name = 'Knäartros, egen mall';

    await page.goto('/program-templates');
    await page.getByRole('region', { name: 'I bruk' }).getByRole('link', { name: 'Knäartros, 12 veckor' }).waitFor();
    await page.getByRole('button', { name: 'Ny mall' }).click();
    await page.getByRole('heading', { level: 2, name: 'Ny programmall' }).waitFor();
    await page.getByRole('textbox', { name: /^Namn/ }).fill(name);
    await page.getByRole('textbox', { name: /^Antal veckor/ }).fill('4');
    const line = page.getByRole('region', { name: 'Rad 1: Måndag, Styrka' });
    await line.getByRole('button', { name: 'Lägg till övning: Rad 1: Måndag, Styrka' }).click();
    const picker = page.getByRole('dialog', { name: 'Lägg till övning' });
    await picker.getByRole('searchbox', { name: 'Sök övning' }).fill(exerciseName);
    await picker.getByRole('row', { name: exerciseName }).click();
    const dosage = page.getByRole('dialog', { name: `Lägg till ${exerciseName}` });
    await dosage.getByRole('textbox', { name: 'Repetitioner' }).fill('12');
    await dosage.getByRole('textbox', { name: 'Kommentar till patienten' }).fill('Sträck knät helt.');
    await dosage.getByRole('button', { name: 'Lägg till' }).click();
    await line.getByText('Kommentar: Sträck knät helt.').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Spara mallen' }).click();
    await page.getByRole('region', { name: 'I bruk' }).getByRole('link', { name }).waitFor();

    const list = await page.request.get(`${inject('baseUrl')}/organizations/${await organizationOf(page, token)}/program-templates`, { headers: { authorization: `Bearer ${token}` } });
    const made = programTemplateList.parse(await list.json()).find((each) => each.name === name);
    expect(made).toMatchObject({ weeks: 4, lines: [{ day: 1, type: 'strength', level: 1, exercises: [{ name: { sv: exerciseName }, dosage: { repetitions: 12 }, comment: 'Sträck knät helt.' }] }] });

    for (const viewport of [viewports.phone, viewports.tablet, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto('/program-templates');
      await page.getByRole('region', { name: 'I bruk' }).getByRole('link', { name }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // Checked by axe, not by a picture: the list holds the templates every other file has made by now, so its
      // pictures are the stories' (ProgramTemplatesScreen.stories.tsx, at each width on fixed data).
      await expectNoAxeViolations(page);
    }

    // Applied on a patient's program tab, from today.
    // A patient of the organization the template was made in (the demo physio works for two).
    const organizationId = await organizationOf(page, token);
    const active = (await allPatients(token)).filter((patient) => patient.status === 'active' && patient.organization.id === organizationId).sort((a, b) => a.id.localeCompare(b.id));
    const patient = active[active.length - patientFromEnd];
    expect(patient).toBeDefined();
    await page.goto(`/patients/view/${patient?.id ?? ''}/program`);
    await page.getByRole('button', { name: 'Använd mall' }).click();
    const apply = page.getByRole('dialog', { name: 'Använd mall' });
    await apply.getByRole('button', { name: /^Välj mall/ }).click();
    await page.getByRole('option', { name: `${name} (4 veckor)` }).click();
    await apply.getByRole('button', { name: 'Använd mall' }).click();
    await page.getByText('Mallen är inlagd i programmet').waitFor();
    await page.getByRole('region', { name: 'Måndag · Styrka, nivå 1' }).getByText(exerciseName).waitFor();
    const program = programResponse.parse(await (await page.request.get(`${inject('baseUrl')}/patients/list/${patient?.id ?? ''}/program`, { headers: { authorization: `Bearer ${token}` } })).json());
    expect(program.updates.some((each) => each.type === 'strength' && each.day === 1 && each.start >= dayInSweden(now()))).toBe(true);
    await page.context().close();
  });
});

/** The demo physio's first organization, as the screens take it. */
async function organizationOf(page: Page, token: string): Promise<string> {
  const response = await page.request.get(`${inject('baseUrl')}/specialists/profile`, { headers: { authorization: `Bearer ${token}` } });
  return profileResponse.parse(await response.json()).organizations[0]?.id ?? '';
}
