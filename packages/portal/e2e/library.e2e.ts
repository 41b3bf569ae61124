import { lineExercisesResponse, programResponse, programTemplate, type PatientListItem, type ProgramUpdate } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * This file's patients: the 20th and 21st active patients from the end of the demo physio's list sorted by id,
 * with a strength line in force; only this file changes their programs (program.e2e.ts takes the 10th from the
 * end, patients.e2e.ts counts from the start).
 */
const firstFromEnd = 20;

/** A picture of 12 × 9 pixels, PNG, as a physio's camera would send a much larger one. */
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAwAAAAJCAIAAACJ2loDAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQYlWPQqNhCEDGMKmIgJggAFgiPcTYQLyQAAAAASUVORK5CYII=',
  'base64',
);

const weekdays = ['', 'Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag', 'Söndag'];

/** The lines in force today: per kind and weekday the latest start (then the latest made), as the portal shows them. */
function linesInForce(updates: readonly ProgramUpdate[], today: string) {
  const byLine = new Map<string, ProgramUpdate>();
  for (const update of updates) {
    const key = `${update.type}:${update.day}`;
    const shown = byLine.get(key);
    if (!shown || update.start > shown.start || (update.start === shown.start && update.createdAt > shown.createdAt)) byLine.set(key, update);
  }
  return [...byLine.values()].filter((line) => line.finish >= today);
}

describe('programs built from the exercise library', { timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let patients: PatientListItem[] = [];

  const api = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(`${inject('baseUrl')}${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  };
  const programOf = async (patientId: string) => programResponse.parse(await api('GET', `/patients/list/${patientId}/program`));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'), { width: 1440, height: 900 });
    page.setDefaultTimeout(30_000);
    token = await signInAs(page);
    if (patients.length > 0) return;
    const active = (await allPatients(token)).filter((patient) => patient.status === 'active').sort((a, b) => a.id.localeCompare(b.id));
    const first = active[active.length - firstFromEnd];
    expect(first).toBeDefined();
    // The second of the same organization, so the first's organization's template is theirs too.
    const second = active.slice(0, active.length - firstFromEnd).reverse().find((patient) => patient.organization.id === first?.organization.id);
    expect(second).toBeDefined();
    patients = [first as PatientListItem, second as PatientListItem];
  });
  afterAll(() => browser.close());

  it('creates an exercise with a picture, doses it on a patient\'s line and applies a template to another patient', async () => {
    const [patient, other] = patients as [PatientListItem, PatientListItem];
    const organizationId = patient.organization.id;
    const today = dayInSweden(now());
    const name = `Enbensknäböj mot stol ${Date.now().toString(36)}`;

    // The physio creates the exercise in the patient's organization's library, with a picture.
    await page.goto(`/library?organization=${organizationId}`);
    await page.getByRole('heading', { level: 2, name: 'Övningsbank' }).waitFor();
    await page.getByRole('button', { name: 'Ny övning' }).click();
    const form = page.getByRole('dialog', { name: 'Ny övning' });
    await form.getByRole('textbox', { name: 'Namn på svenska' }).fill(name);
    await form.getByRole('textbox', { name: 'Namn på engelska' }).fill('Single-leg sit to stand');
    await form.getByRole('textbox', { name: 'Instruktion på svenska' }).fill('Sätt dig längst fram på stolen.\nRes dig på ett ben utan att ta spjärn med händerna.');
    await form.getByText('Knä', { exact: true }).click();
    await expect.poll(() => form.getByRole('checkbox', { name: 'Knä' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: 'Taggar' }).fill('styrka, balans');
    await form.getByRole('textbox', { name: 'Set', exact: true }).fill('3');
    await form.getByRole('textbox', { name: 'Repetitioner' }).fill('8');
    await form.getByRole('textbox', { name: 'Repetitioner' }).press('Tab');
    await page.locator('input[type="file"][accept*="image/png"][multiple]').setInputFiles({ name: 'enbensknaboj.png', mimeType: 'image/png', buffer: picture });
    await form.getByText('enbensknaboj.png').waitFor();
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/library\/[^/]+\/media$/.test(response.url()));
    await form.getByRole('button', { name: 'Skapa övning' }).click();
    expect((await created).status()).toBe(201);

    // Its page shows the picture the server resized.
    await page.getByRole('heading', { level: 2, name }).waitFor();
    const shown = page.getByRole('img', { name: `${name}, bild 1` });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(12);
    const exerciseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectNoAxeViolations(page);

    // On a strength line of the first patient's program, with a dosage of its own and a comment.
    const line = linesInForce((await programOf(patient.id)).updates, today).find((each) => each.type === 'strength');
    expect(line, 'the first patient has a strength line in force').toBeDefined();
    const lineTitle = `${weekdays[line?.day ?? 0]} · Styrka, nivå ${line?.level}`;
    await page.goto(`/patients/view/${patient.id}/program`);
    const section = page.getByRole('region', { name: lineTitle });
    await section.getByRole('button', { name: `Lägg till övning: ${lineTitle}` }).click();
    const picker = page.getByRole('dialog', { name: 'Lägg till övning' });
    await picker.getByRole('searchbox', { name: 'Sök övning' }).fill(name);
    await picker.getByRole('row', { name }).click();
    const dosage = page.getByRole('dialog', { name: `Lägg till ${name}` });
    await dosage.getByRole('textbox', { name: 'Repetitioner' }).fill('12');
    await dosage.getByRole('textbox', { name: 'Vila mellan set (sekunder)' }).fill('60');
    await dosage.getByRole('textbox', { name: 'Kommentar till patienten' }).fill('Håll knät över foten.');
    await dosage.getByRole('button', { name: 'Lägg till' }).click();
    await section.getByText('3 × 12 · vila 60 s').waitFor();
    await section.getByText('Kommentar: Håll knät över foten.').waitFor();
    const held = lineExercisesResponse.parse(await api('GET', `/patients/list/${patient.id}/program/lines/${line?.id}/exercises`));
    expect(held.exercises.find((each) => each.exerciseId === exerciseId)).toMatchObject({
      dosage: { sets: 3, repetitions: 12, restSeconds: 60 },
      comment: 'Håll knät över foten.',
      pictureUrl: expect.stringMatching(/^\/library-media\/[^/]+\/card$/),
    });

    // The organization's template holds the exercise; the physio applies it to the other patient from today.
    const template = programTemplate.parse(
      await api('POST', `/organizations/${organizationId}/program-templates`, {
        name: `Knästabilitet ${Date.now().toString(36)}`,
        weeks: 6,
        lines: [{ day: 2, type: 'strength', level: 3, exercises: [{ exerciseId, dosage: { sets: 2, repetitions: 10 } }] }],
      }),
    );
    await page.goto(`/patients/view/${other.id}/program`);
    await page.getByRole('button', { name: 'Använd mall' }).click();
    const apply = page.getByRole('dialog', { name: 'Använd mall' });
    await apply.getByRole('button', { name: /^Välj mall/ }).click();
    await page.getByRole('option', { name: `${template.name} (6 veckor)` }).click();
    await apply.getByText('1 programrad med totalt 1 övningar').waitFor();
    const applied = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(`/program/templates/${template.id}`));
    await apply.getByRole('button', { name: 'Använd mall' }).click();
    expect((await applied).status()).toBe(201);
    await page.getByText('Mallen är inlagd i programmet').waitFor();
    const tuesday = page.getByRole('region', { name: 'Tisdag · Styrka, nivå 3' });
    await tuesday.getByText(name).waitFor();
    await tuesday.getByText('2 × 10').waitFor();
    const added = linesInForce((await programOf(other.id)).updates, today).find((each) => each.type === 'strength' && each.day === 2);
    expect(added).toMatchObject({ start: today, level: 3 });
  });
});
