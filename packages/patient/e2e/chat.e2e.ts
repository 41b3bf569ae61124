import { chat, chatListResponse, chatMessage, chatMessagesResponse, notificationListResponse, notificationsReadResponse } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockTimes, expectNoAxeViolations, expectScreenshot, launchChromium, openPage, socketConnected, viewports } from '@rehab/test-kit/browser';
import { allPages, allPatients, demoPhysio } from '@rehab/test-kit/session';
import { api, demoPatientPassword, patientToken, physioToken } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** A picture as a phone takes one, landscape and a few hundred pixels wide: it needs room in the thread once drawn. */
function picture(): Buffer {
  const png = new PNG({ width: 320, height: 200 });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([107, 183, 205, 255], index);
  return PNG.sync.write(png);
}

/** How far the log is scrolled short of its end. */
const shortOfEnd = (log: Locator) => log.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);

/** Resolves with the page's next POST /chats/{chatId}/read once the server has answered it. */
const chatRead = (page: Page, chatId: string) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/chats/${chatId}/read`);

/*
 * This file's patient: an active patient without a chat, counted down from the middle of all patients by id.
 * The patient app's other file counts up from the middle and the portal's Inbox takes the last, so no other
 * file writes to this chat; the physio's notifications it causes are read again at the end.
 */
describe("the patient's chat with their physio", { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: { id: string; email: string; token: string };
  let chatId = '';

  const physioWrites = async (text: string) => {
    const form = new FormData();
    form.append('text', text);
    const response = await fetch(`${inject('baseUrl')}/chats/${chatId}/messages`, { method: 'POST', headers: { authorization: `Bearer ${physio}` }, body: form });
    expect(response.status).toBe(201);
    return chatMessage.parse(await response.json());
  };

  async function signIn(page: Page) {
    await page.goto('/app/sign-in');
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
  }

  const open = async (viewport: { width: number; height: number }) => {
    const page = await openPage(browser, inject('baseUrl'), viewport);
    page.setDefaultTimeout(20_000);
    return page;
  };

  /** Times follow the clock: each is written as 00:00, so the layout around it stays put, and painted over. */
  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    const everyone = (await allPatients(physio)).sort((a, b) => a.id.localeCompare(b.id));
    for (const candidate of everyone.slice(0, Math.floor(everyone.length / 2)).reverse()) {
      if (candidate.status !== 'active') continue;
      const token = await patientToken(candidate.email);
      if ((await api(token, '/chats', chatListResponse)).length > 0) continue;
      patient = { id: candidate.id, email: candidate.email, token };
      break;
    }
    if (!patient) throw new Error('no active patient without a chat in the first half of the seed');
    // The physio opens the chat, as they do from the portal; the patient's app finds it there.
    chatId = (await api(physio, '/chats', chat, { method: 'POST', body: JSON.stringify({ patientId: patient.id }) })).id;
  });
  afterAll(async () => {
    const notifications = await allPages(physio, '/specialists/notifications/all?sort=created&direction=desc', notificationListResponse);
    const mine = notifications.filter((each) => !each.isRead && each.params.chatId === chatId).map((each) => each.id);
    if (mine.length > 0) await api(physio, '/specialists/notifications/read', notificationsReadResponse, { method: 'POST', body: JSON.stringify({ ids: mine }) });
    await browser.close();
  });

  it("counts the physio's message live in the menu, reads it in the chat, and the reply reaches the physio", async () => {
    const page = await open(viewports.phone);
    const connected = socketConnected(page);
    await signIn(page);
    await connected;

    // message:new while the patient is on another screen: the menu counts it without a reload.
    const first = await physioWrites('Hej! Hur känns knät efter dagens pass?');
    const chatLink = page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: /^Chatt/ });
    await chatLink.getByRole('img', { name: '1 oläst meddelande' }).waitFor();

    const read = chatRead(page, chatId);
    await chatLink.click();
    await page.waitForURL('**/app/chat');
    await page.getByRole('heading', { level: 1, name: demoPhysio.name }).waitFor();
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText(first.text ?? '').waitFor();
    await log.getByRole('heading', { level: 3, name: 'Idag' }).waitFor();
    // Seen, so read: the physio's own call shows the message read, and the menu counts nothing.
    expect((await read).ok()).toBe(true);
    const seen = await api(physio, `/chats/${chatId}/messages`, chatMessagesResponse);
    expect(seen.messages.find((message) => message.id === first.id)?.readAt).not.toBeNull();
    await expect(chatLink.getByRole('img').count()).resolves.toBe(0);

    // A message while the chat is open arrives in it live.
    await physioWrites('Kom ihåg att vila en dag mellan passen.');
    await log.getByText('Kom ihåg att vila en dag mellan passen.').waitFor();

    // A file the server would refuse is not attached, and the patient is told why.
    await page.locator('input[type="file"]').setInputFiles({ name: 'program.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await page.getByRole('alert').getByText('program.exe går inte att skicka. Välj en bild, en PDF, ett Office-dokument eller en textfil.').waitFor();

    await page.getByRole('textbox', { name: 'Meddelande' }).fill('Bättre i dag, tack! Lite stelt på morgonen.');
    await page.getByRole('button', { name: 'Skicka' }).click();
    await log.getByText('Bättre i dag, tack! Lite stelt på morgonen.').waitFor();
    const [reply] = (await api(physio, `/chats/${chatId}/messages`, chatMessagesResponse)).messages;
    expect(reply).toMatchObject({ text: 'Bättre i dag, tack! Lite stelt på morgonen.', sender: { id: patient.id } });

    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['tablet', viewports.tablet],
  ] as const) {
    it(`shows the whole chat on a ${size}, the composer in view above the menu`, async () => {
      const page = await open(viewport);
      await signIn(page);
      await page.goto('/app/chat');
      await page.getByRole('log', { name: 'Meddelanden' }).getByText('Bättre i dag, tack! Lite stelt på morgonen.').waitFor();
      const composer = await page.getByRole('textbox', { name: 'Meddelande' }).boundingBox();
      const menu = await page.getByRole('navigation', { name: 'Meny' }).boundingBox();
      expect(composer && menu && composer.y + composer.height).toBeLessThanOrEqual(menu?.y ?? 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      // The chat is the screen: the page itself does not scroll, only the messages do.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
      await expectScreenshot(page, `patient-chat-${size}`, { baselineDir, fullPage: false, mask: await clockTimes(page) });
      await page.context().close();
    });
  }

  it('keeps the newest message in view after a sent picture and on opening, once the picture has loaded', async () => {
    const page = await open(viewports.phone);
    await signIn(page);
    for (const text of ['Hur gick promenaden i går?', 'Glöm inte stretchingen efteråt.', 'Skicka gärna en bild på svullnaden.']) await physioWrites(text);
    await page.goto('/app/chat');
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText('Skicka gärna en bild på svullnaden.').waitFor();

    await page.locator('input[type="file"]').setInputFiles({ name: 'knät.png', mimeType: 'image/png', buffer: picture() });
    await page.getByRole('button', { name: 'Skicka' }).click();
    const image = log.getByRole('img', { name: 'knät.png' });
    // The picture is fetched with the session after the message is placed, and only then takes its height: on a busy
    // machine that is more than a poll's default second. Each wait is on the state (picture drawn, log at its end).
    const drawn = () =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalHeight > 0 && element.clientHeight > 0);
    await image.waitFor();
    await expect.poll(drawn, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => log.evaluate((element) => element.scrollHeight > element.clientHeight), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => shortOfEnd(log), { timeout: 20_000 }).toBeLessThanOrEqual(2);

    await page.reload();
    await image.waitFor();
    await expect.poll(drawn, { timeout: 20_000 }).toBe(true);
    await expect.poll(() => shortOfEnd(log), { timeout: 20_000 }).toBeLessThanOrEqual(2);
    await page.context().close();
  });
});
