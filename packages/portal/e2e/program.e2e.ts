import { activitiesResponse, activityStatisticResponse, patientDetails, patientMarkDaysBack, todoResponse, type ActivitiesResponse } from '@rehab/contract';
import { getISOWeek } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPatients, signInAs } from '@rehab/test-kit/session';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { readFile } from 'node:fs/promises';

/*
 * This file's patient: the 10th active patient from the end of the demo physio's patient list sorted by
 * id, chosen once per run. Only this file uses it, so its levels, program and tasks may change here. It
 * counts from the end because this file ends its treatment: patients.e2e.ts counts from the start, and a
 * patient who is no longer active must not move the ones it picks, whichever file runs first.
 */
const patientFromEnd = 10;

/** The week heading as the portal writes it in Swedish, e.g. "v. 48 · 23–29 nov. 2026". */
function weekHeading(week: Pick<ActivitiesResponse, 'weekStart' | 'weekEnd'>) {
  const local = (date: string) => new Date(`${date}T12:00:00`);
  const range = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    local(week.weekStart),
    local(week.weekEnd),
  );
  return `v. ${getISOWeek(local(week.weekStart))} · ${range}`;
}

describe('the patient program and statistics tabs', { timeout: 90_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let patientId = '';

  const api = async (path: string) => {
    const response = await page.request.get(`${inject('baseUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const weekOf = async (weekOffset: number) =>
    activitiesResponse.parse(await api(`/activities/${patientId}?weekOffset=${weekOffset}`));
  const levelSelect = (type: string) => page.getByRole('button', { name: new RegExp(`Nivå för ${type}`) });

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    page.setDefaultTimeout(20_000);
    token = await signInAs(page);
    if (patientId) return;
    const patients = await allPatients(token);
    const active = patients.filter((patient) => patient.status === 'active').sort((a, b) => a.id.localeCompare(b.id));
    patientId = active[active.length - patientFromEnd]?.id ?? '';
    expect(patientId).not.toBe('');
  });
  afterAll(() => browser.close());

  it('shows this week Monday to Sunday with its tasks, and steps between weeks', async () => {
    const [thisWeek, previousWeek, nextWeek] = await Promise.all([weekOf(0), weekOf(-1), weekOf(1)]);
    await page.goto(`/patients/view/${patientId}/program`);
    const heading = page.getByRole('heading', { level: 2, name: weekHeading(thisWeek) });
    await heading.waitFor();
    const days = page.getByRole('region', { name: /^(måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag) / });
    await expect(days.count()).resolves.toBe(7);
    await expect(days.first().getAttribute('aria-label')).resolves.toMatch(/^måndag /);
    await expect(days.last().getAttribute('aria-label')).resolves.toMatch(/^söndag /);
    // Every task of the week is listed with its outcome in words. One whose day is not over (today's
    // too, at ten in the morning) is planned, not missed; only one whose day has come can be marked done.
    const outcomes = page.getByText(/^(Utförd av patienten|Utförd av fysioterapeut för patienten|Ej utförd av patienten|Hoppades över av patienten|Planerad)$/);
    await expect(outcomes.count()).resolves.toBe(thisWeek.tasks.length);
    const today = dayInSweden(now());
    const planned = thisWeek.tasks.filter((task) => task.status === 'planned');
    const upcoming = planned.filter((task) => task.bookedDate >= today);
    expect(upcoming.some((task) => task.bookedDate === today)).toBe(true);
    expect(upcoming.some((task) => task.bookedDate > today)).toBe(true);
    await expect(page.getByText('Planerad', { exact: true }).count()).resolves.toBe(upcoming.length);
    await expect(page.getByText('Ej utförd av patienten', { exact: true }).count()).resolves.toBe(planned.length - upcoming.length);
    await expect(page.getByRole('button', { name: /^Markera som utförd: / }).count()).resolves.toBe(
      planned.filter((task) => task.bookedDate <= today).length,
    );
    await expect(page.getByRole('button', { name: 'Denna vecka' }).isDisabled()).resolves.toBe(true);
    // Each exercise at the patient's level is shown with its group and how to do it.
    expect(thisWeek.exercises.length).toBeGreaterThan(0);
    for (const exercise of thisWeek.exercises) {
      // The exercise's own item, inside the item of its kind, in the levels' card (the program's lines name exercises
      // too), found by its instruction: the library's progressions give one name to more than one exercise.
      const levels = page.getByRole('region', { name: 'Övningar och nivåer' });
      const item = levels
        .getByRole('listitem')
        .filter({ hasText: exercise.name })
        .filter({ has: page.getByText(exercise.instruction, { exact: true }) })
        .last();
      await item.getByText(`Grupp: ${exercise.groupDisplayName}`, { exact: false }).waitFor();
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await page.getByRole('heading', { level: 2, name: weekHeading(nextWeek) }).waitFor();
    await page.getByRole('button', { name: 'Denna vecka' }).click();
    await heading.waitFor();
    await page.getByRole('button', { name: 'Föregående vecka' }).click();
    await page.getByRole('heading', { level: 2, name: weekHeading(previousWeek) }).waitFor();
    await expect(outcomes.count()).resolves.toBe(previousWeek.tasks.length);
  });

  it('looks right on this week, with its tasks and their outcomes', async () => {
    // The suite's clock is fixed (clock.ts) and nothing has changed this patient yet: the week is the same every run.
    await page.goto(`/patients/view/${patientId}/program`);
    await page.getByRole('heading', { level: 2, name: weekHeading(await weekOf(0)) }).waitFor();
    await page.getByText('Planerad', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'program-tab', { fullPage: false });
  });

  it('changes a level with a toast, and the level stays after a reload', async () => {
    const before = (await weekOf(0)).levels.find((level) => level.exerciseType === 'strength')?.level ?? 1;
    const wanted = before === 10 ? 9 : before + 1;
    await page.goto(`/patients/view/${patientId}/program`);
    await levelSelect('Styrka').click();
    await page.getByRole('option', { name: `Nivå ${wanted}`, exact: true }).click();
    await page.getByText('Nivån ändrad').waitFor();
    await expect(levelSelect('Styrka').textContent()).resolves.toContain(`Nivå ${wanted}`);

    await page.reload();
    await levelSelect('Styrka').waitFor();
    await expect(levelSelect('Styrka').textContent()).resolves.toContain(`Nivå ${wanted}`);
    const week = await weekOf(0);
    expect(week.levels.find((level) => level.exerciseType === 'strength')?.level).toBe(wanted);

    // One level: the week's planned strength from today, and every strength line of the program, follow it.
    const today = dayInSweden(now());
    const coming = week.tasks.filter((task) => task.type === 'exercise-strength' && task.status === 'planned' && task.bookedDate >= today);
    expect(coming.length).toBeGreaterThan(0);
    for (const task of coming) {
      expect(task.level).toBe(wanted);
      const region = page.getByRole('region', { name: new RegExp(`^\\S+ ${Number(task.bookedDate.slice(8))} november$`) });
      await region.getByText(`– nivå ${wanted}`, { exact: false }).first().waitFor();
      await expect(region.getByText(`– nivå ${before}`, { exact: false }).count()).resolves.toBe(0);
    }
    const strengthLines = page.getByRole('button', { name: /^Ändra Styrka på / });
    await expect(strengthLines.count()).resolves.toBeGreaterThan(0);
    await strengthLines.first().click();
    const dialog = page.getByRole('dialog', { name: 'Ändra programrad: Styrka' });
    await expect(dialog.getByRole('button', { name: /Nivå/ }).textContent()).resolves.toContain(`Nivå ${wanted}`);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    const levels = page.getByRole('grid', { name: 'Patientens programrader' }).getByRole('row').filter({ hasText: 'Styrka' });
    for (const row of await levels.all()) await expect(row.getByRole('gridcell').nth(1).textContent()).resolves.toBe(String(wanted));
  });

  it('shows the error toast when the server cannot change the level, and keeps the level', async () => {
    const before = (await weekOf(0)).levels.find((level) => level.exerciseType === 'walking')?.level ?? 1;
    const wanted = before === 1 ? 2 : before - 1;
    await page.route('**/user-exercises/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal Server Error', statusCode: 500 }),
      }),
    );
    await page.goto(`/patients/view/${patientId}/program`);
    await levelSelect('Promenad').click();
    await page.getByRole('option', { name: `Nivå ${wanted}`, exact: true }).click();
    await page.getByText('Kunde inte ändra nivån').waitFor();
    await expect(levelSelect('Promenad').textContent()).resolves.toContain(`Nivå ${before}`);
    expect((await weekOf(0)).levels.find((level) => level.exerciseType === 'walking')?.level).toBe(before);
  });

  it('marks a planned task as done once its day has come', async () => {
    // The nearest week with a planned task whose day has come: today's, or a missed one before.
    const today = dayInSweden(now());
    const markable = (candidate: ActivitiesResponse) => candidate.tasks.some((task) => task.status === 'planned' && task.bookedDate <= today);
    let offset = 0;
    let week = await weekOf(offset);
    while (!markable(week) && offset > -8) week = await weekOf((offset -= 1));
    expect(markable(week)).toBe(true);
    await page.goto(`/patients/view/${patientId}/program`);
    await page.getByRole('heading', { level: 2, name: weekHeading(await weekOf(0)) }).waitFor();
    for (let step = 0; step < Math.abs(offset); step += 1)
      await page.getByRole('button', { name: offset > 0 ? 'Nästa vecka' : 'Föregående vecka' }).click();
    await page.getByRole('heading', { level: 2, name: weekHeading(week) }).waitFor();
    const byPhysio = page.getByText('Utförd av fysioterapeut för patienten', { exact: true });
    const before = await byPhysio.count();
    const mark = page.getByRole('button', { name: /^Markera som utförd: / }).first();
    const label = (await mark.getAttribute('aria-label')) ?? '';
    await mark.click();
    // The physio marks it on the patient's behalf: asked first, and Cancel is where focus starts.
    const question = page.getByRole('alertdialog', { name: 'Markera som utförd för patienten?' });
    await question.getByRole('button', { name: 'Avbryt' }).click();
    await question.waitFor({ state: 'detached' });
    expect((await weekOf(offset)).tasks.filter((task) => task.status === 'done')).toHaveLength(week.tasks.filter((task) => task.status === 'done').length);
    await page.getByRole('button', { name: label, exact: true }).click();
    await question.getByRole('button', { name: 'Markera som utförd' }).click();
    await page.getByText('Aktiviteten markerad som utförd').waitFor();
    await expect.poll(() => byPhysio.count()).toBe(before + 1);
    const after = await weekOf(offset);
    const done = after.tasks.filter((task) => task.status === 'done');
    expect(done).toHaveLength(week.tasks.filter((task) => task.status === 'done').length + 1);
    expect(done.filter((task) => task.doneOnBehalf)).toHaveLength(week.tasks.filter((task) => task.doneOnBehalf).length + 1);

    // Taken back: planned again, as the patient left it.
    await page.getByRole('button', { name: label.replace(/^Markera som utförd: /, 'Ångra utförd: '), exact: true }).click();
    await page.getByText('Markeringen ångrad').waitFor();
    await expect.poll(() => byPhysio.count()).toBe(before);
    await page.getByRole('button', { name: label, exact: true }).waitFor();
    expect((await weekOf(offset)).tasks.filter((task) => task.status === 'done')).toHaveLength(week.tasks.filter((task) => task.status === 'done').length);
  });

  it('changes a program line in a dialog, checking the dates first', async () => {
    await page.goto(`/patients/view/${patientId}/program`);
    const dialog = page.getByRole('dialog', { name: 'Ändra programrad: Mindfulness' });
    // The tab's cards load one after another and draw the table's rows again: a press whose pointer went down on a
    // row drawn before and up on the one drawn after is no press, so it is pressed again until the dialog is open.
    const change = page.getByRole('button', { name: /^Ändra Mindfulness på / });
    await expect
      .poll(async () => {
        if (!(await dialog.isVisible())) await change.click({ timeout: 2_000 }).catch(() => undefined);
        return dialog.isVisible();
      })
      .toBe(true);
    await expectNoAxeViolations(page);

    // A finish before the start is refused on the finish field.
    const finishYear = dialog.getByRole('group', { name: 'Slut', exact: true }).getByRole('spinbutton', { name: /år/ });
    await finishYear.click();
    await page.keyboard.type('2001');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await dialog.getByText('Ogiltigt slutdatum').waitFor();

    await finishYear.click();
    await page.keyboard.type('2099');
    await dialog.getByRole('button', { name: /Nivå/ }).click();
    await page.getByRole('option', { name: 'Nivå 3', exact: true }).click();
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await page.getByText('Programmet uppdaterat').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The dialog closes before the week is read again with the new level.
    await expect.poll(() => levelSelect('Mindfulness').textContent()).toContain('Nivå 3');
  });

  it('shows compliance, activities and the health report as charts with their data', async () => {
    await page.goto(`/patients/view/${patientId}/statistics`);
    const charts = [
      'Följsamhet per aktivitetsslag',
      'Aktiviteter per vecka',
      'Aktiviteter per typ',
      'Stresskalan över tid och dess förändring',
      'Rapporterad fysisk funktion över tid',
      'Rapporterat välmående över tid',
      'Skattning av upplevd förmåga över tid',
      'Skattning av välmående genom aktivitetsindex',
    ];
    for (const title of charts) {
      const figure = page.getByRole('figure', { name: title, exact: true });
      await figure.waitFor();
      // The chart's accessible table holds its figures, one row per point.
      await expect(figure.getByRole('row').count(), title).resolves.toBeGreaterThan(1);
      await expect(figure.locator('svg').count(), title).resolves.toBeGreaterThan(0);
    }
    // The weeks chart stops at this week: a week that has not begun is not shown as "not done".
    const statistic = activityStatisticResponse.parse(await api(`/patients/list/${patientId}/activity-statistic`));
    const today = dayInSweden(now());
    const begun = statistic.byWeek.filter((week) => week.weekStart <= today);
    expect(begun.length).toBeLessThan(statistic.byWeek.length);
    const weeks = page.getByRole('figure', { name: 'Aktiviteter per vecka', exact: true }).getByRole('row');
    await expect(weeks.count()).resolves.toBe(begun.length + 1);
    await expect(page.getByRole('group', { name: 'Följsamhet övningar' }).textContent()).resolves.toMatch(/\d+\s?%/);
    await expect(
      page.getByRole('region', { name: 'Stresskala' }).getByRole('group', { name: 'Senaste värde' }).textContent(),
    ).resolves.toMatch(/\d/);
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'statistics-tab');

    // The last four weeks: the weeks chart and the download hold only those weeks.
    await page.getByRole('button', { name: /^Hela behandlingen/ }).click();
    await page.getByRole('option', { name: 'De senaste 4 veckorna' }).click();
    const from = addDays(today, -27);
    const recent = activityStatisticResponse.parse(await api(`/patients/list/${patientId}/activity-statistic?from=${from}&to=${today}`));
    expect(recent.byWeek.length).toBeLessThan(begun.length);
    await expect.poll(() => weeks.count()).toBe(recent.byWeek.length + 1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Ladda ner som CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`statistik-${from}-${today}.csv`);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).split(/\r?\n/);
    for (const week of recent.byWeek) expect(csv).toContain(`${week.weekStart};${week.done};${week.skipped};${week.missed};${week.planned}`);
  });

  it("shows the result and comments the patient reported with a task", async () => {
    const today = dayInSweden(now());
    // The patient reports today's or yesterday's task; an older one only the physio may mark. The tab's patient, or
    // the next active one, whose week has such a task still planned.
    const earliest = addDays(today, -patientMarkDaysBack);
    const reportable = (candidate: ActivitiesResponse) =>
      candidate.tasks.find((task) => task.status === 'planned' && task.bookedDate <= today && task.bookedDate >= earliest);
    const weekOfPatient = async (id: string, weekOffset: number) => activitiesResponse.parse(await api(`/activities/${id}?weekOffset=${weekOffset}`));
    const active = (await allPatients(token)).filter((patient) => patient.status === 'active').map((patient) => patient.id);
    let reporter = '';
    let offset = 0;
    let week = await weekOf(0);
    for (const id of [patientId, ...active.filter((other) => other !== patientId)]) {
      for (const weekOffset of [0, -1]) {
        const candidate = await weekOfPatient(id, weekOffset);
        if (reportable(candidate)) [reporter, offset, week] = [id, weekOffset, candidate];
        if (reporter) break;
      }
      if (reporter) break;
    }
    const task = reportable(week);
    if (!task) throw new Error('no planned task of today or yesterday');
    const { email } = patientDetails.parse(await api(`/patients/list/${reporter}`));
    const signIn = await page.request.post(`${inject('baseUrl')}/patient-app/sign-in`, { data: { email, password: 'Patient-demo-2026' } });
    const { access_token: patientToken } = (await signIn.json()) as { access_token: string };
    const reported = await page.request.post(`${inject('baseUrl')}/patient-app/tasks/${task.id}/done`, {
      headers: { authorization: `Bearer ${patientToken}` },
      data: { comments: 'Lite ont i knät efteråt.', result: '3 set om 10' },
    });
    expect(reported.status()).toBe(200);

    await page.goto(`/patients/view/${reporter}/program`);
    await page.getByRole('heading', { level: 2, name: weekHeading(await weekOfPatient(reporter, 0)) }).waitFor();
    for (let step = 0; step < Math.abs(offset); step += 1) await page.getByRole('button', { name: 'Föregående vecka' }).click();
    await page.getByRole('heading', { level: 2, name: weekHeading(week) }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: 'Lite ont i knät efteråt.' });
    await item.getByText('Patientens kommentar', { exact: true }).waitFor();
    await item.getByText('Resultat', { exact: true }).waitFor();
    await item.getByText('3 set om 10', { exact: true }).waitFor();
    await item.getByText('Utförd av patienten', { exact: true }).waitFor();
  });

  // Last: the patient's treatment ends here.
  it('shows the program as ended once the treatment ends: nothing planned after it, nothing to mark or change', async () => {
    const today = dayInSweden(now());
    const todoOfToday = async () => todoResponse.parse(await api('/specialists/patients/todo?limit=100')).items;
    expect((await weekOf(1)).tasks.length).toBeGreaterThan(0);
    await page.goto(`/patients/view/${patientId}/program`);
    await page.getByRole('heading', { level: 2, name: weekHeading(await weekOf(0)) }).waitFor();
    await page.getByRole('button', { name: 'Avsluta behandling' }).click();
    await page.getByRole('alertdialog', { name: 'Avsluta behandling?' }).getByRole('button', { name: 'Avsluta behandling' }).click();
    const toasts = page.getByRole('region', { name: 'Meddelanden' });
    await toasts.getByText('Behandlingen är avslutad').waitFor();
    // The toast is closed, not left to time out: how long the checks below take must not decide the picture.
    await toasts.getByRole('button', { name: 'Stäng' }).click();
    await toasts.getByText('Behandlingen är avslutad').waitFor({ state: 'detached' });

    const notice = page.getByRole('note', { name: 'Programmet är avslutat' });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(/Behandlingen avslutades \d+ november 2026/);
    // The notice comes with the program; the week's tasks are read again beside it and may come a moment later.
    await expect.poll(() => page.getByRole('button', { name: /^Markera som utförd: / }).count()).toBe(0);
    await expect(levelSelect('Styrka').isDisabled()).resolves.toBe(true);
    for (const edit of await page.getByRole('button', { name: /^Ändra .* på / }).all()) await expect(edit.isDisabled()).resolves.toBe(true);
    // Nothing is planned after today, the day it ended: the days after it are empty.
    const week = await weekOf(0);
    expect(week.tasks.every((task) => task.bookedDate <= today)).toBe(true);
    expect((await weekOf(1)).tasks).toEqual([]);
    await expect
      .poll(() => page.getByText('Planerad', { exact: true }).count())
      .toBe(week.tasks.filter((task) => task.status === 'planned' && task.bookedDate === today).length);
    expect((await todoOfToday()).some((item) => item.patient.id === patientId)).toBe(false);
    await expectNoAxeViolations(page);
    // From the top: where the page was left scrolled depends on how long the patient's program is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectScreenshot(page, 'program-ended', { fullPage: false });
  });
});
