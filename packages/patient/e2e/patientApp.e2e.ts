import { activitiesResponse, feedbackListResponse, patientWeekResponse } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import { isoWeek } from '@rehab/contract/dates';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { mailCount, nextSignInCode } from '@rehab/test-kit/mail';
import { api, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

describe('the patient app', { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: DemoPatient;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    patient = await patientWithExerciseToday(physio);
  });
  afterAll(() => browser.close());

  const open = async (viewport: { width: number; height: number } = viewports.phone) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    return page;
  };

  async function signInWithPassword(page: Page) {
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
  }

  const taskCard = (page: Page) => page.getByRole('article', { name: patient.task.exercise?.name });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['tablet', viewports.tablet],
  ] as const) {
    it(`signs in and shows today's tasks, then the week, on a ${size}`, async () => {
      const page = await open(viewport);
      // Signed out, the app asks the server for nothing that would be refused (the week, before the sign-in).
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(new URL(response.url()).pathname);
      });
      await page.goto('/app/');
      await page.waitForURL('**/app/sign-in');
      await page.getByRole('link', { name: 'Glömt lösenordet?' }).waitFor();
      expect(refused).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');
      await expectNoAxeViolations(page);
      await expectScreenshot(page, `patient-sign-in-${size}`, { baselineDir });

      await signInWithPassword(page);
      await page.waitForURL(/\/app\/?$/);
      await page.getByText('onsdag 18 november').waitFor();
      await taskCard(page).getByRole('button', { name: 'Markera som klar' }).waitFor();
      await page.getByRole('heading', { level: 2, name: /^v\. 47 · 16–22 nov\. 2026$/ }).waitFor();
      await expectNoAxeViolations(page);
      // No screen is wider than the device.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The screen as the device shows it, the menu at the bottom; the week below is checked by the next tests.
      await expectScreenshot(page, `patient-today-${size}`, { baselineDir, fullPage: false });
      await page.context().close();
    });
  }

  /**
   * Opens the app as a signed-in patient's phone does once it has the app: its service worker answers /app/ with
   * index.html (a first visit gets today drawn by the server, below).
   */
  async function openFromServiceWorker(page: Page) {
    await page.context().addCookies([{ name: 'patient_access_token', value: patient.token, url: `${inject('baseUrl')}/app/` }]);
    await page.route(
      (url) => url.pathname === '/app/',
      async (route) => route.fulfill({ response: await route.fetch({ url: `${inject('baseUrl')}/app/index.html` }) }),
    );
    await page.goto('/app/');
  }

  it('shows the frame and a placeholder for the tasks while the week is on its way, on opening the app', async () => {
    const page = await open();
    let answerWeek: () => void = () => undefined;
    const weekHeld = new Promise<void>((resolve) => (answerWeek = resolve));
    await page.route('**/patient-app/week?*', async (route) => {
      await weekHeld;
      await route.continue();
    });
    await openFromServiceWorker(page);
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Chatt' }).waitFor();
    await page.locator('[aria-busy="true"][aria-label="Laddar ditt program"]').waitFor();
    answerWeek();
    await taskCard(page).getByRole('button', { name: 'Markera som klar' }).waitFor();
    await page.context().close();
  });

  it("asks for the week as the app opens, before the screen's code has come, and only once", async () => {
    const page = await open();
    const weekCalls: string[] = [];
    let weekAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (weekAsked = resolve));
    await page.route('**/patient-app/week?*', async (route) => {
      weekCalls.push(new URL(route.request().url()).search);
      weekAsked();
      await route.continue();
    });
    // The socket reads the week again once it connects, for what changed meanwhile; that is not the opening's call.
    await page.routeWebSocket(/\/socket\.io\//, () => undefined);
    // Today's code comes with the frame's: it is held until the week has been asked for.
    await page.route('**/app/assets/frame-*.js', async (route) => {
      await asked;
      await route.continue();
    });
    await openFromServiceWorker(page);
    await taskCard(page).getByRole('button', { name: 'Markera som klar' }).waitFor();
    expect(weekCalls).toEqual(['?weekOffset=0']);
    await page.context().close();
  });

  /** Holds the app's entry script until `release` is called: a slow network, or a quick patient. */
  async function holdEntry(page: Page) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/app\/assets\/index-[\w-]+\.js$/, async (route) => {
      asked = true;
      await released;
      await route.continue();
    });
    return { release, wasAsked: () => asked };
  }

  it('signs in with what was typed and sent before the app had loaded, which loads only once the patient acts', async () => {
    const page = await open();
    const scripts: string[] = [];
    const pages: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.isNavigationRequest()) pages.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const entry = await holdEntry(page);
    await page.goto('/app/sign-in');
    // Drawn at build time with the BankID button, as this server offers BankID; nothing of the app has run.
    await page.getByRole('button', { name: 'Logga in med BankID' }).waitFor();
    expect(scripts).toEqual([expect.stringMatching(/^\/app\/assets\/first-act-[\w-]+\.js$/)]);
    expect(entry.wasAsked()).toBe(false);
    // The plain form is as accessible as the app's, and its fields take text at once.
    await expectNoAxeViolations(page);

    // Focusing a field starts the app.
    await page.getByLabel('E-postadress').fill(patient.email);
    await expect.poll(entry.wasAsked).toBe(true);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByLabel(/^Lösenord/).press('Enter');
    entry.release();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    // The form was held and sent by the app, never by the browser with the password in it.
    expect(pages).toEqual(['GET /app/sign-in']);
    await page.context().close();
  });

  it('does what was pressed before the app had loaded once it has, with the address typed before it', async () => {
    const page = await open();
    const entry = await holdEntry(page);
    await page.goto('/app/sign-in');
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    entry.release();
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    await expect(page.getByLabel('E-postadress').inputValue()).resolves.toBe(patient.email);
    await page.context().close();
  });

  it("draws a signed-in patient's today on the server: their tasks show before the app has loaded, and a press waits for it", async () => {
    // Another patient than the other tests', as this one marks their exercise done.
    const reader = await patientWithExerciseToday(physio, { accept: (candidate) => Promise.resolve(candidate.id !== patient.id) });
    const page = await open();
    await page.context().addCookies([{ name: 'patient_access_token', value: reader.token, url: `${inject('baseUrl')}/app/` }]);
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'fetch') calls.push(new URL(request.url()).pathname);
    });
    // React says so in the console when the markup is not what it would draw, and draws the page again.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const entry = await holdEntry(page);
    await page.goto('/app/');
    const card = page.getByRole('article', { name: reader.task.exercise?.name });
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^v\. 47 · 16–22 nov\. 2026$/ }).waitFor();
    // Drawn with the week the server read: no script but the page's own has run, and no call has been made.
    expect(scripts).toEqual([expect.stringMatching(/^\/app\/assets\/first-act-[\w-]+\.js$/)]);
    expect(entry.wasAsked()).toBe(false);
    expect(calls).toEqual([]);
    await expectNoAxeViolations(page);

    // The tap starts the app, and is done once the app has the page: with the week it came with, not asked again.
    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await expect.poll(entry.wasAsked).toBe(true);
    // Shown as taken, by the page's own script, while the app's code is still on its way.
    const held = card.getByRole('button', { name: 'Markera som klar' });
    await expect(held.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(held.getAttribute('data-pressed')).resolves.toBe('true');
    entry.release();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    const marked = await api(physio, `/activities/${reader.id}?weekOffset=0`, activitiesResponse);
    expect(marked.tasks.find((task) => task.id === reader.task.id)).toMatchObject({ status: 'done' });
    expect(errors).toEqual([]);
    // Taken back, so the patient's today is as the seed left it for the other tests.
    await card.getByRole('button', { name: 'Ångra' }).click();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await page.context().close();
  });

  it("keeps each of the week's buttons on one line on a phone, in English too, beside a long exercise name", async () => {
    // A patient whose exercise today, which the week lists with its button, has a long name: the button's least room.
    const longName = 'Rodd med gummiband – nivå 1'.length;
    const reader = await patientWithExerciseToday(physio, { accept: (candidate) => Promise.resolve((candidate.task.exercise?.name.length ?? 0) >= longName) });
    const page = await open();
    await page.addInitScript(() => localStorage.setItem('rehab.patientLanguage', 'en'));
    await page.goto('/app/sign-in');
    await page.getByLabel('Email address').fill(reader.email);
    await page.getByLabel(/^Password/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Today' }).waitFor();
    const weekButtons = page.getByRole('button', { name: /^(Mark .+ as done|Undo done for .+)$/ });
    await weekButtons.first().waitFor();
    // Each text of a button as the lines it is drawn on: squeezed by a long exercise name, "Done" broke as "Don" and "e".
    const lines = await weekButtons.evaluateAll((buttons) =>
      buttons.flatMap((button) => {
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        const texts: { text: string; lines: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          texts.push({ text: node.textContent, lines: range.getClientRects().length });
        }
        return texts;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((text) => text.lines !== 1)).toEqual([]);
    await page.context().close();
  });

  it("offers marking done only for today's and yesterday's tasks, and says in words which past ones were not done", async () => {
    const page = await open();
    await page.goto('/app/sign-in');
    await signInWithPassword(page);
    // The nearest week before this one with a task that was not done.
    let offset = -1;
    let past = await api(patient.token, `/patient-app/week?weekOffset=${offset}`, patientWeekResponse);
    while (!past.tasks.some((task) => task.status === 'planned') && offset > -8)
      past = await api(patient.token, `/patient-app/week?weekOffset=${(offset -= 1)}`, patientWeekResponse);
    const missed = past.tasks.filter((task) => task.status === 'planned');
    expect(missed.length).toBeGreaterThan(0);
    await page.goto(`/app/?week=${offset}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`^v\\. ${isoWeek(past.weekStart)} `) }).waitFor();
    // That week is over: nothing in it can be ticked off any more, and what was not done reads so.
    await expect.poll(() => page.getByText('Inte gjord', { exact: true }).count()).toBe(missed.length);
    await expect(page.getByRole('button', { name: /^Markera .+ som klar$/ }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Denna vecka' }).click();
    await page.getByRole('heading', { level: 2, name: /^v\. 47 / }).waitFor();
    const thisWeek = await api(patient.token, '/patient-app/week?weekOffset=0', patientWeekResponse);
    const markable = thisWeek.tasks.filter((task) => task.status === 'planned' && task.bookedDate >= '2026-11-17' && task.bookedDate <= '2026-11-18');
    const missedThisWeek = thisWeek.tasks.filter((task) => task.status === 'planned' && task.bookedDate < '2026-11-18');
    await expect.poll(() => page.getByText('Inte gjord', { exact: true }).count()).toBe(missedThisWeek.length);
    await expect.poll(() => page.getByRole('button', { name: /^Markera .+ som klar$/ }).count()).toBe(markable.length);
    // The week's button says what it does; it is not a tick beside the done ones' ticks.
    await expect(page.getByRole('button', { name: /^Markera .+ som klar$/ }).last().textContent()).resolves.toBe('Markera klar');
    const monday = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Mån 16/11' }) });
    await monday.scrollIntoViewIfNeeded();
    await expectScreenshot(page, 'patient-week-phone', { baselineDir, fullPage: false });
    await page.context().close();
  });

  it('steps to the previous week and back', async () => {
    const page = await open();
    await page.goto('/app/sign-in');
    await signInWithPassword(page);
    const previous = await api(patient.token, '/patient-app/week?weekOffset=-1', patientWeekResponse);
    await page.getByRole('button', { name: 'Föregående vecka' }).click();
    await page.getByRole('heading', { level: 2, name: /^v\. 46 · 9–15 nov\. 2026$/ }).waitFor();
    await page.waitForURL(/\?week=-1$/);
    const done = previous.tasks.filter((task) => task.status === 'done').length;
    await page.getByRole('progressbar', { name: 'Klart' }).waitFor();
    await expect(page.getByRole('progressbar', { name: 'Klart' }).getAttribute('aria-valuetext')).resolves.toBe(`${done} av ${previous.tasks.length} klara`);
    await page.getByRole('button', { name: 'Denna vecka' }).click();
    await page.getByRole('heading', { level: 2, name: /^v\. 47 / }).waitFor();
    await page.context().close();
  });

  it("marks today's exercise done, rates it hard, and the physio sees both; then undoes it the same day", async () => {
    const page = await open();
    await page.goto('/app/sign-in');
    await signInWithPassword(page);
    const card = taskCard(page);
    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();

    const physioTask = async () =>
      (await api(physio, `/activities/${patient.id}?weekOffset=0`, activitiesResponse)).tasks.find((task) => task.id === patient.task.id);
    await expect(physioTask()).resolves.toMatchObject({ status: 'done' });

    const feedback = card.getByRole('form', { name: `Hur kändes ${patient.task.exercise?.name}?` });
    // The radio's own input is hidden under its drawn circle; the patient taps the word.
    await feedback.getByText('Svår', { exact: true }).click();
    await expect(feedback.getByRole('radio', { name: 'Svår' }).isChecked()).resolves.toBe(true);
    await feedback.getByLabel('Kommentar till din fysioterapeut (valfritt)').fill('Tungt i vaderna');
    await expectNoAxeViolations(page);
    await feedback.getByRole('button', { name: 'Skicka' }).click();
    await page.getByText('Tack! Din fysioterapeut har fått ditt svar.').waitFor();
    const [latest] = await api(physio, `/patients/list/${patient.id}/feedback/list?limit=1`, feedbackListResponse);
    expect(latest).toMatchObject({ exerciseId: patient.task.exercise?.id, feedback: 'hard', feedbackNote: 'Tungt i vaderna' });

    await card.getByRole('button', { name: 'Ångra' }).click();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await expect(physioTask()).resolves.toMatchObject({ status: 'planned', completedAt: null });
    await page.context().close();
  });

  it('signs in with a mailed code, signs out, and the old session no longer opens the app', async () => {
    const page = await open();
    await page.goto('/app/sign-in');
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    // The press is done once the app has taken the page over; the password form has an address field too.
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    // The address typed in the code form goes with the patient to the password form and back.
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByRole('button', { name: 'Logga in med lösenord i stället' }).click();
    await expect(page.getByLabel('E-postadress').inputValue()).resolves.toBe(patient.email);
    await page.getByRole('button', { name: 'Logga in med kod via e-post i stället' }).click();
    await page.getByRole('button', { name: 'Skicka kod' }).waitFor();
    await expect(page.getByLabel('E-postadress').inputValue()).resolves.toBe(patient.email);
    const before = mailCount();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await page.getByLabel('Siffra 1 av 6').waitFor();
    await expectNoAxeViolations(page);
    const code = await nextSignInCode(patient.email, before);
    await page.getByLabel('Siffra 1 av 6').focus();
    await page.keyboard.type(code);
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
    const cookie = (await page.context().cookies()).find((each) => each.name === 'patient_access_token');
    expect(cookie).toMatchObject({ path: '/app', sameSite: 'Lax' });

    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    // Tapped once the profile has come: the form coming in moves the button down, and a tap meanwhile can miss it.
    await page.getByLabel(/^Förnamn/).waitFor();
    // Signing out does not wait for the server: held here until the app shows sign-in, it is answered after.
    let answerSignOut = () => {};
    const held = new Promise<void>((resolve) => (answerSignOut = resolve));
    await page.route('**/users/sign-out', async (route) => {
      await held;
      await route.continue();
    });
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/users/sign-out'));
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.waitForURL('**/app/sign-in');
    answerSignOut();
    await signedOut;
    await page.goto('/app/');
    await page.waitForURL('**/app/sign-in');
    // The token itself was revoked, not only forgotten by the browser.
    const revoked = await fetch(`${inject('baseUrl')}/patient-app/week`, { headers: { authorization: `Bearer ${cookie?.value ?? ''}` } });
    expect(revoked.status).toBe(401);
    await page.context().close();
  });
});
