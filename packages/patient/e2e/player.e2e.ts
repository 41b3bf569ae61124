import { activitiesResponse, libraryPage, lineExercisesResponse, programResponse, type LibraryExercise } from '@rehab/contract';
import { fromIsoDate } from '@rehab/contract/dates';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { signInAs } from '@rehab/test-kit/session';
import { signInToApp } from './joinedPatient';
import { api, controlledByServiceWorker, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));
const comment = 'Ta det lugnt de första gångerna. Det ska kännas i låren, inte i knät.';

/*
 * This file's patient: the first from 3/8 to 1/2 of the active patients by id with a strength exercise today, a
 * part no other file takes its patient from. The demo physio puts a base exercise with a picture on the patient's
 * strength line of today, with a dosage of two sets and a comment; the patient plays it and rates it.
 */
describe('the exercise player', { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: DemoPatient;
  let exercise: LibraryExercise;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    patient = await patientWithExerciseToday(physio, { from: 3 / 8, to: 1 / 2 });
    const today = patient.task.bookedDate;
    const weekday = ((fromIsoDate(today).getDay() + 6) % 7) + 1;
    const program = await api(physio, `/patients/list/${patient.id}/program`, programResponse);
    // The line in force today: the latest start, then the one written last.
    const line = program.updates
      .filter((each) => each.type === 'strength' && each.day === weekday && each.start <= today && each.finish >= today)
      .sort((a, b) => b.start.localeCompare(a.start) || b.createdAt.localeCompare(a.createdAt))[0];
    expect(line).toBeTruthy();
    const library = await api(physio, `/organizations/${patient.organization.id}/library?kind=strength&search=${encodeURIComponent('Uppresning')}`, libraryPage);
    const withPicture = library.items.find((each) => each.organizationId === null && each.media.some((medium) => medium.kind === 'picture'));
    expect(withPicture).toBeTruthy();
    exercise = withPicture as LibraryExercise;
    await api(physio, `/patients/list/${patient.id}/program/lines/${line?.id ?? ''}/exercises`, lineExercisesResponse, {
      method: 'PUT',
      body: JSON.stringify({ exercises: [{ exerciseId: exercise.id, dosage: { sets: 2, repetitions: 8, restSeconds: 30 }, comment }] }),
    });
  });
  afterAll(() => browser.close());

  const open = async (viewport: { width: number; height: number }) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    return page;
  };

  /** The player's picture, drawn: fetched with the session and decoded. */
  async function pictureShown(page: Page) {
    const picture = page.getByRole('img', { name: `Bild: ${exercise.name.sv}` });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)).toBe(true);
  }

  it('shows the exercise on a tablet: picture, dosage and comment beside the counter', async () => {
    const page = await open(viewports.tablet);
    await page.goto(`/app/tasks/${patient.task.id}`);
    await page.getByRole('heading', { level: 1, name: exercise.name.sv }).waitFor();
    await pictureShown(page);
    await page.getByRole('region', { name: 'Från din fysioterapeut' }).getByText(comment).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.tablet.width);
    await expectScreenshot(page, 'patient-player-tablet', { baselineDir, fullPage: false });
    await page.context().close();
  });

  it('opens today’s exercise, counts the sets, finishes and gives feedback with pain', async () => {
    const page = await open(viewports.phone);
    const card = page.getByRole('article', { name: patient.task.exercise?.name });
    await card.getByRole('link', { name: `Starta övningen ${patient.task.exercise?.name ?? ''}` }).click();
    await page.waitForURL(`**/app/tasks/${patient.task.id}`);
    await page.getByRole('heading', { level: 1, name: exercise.name.sv }).waitFor();
    await pictureShown(page);
    for (const part of ['2 set', '8 repetitioner', 'Vila 30 sekunder mellan seten']) await page.getByRole('listitem').filter({ hasText: part }).first().waitFor();
    await page.getByText(comment).waitFor();
    await page.getByRole('heading', { name: 'Så gör du' }).waitFor();
    await page.getByRole('timer', { name: 'Vila 30 sekunder 0:30' }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await expectScreenshot(page, 'patient-player-phone', { baselineDir, fullPage: false });

    const sets = page.getByRole('region', { name: 'Set' });
    await sets.getByRole('button', { name: 'Klar med set 1' }).click();
    await sets.getByText('1 av 2').waitFor();
    await sets.getByRole('button', { name: 'Klar med set 2' }).click();
    await sets.getByText('2 av 2').waitFor();
    expect(await sets.getByRole('button', { name: 'Alla set klara' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Klar med övningen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bra jobbat!' }).waitFor();
    const form = page.getByRole('form', { name: `Hur kändes ${patient.task.exercise?.name ?? ''}?` });
    // The radio's own input is hidden under its drawn circle; the patient taps the word, and the number.
    await form.getByText('Lagom', { exact: true }).click();
    const pain = form.getByRole('radiogroup', { name: /Hur ont gjorde det/ });
    await pain.getByText('3', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Lagom' }).isChecked()).resolves.toBe(true);
    await expect(pain.getByRole('radio', { name: '3', exact: true }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Skicka' }).click();

    // Back on today, the answer is thanked for and the task is done.
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await page.getByText('Tack! Din fysioterapeut har fått ditt svar.').waitFor();
    await card.getByText(/^Klar/).first().waitFor();

    // The physio's week has the task done, with the verdict and the pain.
    const week = await api(physio, `/activities/${patient.id}`, activitiesResponse);
    expect(week.tasks.find((task) => task.id === patient.task.id)).toMatchObject({ status: 'done', difficulty: 'moderate', pain: 3 });
    await page.context().close();

    // And the physio sees both on the patient's program tab, with the task's day.
    const portal = await openPage(browser, inject('baseUrl'), viewports.desktop);
    portal.setDefaultTimeout(20_000);
    await signInAs(portal);
    await portal.goto(`/patients/view/${patient.id}/program`);
    const dayName = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long' }).format(fromIsoDate(patient.task.bookedDate));
    const row = portal.getByRole('region', { name: dayName }).getByRole('listitem').filter({ hasText: patient.task.exercise?.name ?? '' });
    await row.getByText('Utförd av patienten', { exact: true }).waitFor();
    await row.getByText('Lagom', { exact: true }).waitFor();
    await row.getByText('3 av 10', { exact: true }).waitFor();
    await portal.context().close();
  });

  it('reads at arm’s length with "Större text" on a phone', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await page.addInitScript(() => window.localStorage.setItem('rehab.patientLargeText', '1'));
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    await page.goto(`/app/tasks/${patient.task.id}`);
    await page.getByRole('heading', { level: 1, name: exercise.name.sv }).waitFor();
    await pictureShown(page);
    // Done in the test before: the player says so instead of offering to finish.
    await page.getByText('Du har redan gjort den här övningen idag').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('18px');
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await expectScreenshot(page, 'patient-player-large-text-phone', { baselineDir, fullPage: false });
    await page.context().close();
  });

  it('shows today’s exercise with its picture with the network off', async () => {
    const page = await open(viewports.phone);
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await controlledByServiceWorker(page);
    // The first load came before the service worker; this one goes through it, and today fetches its exercises again.
    await page.reload();
    const kept = { task: `/patient-app/tasks/${patient.task.id}`, picture: exercise.media[0]?.urls.page ?? '' };
    // Polled from here: a page function's promise is truthy at once to waitForFunction.
    const isKept = () => page.evaluate(async ({ task, picture }) => (await caches.match(task)) !== undefined && (await caches.match(picture)) !== undefined, kept);
    await expect.poll(isKept, { timeout: 20_000 }).toBe(true);

    await page.context().setOffline(true);
    await page.goto(`/app/tasks/${patient.task.id}`);
    await page.getByRole('status').getByText('Du är offline.', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: exercise.name.sv }).waitFor();
    await pictureShown(page);
    await page.getByRole('listitem').filter({ hasText: '8 repetitioner' }).first().waitFor();
    await page.getByText(comment).waitFor();
    await expectNoAxeViolations(page);

    // Signing out takes what was kept of the exercises with it.
    await page.context().setOffline(false);
    await page.goto('/app/profile');
    await page.getByLabel(/^Förnamn/).waitFor();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL('**/app/sign-in');
    const anyKept = () => page.evaluate(async () => (await caches.has('patient-exercise-player')) || (await caches.has('patient-exercise-media')));
    await expect.poll(anyKept, { timeout: 20_000 }).toBe(false);
    await page.context().close();
  });
});
