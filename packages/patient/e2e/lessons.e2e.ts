import { patientLessonResponse, patientLessonsResponse, patientWeekResponse, type PatientTask } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { signInAs } from '@rehab/test-kit/session';
import { signInToApp } from './joinedPatient';
import { api, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/*
 * This file's patient: the first from 1/4 to 3/8 of the active patients by id with a theory lesson unread, its day
 * come, this week or the last (a part no other file takes its patient from). The patient reads it and marks it
 * read; the demo physio sees it read on the program tab.
 */
describe('theory lessons', { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: DemoPatient;
  let lessonTask: PatientTask;
  let title: string;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    patient = await patientWithExerciseToday(physio, {
      from: 1 / 4,
      to: 3 / 8,
      accept: async (candidate) => {
        for (const weekOffset of [0, -1]) {
          const week = await api(candidate.token, `/patient-app/week?weekOffset=${weekOffset}`, patientWeekResponse);
          for (const task of week.tasks.filter((each) => each.exercise?.type === 'theory-lesson' && each.bookedDate <= week.today)) {
            const lesson = await api(candidate.token, `/patient-app/tasks/${task.id}/lesson`, patientLessonResponse);
            if (lesson.readAt === null) {
              lessonTask = task;
              title = lesson.lesson.title.sv;
              return true;
            }
          }
        }
        return false;
      },
    });
  });
  afterAll(() => browser.close());

  it('reads the lesson at each width, marks it read, and the physio sees it read', async () => {
    // The phone comes last: it marks the lesson read, after which no width offers the button.
    for (const [name, viewport] of [['tablet', viewports.tablet], ['desktop', viewports.desktop], ['phone', viewports.phone]] as const) {
      const page = await openPage(browser, inject('baseUrl'), viewport);
      page.setDefaultTimeout(20_000);
      await signInToApp(page, { email: patient.email, password: demoPatientPassword });
      await page.goto(`/app/tasks/${lessonTask.id}/lesson`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      expect(await page.getByRole('listitem').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Jag har läst lektionen' }).waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectScreenshot(page, `patient-lesson-${name}`, { baselineDir, fullPage: false });
      if (name !== 'phone') {
        await page.context().close();
        continue;
      }
      // Marked read with the keyboard, as with a tap.
      await page.getByRole('button', { name: 'Jag har läst lektionen' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(/^Du läste lektionen/).waitFor();
      await expectNoAxeViolations(page);
      await page.context().close();
    }

    const { lessons } = await api(physio, `/patients/list/${patient.id}/lessons`, patientLessonsResponse);
    expect(lessons.find((each) => each.title.sv === title)?.readAt).not.toBeNull();

    const portal = await openPage(browser, inject('baseUrl'), viewports.desktop);
    portal.setDefaultTimeout(20_000);
    await signInAs(portal);
    await portal.goto(`/patients/view/${patient.id}/program`);
    const card = portal.getByRole('region', { name: 'Teorilektioner' });
    const row = card.getByRole('listitem').filter({ hasText: title });
    await row.getByText(/^Läst /).waitFor();
    await portal.context().close();
  });
});
