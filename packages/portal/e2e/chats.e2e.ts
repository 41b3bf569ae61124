import { chat, chatListResponse, notificationListResponse } from '@rehab/contract';
import { readFile } from 'node:fs/promises';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockTimes, expectNoAxeViolations, expectScreenshot, launchChromium, openPage, socketConnected, viewports } from '@rehab/test-kit/browser';
import { startWebSocketRefusingProxy } from './refusingProxy';
import { allPages, allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * This file's patient: the active patient without a chat whose id sorts last in the demo physio's list.
 * Other files take theirs from the start of that order and one ends a treatment, so counting from the
 * end keeps this choice the same whichever file runs first. Only this file writes to their chat. The
 * notifications it causes are marked read again at the end, so the top bar's counts stay as seeded.
 */
const patientPassword = 'Patient-demo-2026';
const attachment = {
  name: 'träningsdagbok.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Måndag: 3 x 10 knäböj\nTisdag: promenad 30 min\n'),
};

/** Resolves with the page's next POST /chats/{chatId}/read once the server has answered it. */
function chatRead(page: Page, chatId: string) {
  return page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/chats/${chatId}/read`,
    { timeout: 30_000 },
  );
}

describe('the Inbox', { timeout: 90_000 }, () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let physioToken: string;
  let patientToken: string;
  let patientId = '';
  let patientName = '';
  let chatId = '';

  const api = async (
    token: string,
    path: string,
    init: { method?: 'GET' | 'POST'; data?: unknown; multipart?: Record<string, string> } = {},
  ) => {
    const response = await page.request.fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}` },
      ...(init.data !== undefined && { data: init.data }),
      ...(init.multipart && { multipart: init.multipart }),
    });
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return response.json() as Promise<unknown>;
  };
  const myChatNow = async () =>
    chatListResponse.parse(await api(physioToken, '/chats')).find((each) => each.patient.id === patientId);
  const unreadNotifications = async () =>
    (await allPages(physioToken, '/specialists/notifications/all?sort=created&direction=desc', notificationListResponse)).filter(
      (each) => !each.isRead,
    );
  const chatItem = () => page.getByRole('grid', { name: 'Chattar' }).getByRole('row', { name: patientName });
  /**
   * What follows the clock or other files: times, and the seeded chats, read or not as other files left them
   * (shell.e2e.ts opens one on a phone), with the Inbox's count of them.
   */
  const changing = async (on: Page = page) => {
    const times = await clockTimes(on);
    const otherChats = on
      .getByRole('grid', { name: /^(Chattar|Chats)$/ })
      .getByRole('row')
      .filter({ hasNotText: patientName });
    return [
      ...times,
      otherChats,
      on.getByRole('navigation').getByRole('img', { name: /(olästa? meddelanden?|unread messages?)$/ }),
    ];
  };

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, baseUrl);
    page.setDefaultTimeout(20_000);
    physioToken = await signInAs(page);
    const patients = await allPatients(physioToken);
    const withChat = new Set(chatListResponse.parse(await api(physioToken, '/chats')).map((each) => each.patient.id));
    const patient = patients
      .filter((each) => each.status === 'active' && !withChat.has(each.id))
      .sort((a, b) => b.id.localeCompare(a.id))[0];
    if (!patient) throw new Error('the seed has too few active patients');
    patientId = patient.id;
    patientName = `${patient.firstName} ${patient.lastName}`;
    const signIn = await page.request.post(`${baseUrl}/patient-app/sign-in`, {
      data: { email: patient.email, password: patientPassword },
    });
    expect(signIn.ok()).toBe(true);
    patientToken = ((await signIn.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    // What this file caused in the bell is read, so the counts other files see are the seed's.
    const mine = (await unreadNotifications()).filter((each) => each.params.chatId === chatId).map((each) => each.id);
    if (mine.length > 0) await api(physioToken, '/specialists/notifications/read', { method: 'POST', data: { ids: mine } });
    await browser.close();
  });

  it('shows a new chat live, and opening it marks the patient’s message read', async () => {
    expect(await myChatNow()).toBeUndefined();
    const connected = socketConnected(page);
    await page.goto('/chats');
    await connected;
    await page.getByRole('heading', { level: 2, name: 'Välj en chatt' }).waitFor();
    const rows = page.getByRole('grid', { name: 'Chattar' }).getByRole('row');
    await rows.first().waitFor();
    const seeded = await rows.count();

    // chats:new: the physio opens a chat elsewhere; it arrives at the top of the list without a reload.
    chatId = chat.parse(await api(physioToken, '/chats', { method: 'POST', data: { patientId } })).id;
    await chatItem().waitFor();
    await expect(rows.count()).resolves.toBe(seeded + 1);
    await expect(rows.first().textContent()).resolves.toContain(patientName);

    // message:new for a chat that is not open: the list shows the message and its unread count.
    await api(patientToken, `/chats/${chatId}/messages`, { method: 'POST', multipart: { text: 'Hej! Knät känns stelt i dag.' } });
    await chatItem().getByText('Hej! Knät känns stelt i dag.').waitFor();
    await chatItem().getByText('1 oläst').waitFor();

    const read = chatRead(page, chatId);
    await chatItem().click();
    await page.waitForURL(`**/chats/${chatId}`);
    await page.getByRole('heading', { level: 2, name: patientName }).waitFor();
    await page.getByRole('separator', { name: '1 oläst meddelande' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Idag' }).waitFor();
    // Opening the chat reads it: once the portal's call is answered, the server counts nothing unread.
    expect((await read).ok()).toBe(true);
    expect((await myChatNow())?.unreadCount).toBe(0);
    await expect(chatItem().getByText('1 oläst').count()).resolves.toBe(0);
  });

  it('sends a message with a file, which downloads as sent', async () => {
    await page.getByRole('textbox', { name: 'Meddelande' }).fill('Här är dagboken, fyll i efter varje pass.');
    await page.locator('input[type="file"]').setInputFiles(attachment);
    await page.getByText(/träningsdagbok\.txt · /).waitFor();
    await page.getByRole('button', { name: 'Skicka' }).click();
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText('Här är dagboken, fyll i efter varje pass.').waitFor();
    const sent = (await api(physioToken, `/chats/${chatId}/messages`)) as {
      messages: { text: string | null; file: { name: string } | null }[];
    };
    expect(sent.messages[0]).toMatchObject({
      text: 'Här är dagboken, fyll i efter varje pass.',
      file: { name: attachment.name },
    });

    // The file is fetched with the session's token and offered from the browser's memory.
    const link = log.getByRole('link', { name: `Ladda ner ${attachment.name}` });
    await expect.poll(() => link.getAttribute('href')).toMatch(/^blob:/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(attachment.name);
    await expect(readFile(await download.path())).resolves.toEqual(attachment.buffer);
  });

  it('shows the patient’s reply live in the open chat, read at once with its notification', async () => {
    const unreadBefore = (await unreadNotifications()).length;
    const bell = page.getByRole('button', { name: `Notiser, ${unreadBefore} olästa` });
    await bell.waitFor();

    const read = chatRead(page, chatId);
    await api(patientToken, `/chats/${chatId}/messages`, {
      method: 'POST',
      multipart: { text: 'Tack, jag fyller i den i kväll!' },
    });
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText('Tack, jag fyller i den i kväll!').waitFor();
    // The chat is open, so the reply is read at once, and so is the notification it caused.
    expect((await read).ok()).toBe(true);
    expect((await myChatNow())?.unreadCount).toBe(0);
    expect(await unreadNotifications()).toHaveLength(unreadBefore);
    await bell.waitFor();

    // No tooltip of an earlier hover in the picture.
    await page.mouse.move(1, 790);
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'chat-thread', { mask: await changing() });
  });

  it('shows the same chat whole on a phone and on a tablet, the composer in view', async () => {
    for (const name of ['phone', 'tablet'] as const) {
      const small = await openPage(browser, baseUrl, viewports[name]);
      await signInAs(small);
      await small.goto(`/chats/${chatId}`);
      await small.getByRole('log', { name: 'Meddelanden' }).getByText('Tack, jag fyller i den i kväll!').waitFor();
      const composer = await small.getByRole('textbox', { name: 'Meddelande' }).boundingBox();
      expect(composer && composer.y + composer.height).toBeLessThanOrEqual(viewports[name].height);
      await expectScreenshot(small, `chat-thread-${name}`, { mask: await changing(small), fullPage: false });
      await small.context().close();
    }
  });

  it('offers a file only once it has been fetched, and fetches one that failed again on request', async () => {
    const fileCalls = `**/chats/${chatId}/files/**`;
    const log = page.getByRole('log', { name: 'Meddelanden' });
    const link = log.getByRole('link', { name: `Ladda ner ${attachment.name}` });

    // While the file's fetch is held, the card shows it is loading and has nothing to click.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(fileCalls, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await log.getByRole('progressbar', { name: `Hämtar ${attachment.name}` }).waitFor();
    await expect(link.count()).resolves.toBe(0);
    release();
    await expect.poll(() => link.getAttribute('href')).toMatch(/^blob:/);
    await page.unroute(fileCalls);

    // The network drops the fetch: the card says so, and trying again fetches the file.
    await page.route(fileCalls, (route) => route.abort('internetdisconnected'));
    const connected = socketConnected(page);
    await page.reload();
    await log.getByText('Filen kunde inte hämtas').waitFor();
    await expect(link.count()).resolves.toBe(0);
    await page.unroute(fileCalls);
    await log.getByRole('button', { name: 'Försök igen' }).click();
    await expect.poll(() => link.getAttribute('href')).toMatch(/^blob:/);
    await connected;
  });

  it('raises the bell for a message to a chat that is not open; its notification leads there and is read', async () => {
    const unreadBefore = (await unreadNotifications()).length;
    // The message is sent once the page's socket is in: sent before, its notification would reach no open page.
    const connected = socketConnected(page);
    await page.goto('/chats');
    await connected;
    await page.getByRole('heading', { level: 2, name: 'Välj en chatt' }).waitFor();
    await page.getByRole('button', { name: `Notiser, ${unreadBefore} olästa` }).waitFor();

    await api(patientToken, `/chats/${chatId}/messages`, {
      method: 'POST',
      multipart: { text: 'En fråga till: ska jag vila i morgon?' },
    });
    const raised = page.getByRole('button', { name: `Notiser, ${unreadBefore + 1} olästa` });
    await raised.click();
    const panel = page.getByRole('dialog', { name: 'Notiser' });
    const newest = panel.getByRole('listitem').first();
    await expect(newest.textContent()).resolves.toContain(patientName);
    await expectNoAxeViolations(page);
    const read = chatRead(page, chatId);
    await newest.getByRole('button', { name: 'Nytt meddelande' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.waitForURL(`**/chats/${chatId}`);
    await page.getByRole('log', { name: 'Meddelanden' }).getByText('En fråga till: ska jag vila i morgon?').waitFor();
    await page.getByRole('button', { name: `Notiser, ${unreadBefore} olästa` }).waitFor();
    expect((await read).ok()).toBe(true);
    expect((await myChatNow())?.unreadCount).toBe(0);
  });

  it('reads the same in English', async () => {
    await page.evaluate(() => localStorage.setItem('rehab.language', 'en'));
    try {
      const connected = socketConnected(page);
      await page.reload();
      await connected;
      await page.getByRole('heading', { level: 2, name: patientName }).waitFor();
      await page.getByRole('log', { name: 'Messages' }).getByText('Tack, jag fyller i den i kväll!').waitFor();
      await page.getByRole('heading', { level: 3, name: 'Today' }).waitFor();
      await expectNoAxeViolations(page);
      await expectScreenshot(page, 'chat-thread-en', { mask: await changing() });
    } finally {
      await page.evaluate(() => localStorage.removeItem('rehab.language'));
    }
  });

  it('says so when a chat does not exist', async () => {
    await page.goto('/chats/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 2, name: 'Chatten finns inte' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows older messages on request, keeping the reader’s place', async () => {
    // More than the latest page (30): the chat's first message is then on the next page.
    for (let index = 1; index <= 30; index += 1) {
      await api(patientToken, `/chats/${chatId}/messages`, {
        method: 'POST',
        multipart: { text: `Dagens pass ${index} klart.` },
      });
    }
    await page.goto(`/chats/${chatId}`);
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText('Dagens pass 30 klart.').waitFor();
    const first = log.getByText('Hej! Knät känns stelt i dag.');
    expect(await first.count()).toBe(0);

    const older = log.getByRole('button', { name: 'Visa äldre meddelanden' });
    await older.scrollIntoViewIfNeeded();
    // The latest page's oldest message, right under the button: it stays where it is on the screen.
    const anchor = log.getByText('Dagens pass 1 klart.', { exact: true });
    const before = (await anchor.boundingBox())?.y ?? Number.NaN;
    await older.click();
    await first.waitFor();
    await expect.poll(async () => Math.abs(((await anchor.boundingBox())?.y ?? Number.NaN) - before)).toBeLessThan(2);
    expect(await first.isVisible()).toBe(true);
    await expect(log.getByText(/^Dagens pass \d+ klart\.$/).count()).resolves.toBe(30);
    // Every message has now been loaded, so there is nothing older to ask for.
    await expect.poll(() => older.count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('tells a failed send in a toast that never covers the composer', async () => {
    // A page of its own, so the toast and the typed text stay out of the other tests' pictures.
    const own = await openPage(browser, baseUrl);
    await signInAs(own);
    await own.goto(`/chats/${chatId}`);
    const composer = own.getByRole('textbox', { name: 'Meddelande' });
    await composer.waitFor();
    const messages = `**/chats/${chatId}/messages`;
    await own.route(messages, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error', statusCode: 500 } })
        : route.fallback(),
    );
    try {
      await composer.fill('Det här når aldrig fram.');
      await own.getByRole('button', { name: 'Skicka' }).click();
      const toasts = own.getByRole('region', { name: 'Meddelanden' });
      await toasts.getByText('Det gick inte att skicka meddelandet').waitFor();
      const toast = await toasts.boundingBox();
      const field = await composer.boundingBox();
      const send = await own.getByRole('button', { name: 'Skicka' }).boundingBox();
      if (!toast || !field || !send) throw new Error('the toast or the composer is not on the page');
      // Every toast ends above the composer's top.
      expect(toast.y + toast.height).toBeLessThan(Math.min(field.y, send.y));
    } finally {
      await own.context().close();
    }
  });

  it('shows a message that came before its socket connected, once it connects', async () => {
    // A page of its own, whose socket waits until the patient has written: on a slow network the screen's calls are
    // answered first, and the server sends nothing to a socket that is not yet there.
    const own = await openPage(browser, baseUrl);
    await signInAs(own);
    const waiting: WebSocketRoute[] = [];
    let holding = true;
    // The socket's WebSocket is held open without reaching the server, so it is not yet connected.
    await own.routeWebSocket(/\/socket\.io\//, (socket) => (holding ? void waiting.push(socket) : socket.connectToServer()));
    try {
      await own.goto('/chats');
      const item = own.getByRole('grid', { name: 'Chattar' }).getByRole('row', { name: patientName });
      await item.waitFor();
      await api(patientToken, `/chats/${chatId}/messages`, { method: 'POST', multipart: { text: 'Glömde säga: det gick bra i dag.' } });
      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      const connected = socketConnected(own);
      holding = false;
      for (const socket of waiting) socket.connectToServer();
      await connected;
      await item.getByText('Glömde säga: det gick bra i dag.').waitFor();
    } finally {
      await own.context().close();
    }
  });

  it('connects over a WebSocket at once, and by long-polling where the network refuses WebSockets', async () => {
    const polled = (on: Page) => {
      const urls: string[] = [];
      on.on('request', (request) => void (request.url().includes('transport=polling') && urls.push(request.url())));
      return urls;
    };

    // One WebSocket, no long-polling first: a round trip and a few requests fewer on a phone.
    const direct = await openPage(browser, baseUrl);
    try {
      await signInAs(direct);
      const directPolls = polled(direct);
      const connected = socketConnected(direct);
      await direct.goto('/chats');
      await connected;
      expect(directPolls).toEqual([]);
    } finally {
      await direct.context().close();
    }

    // Behind a proxy that refuses WebSockets: the socket connects by long-polling, and messages still come live.
    const proxy = await startWebSocketRefusingProxy();
    const refused = await openPage(browser, baseUrl, undefined, proxy.url);
    try {
      // The physio's session as signInAs keeps it; Playwright's own requests would tunnel through the proxy too.
      await refused.context().addCookies([{ name: 'access_token', value: physioToken, url: baseUrl, sameSite: 'Lax' }]);
      const refusedPolls = polled(refused);
      const connected = socketConnected(refused);
      await refused.goto('/chats');
      await connected;
      expect(proxy.refused()).toBeGreaterThan(0);
      expect(refusedPolls.length).toBeGreaterThan(0);
      const item = refused.getByRole('grid', { name: 'Chattar' }).getByRole('row', { name: patientName });
      await item.waitFor();
      await api(patientToken, `/chats/${chatId}/messages`, { method: 'POST', multipart: { text: 'Syns det här utan WebSocket?' } });
      await item.getByText('Syns det här utan WebSocket?').waitFor();
    } finally {
      await refused.context().close();
      await proxy.close();
    }
  });
});
