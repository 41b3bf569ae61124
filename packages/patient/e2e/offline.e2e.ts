import { activitiesResponse, feedbackListResponse } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { api, controlledByServiceWorker, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

const isWeekCall = (url: string) => new URL(url).pathname === '/patient-app/week';

/**
 * This file's patient: an active patient with a strength exercise planned today, counted up from five eighths
 * of all patients by id, below three quarters. The app's main file counts up from the middle, the chat file down
 * from it; the file where the physio and the patient meet puts back what it changes.
 */
const offlinePatient = (physio: string) => patientWithExerciseToday(physio, { from: 5 / 8, to: 3 / 4 });

describe('the patient app installed and offline', { timeout: 180_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: DemoPatient;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    patient = await offlinePatient(physio);
  });
  afterAll(() => browser.close());

  it('is installable: the page links the manifest, which names the app in Swedish, and its icons and service worker are served', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    await page.goto('/app/sign-in');
    await expect(page.locator('link[rel="manifest"]').getAttribute('href')).resolves.toBe('/app/manifest.webmanifest');

    const response = await fetch(`${inject('baseUrl')}/app/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Rehab – din träning', short_name: 'Rehab', lang: 'sv', start_url: '/app/', scope: '/app/', display: 'standalone' });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, response.url));
      expect(image.headers.get('content-type'), icon.src).toBe('image/png');
    }
    const worker = await fetch(`${inject('baseUrl')}/app/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    await page.context().close();
  });

  it('opens offline with the last-loaded program, queues a task marked done and its rating, sends them once when back online, tells of a mark refused for good, and queues an undo', async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(30_000);
    const sent: string[] = [];
    const undone: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && (path === `/patient-app/tasks/${patient.task.id}/done` || path === '/patient-app/feedback')) sent.push(path);
      if (request.method() === 'DELETE' && path === `/patient-app/tasks/${patient.task.id}/done`) undone.push(path);
    });

    await page.goto('/app/sign-in');
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    await controlledByServiceWorker(page);
    // The first load came before the service worker; this one goes through it, which keeps the week.
    const cached = page.waitForResponse((response) => isWeekCall(response.url()) && response.fromServiceWorker());
    await page.reload();
    expect((await cached).ok()).toBe(true);
    // The service worker stores the answer just after handing it on.
    // Polled from here: a page function's promise is truthy at once to waitForFunction.
    await expect.poll(() => page.evaluate(async () => (await caches.match('/patient-app/week?weekOffset=0')) !== undefined), { timeout: 20_000 }).toBe(true);

    await page.context().setOffline(true);
    const fromCache = page.waitForResponse((response) => isWeekCall(response.url()));
    await page.reload();
    expect((await fromCache).fromServiceWorker()).toBe(true);
    await page.getByRole('status').getByText('Du är offline.', { exact: false }).waitFor();
    await page.getByText('onsdag 18 november').waitFor();
    const card = page.getByRole('article', { name: patient.task.exercise?.name });
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await expectNoAxeViolations(page);
    // The picture is of the offline note: the screen below it (whose patient and counts follow what other files
    // did before) and the menu (other areas add their entries to it) are painted over.
    await expectScreenshot(page, 'patient-offline-phone', { baselineDir, fullPage: false, mask: [page.locator('main > *'), page.getByRole('navigation', { name: 'Meny' })] });

    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await card.getByText('Klar – skickas när du är online igen').waitFor();
    const feedback = card.getByRole('form', { name: `Hur kändes ${patient.task.exercise?.name}?` });
    await feedback.getByText('Lätt', { exact: true }).click();
    await feedback.getByLabel('Kommentar till din fysioterapeut (valfritt)').fill('Gick lätt på tåget');
    await feedback.getByRole('button', { name: 'Skicka' }).click();
    await page.getByText('Tack! Ditt svar skickas till din fysioterapeut när du är online igen.').waitFor();
    await page.getByRole('listitem').filter({ hasText: patient.task.exercise?.name ?? '' }).getByText('Skickas senare').waitFor();
    await expectNoAxeViolations(page);

    // Still waiting after a reload, and nothing has reached the server.
    await page.reload();
    await card.getByText('Klar – skickas när du är online igen').waitFor();
    expect(sent).toEqual([]);
    const physioTask = async () =>
      (await api(physio, `/activities/${patient.id}?weekOffset=0`, activitiesResponse)).tasks.find((task) => task.id === patient.task.id);
    await expect(physioTask()).resolves.toMatchObject({ status: 'planned' });

    // A third mark, of a task the physio took out of the program while the phone was offline: the server no
    // longer has it, so it is refused for good and the patient is told which exercise and why.
    await page.evaluate(
      ({ key, owner }) => {
        const entries = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
        const removed = { kind: 'done', taskId: '00000000-0000-4000-8000-000000000000', exerciseName: 'Tåhävningar' };
        localStorage.setItem(key, JSON.stringify([...entries, { key: 'done:removed', owner, item: removed }]));
      },
      { key: 'rehab-patient-offline:tasks', owner: patient.id },
    );

    const weekReadAgain = page.waitForResponse((response) => isWeekCall(response.url()) && response.request().method() === 'GET');
    await page.context().setOffline(false);
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    await weekReadAgain;
    const messages = page.getByRole('region', { name: 'Meddelanden' });
    const refused = messages.getByText('Tåhävningar kunde inte markeras som klar');
    await refused.waitFor();
    await messages.getByText('Övningen finns inte längre i ditt program.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    // It stays until the patient closes it.
    await messages.getByRole('button', { name: 'Stäng' }).click();
    await refused.waitFor({ state: 'detached' });
    await expect(card.getByText('Klar – skickas när du är online igen').count()).resolves.toBe(0);
    await page.getByRole('status').getByText('Du är offline.', { exact: false }).waitFor({ state: 'detached' });

    expect(sent).toEqual([`/patient-app/tasks/${patient.task.id}/done`, '/patient-app/feedback']);
    await expect(physioTask()).resolves.toMatchObject({ status: 'done' });
    const [latest] = await api(physio, `/patients/list/${patient.id}/feedback/list?limit=1`, feedbackListResponse);
    expect(latest).toMatchObject({ exerciseId: patient.task.exercise?.id, feedback: 'easy', feedbackNote: 'Gick lätt på tåget' });
    // Nothing is left to send again.
    await expect(page.evaluate(() => localStorage.getItem('rehab-patient-offline:tasks'))).resolves.toBeNull();
    await page.reload();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    expect(sent).toHaveLength(2);

    // Undone offline: the task is not done at once, and the undo waits. Marking it done again takes the undo
    // back (the server still has it done), and undoing it once more queues one undo, kept across a reload.
    await page.context().setOffline(true);
    await page.getByRole('status').getByText('Du är offline.', { exact: false }).waitFor();
    const waitingUndo = card.getByText('Inte klar – ändringen skickas när du är online igen');
    await card.getByRole('button', { name: 'Ångra' }).click();
    await waitingUndo.waitFor();
    await page.getByRole('listitem').filter({ hasText: patient.task.exercise?.name ?? '' }).getByText('Skickas senare').waitFor();
    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    await card.getByRole('button', { name: 'Hoppa över' }).click();
    await card.getByRole('button', { name: 'Ångra' }).click();
    await waitingUndo.waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await waitingUndo.waitFor();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    expect(undone).toEqual([]);
    await expect(physioTask()).resolves.toMatchObject({ status: 'done' });

    const undoSent = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/patient-app/tasks/${patient.task.id}/done`,
    );
    await page.context().setOffline(false);
    expect((await undoSent).ok()).toBe(true);
    await waitingUndo.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await expect(physioTask()).resolves.toMatchObject({ status: 'planned', completedAt: null });
    await page.reload();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    expect(undone).toHaveLength(1);
    expect(sent).toHaveLength(2);

    // Signing out takes the kept weeks with it.
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    // Tapped once the profile has come: the form coming in moves the button down, and a tap meanwhile can miss it.
    await page.getByLabel(/^Förnamn/).waitFor();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL('**/app/sign-in');
    await expect.poll(() => page.evaluate(() => caches.has('patient-week')), { timeout: 20_000 }).toBe(false);
    await page.context().close();
  });
});
