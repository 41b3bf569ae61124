import { reminderSettings } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { joinAsNewPatient, signInToApp, type JoinedPatient } from './joinedPatient';
import { api } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** The registration of the app's service worker once a version of it is activated, as the DevTools protocol names it. */
async function appRegistration(cdp: CDPSession): Promise<string> {
  const appScopes = new Set<string>();
  const activated = new Set<string>();
  const found = new Promise<string>((resolve) => {
    const check = () => [...activated].find((id) => appScopes.has(id)) ?? undefined;
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const each of registrations) if (new URL(each.scopeURL).pathname === '/app/' && !each.isDeleted) appScopes.add(each.registrationId);
      const id = check();
      if (id) resolve(id);
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const each of versions) if (each.status === 'activated' && each.runningStatus === 'running') activated.add(each.registrationId);
      const id = check();
      if (id) resolve(id);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Resolves once a service worker controls the page (it claims the page it was installed from). */
const controlledByServiceWorker = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });

/** The notifications the app's service worker shows now. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });

/* This file's patient joins on their own, so what they change shows in no other file. */
describe("the patient's reminders", { timeout: 120_000 }, () => {
  let browser: Browser;
  let patient: JoinedPatient;

  beforeAll(async () => {
    browser = await launchChromium();
    patient = await joinAsNewPatient({ email: 'nils.berg@example.se', password: 'Nils-losen-2026', firstName: 'Nils', lastName: 'Berg' });
  });
  afterAll(() => browser.close());

  const openReminders = async (viewport: { width: number; height: number } = viewports.phone) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, patient);
    await page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Profil' }).click();
    const reminders = page.getByRole('region', { name: 'Påminnelser' });
    await reminders.getByRole('switch', { name: 'Mejl' }).waitFor();
    return { page, reminders };
  };
  const saved = () => api(patient.token, '/patient-app/reminders', reminderSettings);

  it('turns each reminder on and off and picks the time, saved at once', async () => {
    const { page, reminders } = await openReminders();
    await expect(saved()).resolves.toEqual({ daily: true, dailyTime: '09:00', appointment: true, push: true, mail: false });
    const mail = reminders.getByRole('switch', { name: 'Mejl' });
    expect(await mail.isChecked()).toBe(false);

    const put = () => page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/patient-app/reminders');
    let answer = put();
    // A switch's own input is hidden under its drawn track; the patient taps the words.
    await reminders.getByText('Mejl', { exact: true }).click();
    expect((await answer).status()).toBe(200);
    answer = put();
    await reminders.getByText('Påminnelse dagen före ett besök', { exact: true }).click();
    await answer;
    answer = put();
    await reminders.getByRole('button', { name: /Tid för påminnelsen/ }).click();
    await page.getByRole('option', { name: '07:30' }).click();
    await answer;
    await expect(saved()).resolves.toEqual({ daily: true, dailyTime: '07:30', appointment: false, push: true, mail: true });

    // By keyboard: the daily reminder's switch takes Space.
    answer = put();
    await reminders.getByRole('switch', { name: 'Daglig påminnelse om träningen' }).focus();
    await page.keyboard.press('Space');
    await answer;
    await expect(saved()).resolves.toMatchObject({ daily: false });
    await expectNoAxeViolations(page);

    await page.reload();
    await page.getByRole('region', { name: 'Påminnelser' }).getByRole('switch', { name: 'Mejl' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Mejl' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Daglig påminnelse om träningen' }).isChecked()).toBe(false);
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(viewports)) {
    it(`draws the reminders card on a ${size}`, async () => {
      const { page, reminders } = await openReminders(viewport);
      await reminders.scrollIntoViewIfNeeded();
      await reminders.evaluate((card) => card.scrollIntoView({ block: 'center' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectScreenshot(page, `patient-reminders-${size}`, { baselineDir, fullPage: false });
      await page.context().close();
    });
  }

  it("shows a reminder push as the service worker's notification", async () => {
    const { page } = await openReminders();
    await page.context().grantPermissions(['notifications'], { origin: inject('baseUrl') });
    await controlledByServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const registrationId = await appRegistration(cdp);
    const push = { kind: 'daily', title: 'Dags för dagens träning', body: 'Du har uppgifter kvar i dag.', url: '/app/', tag: 'today-2026-11-18' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(inject('baseUrl')).origin, registrationId, data: JSON.stringify(push) });
    await expect.poll(() => shownNotifications(page), { timeout: 15_000 }).toEqual([{ title: push.title, body: push.body, tag: push.tag, data: { url: '/app/' } }]);
    // A push that is not one of ours shows nothing.
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(inject('baseUrl')).origin, registrationId, data: '{"title":"Köp nu"}' });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(inject('baseUrl')).origin, registrationId, data: JSON.stringify({ ...push, tag: 'today-2026-11-19' }) });
    await expect.poll(async () => (await shownNotifications(page)).map((each) => each.tag).sort()).toEqual(['today-2026-11-18', 'today-2026-11-19']);
    await page.context().close();
  });
});
