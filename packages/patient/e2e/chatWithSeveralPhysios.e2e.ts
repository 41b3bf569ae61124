import { chat, chatListResponse, chatMessage, chatMessagesResponse } from '@rehab/contract';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockTimes, expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { allPatients } from '@rehab/test-kit/session';
import { api, demoPatientPassword, patientToken, physioToken, staffToken } from './patientSession';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));

/** Two of Friskvård Norr's physios (the seed's staff); the demo physio, in every picture of the portal, stays out. */
const sara = { email: 'sara.nyberg@demo.se', name: 'Sara Nyberg' };
const johan = { email: 'johan.berg@demo.se', name: 'Johan Berg' };

/*
 * This file's patient: an active patient of Friskvård Norr without a chat, counted up from an eighth of all
 * patients by id, below a quarter (the chat file counts down from the middle and takes one without a chat, the
 * forms file starts at a quarter), with whom both physios open a chat through the API as they do from the portal.
 */
describe('a patient who chats with several physios', { timeout: 120_000 }, () => {
  let browser: Browser;
  const tokens = { sara: '', johan: '' };
  const chatIds = { sara: '', johan: '' };
  let patient: { id: string; email: string; token: string } | undefined;

  const writes = async (physio: keyof typeof tokens, text: string) => {
    const form = new FormData();
    form.append('text', text);
    const response = await fetch(`${inject('baseUrl')}/chats/${chatIds[physio]}/messages`, { method: 'POST', headers: { authorization: `Bearer ${tokens[physio]}` }, body: form });
    expect(response.status).toBe(201);
    return chatMessage.parse(await response.json());
  };

  beforeAll(async () => {
    browser = await launchChromium();
    tokens.sara = await staffToken(sara.email);
    tokens.johan = await staffToken(johan.email);
    const everyone = (await allPatients(await physioToken())).sort((a, b) => a.id.localeCompare(b.id));
    const north = new Set((await allPatients(tokens.sara)).map((each) => each.id));
    for (const candidate of everyone.slice(Math.floor(everyone.length / 8), Math.floor(everyone.length / 4))) {
      if (candidate.status !== 'active' || !north.has(candidate.id)) continue;
      const token = await patientToken(candidate.email);
      if ((await api(token, '/chats', chatListResponse)).length > 0) continue;
      patient = { id: candidate.id, email: candidate.email, token };
      break;
    }
    if (!patient) throw new Error("no active patient of Friskvård Norr without a chat from an eighth to a quarter of the seed");
    for (const physio of ['johan', 'sara'] as const) {
      chatIds[physio] = (await api(tokens[physio], '/chats', chat, { method: 'POST', body: JSON.stringify({ patientId: patient.id }) })).id;
    }
    await writes('johan', 'Hej! Jag har lagt till två ryggövningar i ditt program.');
    await writes('sara', 'Hej! Jag tar över dina pass på tisdagar.');
    await writes('sara', 'Hur gick gårdagens promenad?');
  });
  afterAll(() => browser.close());

  async function signIn(page: Page) {
    if (!patient) throw new Error('no patient');
    await page.goto('/app/sign-in');
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();
  }

  it("lists each physio's chat with its own last message and unread count, and opening one reads only that one", async () => {
    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.endsWith('/read')) reads.push(path);
    });
    await signIn(page);

    const chatLink = page.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: /^Chatt/ });
    await chatLink.getByRole('img', { name: '3 olästa meddelanden' }).waitFor();
    await chatLink.click();
    await page.waitForURL('**/app/chat');
    await page.getByRole('heading', { level: 1, name: 'Dina chattar' }).waitFor();
    const list = page.getByRole('grid', { name: 'Dina chattar' });
    const saraRow = list.getByRole('row', { name: sara.name });
    const johanRow = list.getByRole('row', { name: johan.name });
    await saraRow.getByText('Hur gick gårdagens promenad?').waitFor();
    await saraRow.getByText('2 olästa').waitFor();
    await johanRow.getByText('Hej! Jag har lagt till två ryggövningar i ditt program.').waitFor();
    await johanRow.getByText('1 oläst').waitFor();
    // The newest message first.
    await expect(list.getByRole('row').allTextContents()).resolves.toEqual([expect.stringContaining(sara.name), expect.stringContaining(johan.name)]);
    await expectNoAxeViolations(page);
    // Times follow the clock and the menu's entries other areas, so both are painted over.
    await expectScreenshot(page, 'patient-chat-list-phone', { baselineDir, fullPage: false, mask: [...(await clockTimes(page)), page.getByRole('navigation', { name: 'Meny' })] });

    const read = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/chats/${chatIds.sara}/read`);
    await saraRow.click();
    await page.waitForURL(`**/app/chat/${chatIds.sara}`);
    await page.getByRole('heading', { level: 1, name: sara.name }).waitFor();
    const log = page.getByRole('log', { name: 'Meddelanden' });
    await log.getByText('Hej! Jag tar över dina pass på tisdagar.').waitFor();
    await log.getByText('Hur gick gårdagens promenad?').waitFor();
    await expect(log.getByText('ryggövningar', { exact: false }).count()).resolves.toBe(0);
    expect((await read).ok()).toBe(true);

    await page.getByRole('button', { name: 'Alla chattar' }).click();
    await page.waitForURL('**/app/chat');
    await johanRow.getByText('1 oläst').waitFor();
    await saraRow.getByText('Hur gick gårdagens promenad?').waitFor();
    await expect(saraRow.getByText(/oläst/).count()).resolves.toBe(0);
    await chatLink.getByRole('img', { name: '1 oläst meddelande' }).waitFor();
    expect(reads).toEqual([`/chats/${chatIds.sara}/read`]);

    // The server has Sara's chat read and Johan's not, for the patient and for each physio.
    if (!patient) throw new Error('no patient');
    const chats = await api(patient.token, '/chats', chatListResponse);
    expect(Object.fromEntries(chats.map((each) => [each.id, each.unreadCount]))).toEqual({ [chatIds.sara]: 0, [chatIds.johan]: 1 });
    const saraSees = await api(tokens.sara, `/chats/${chatIds.sara}/messages`, chatMessagesResponse);
    expect(saraSees.messages.map((message) => message.readAt !== null)).toEqual([true, true]);
    const johanSees = await api(tokens.johan, `/chats/${chatIds.johan}/messages`, chatMessagesResponse);
    expect(johanSees.messages.map((message) => message.readAt)).toEqual([null]);

    // A new message from Johan while the list is open: his chat moves first with its new count, without a reload.
    await writes('johan', 'Säg till om någon övning gör ont.');
    await johanRow.getByText('Säg till om någon övning gör ont.').waitFor();
    await johanRow.getByText('2 olästa').waitFor();
    await expect(list.getByRole('row').allTextContents()).resolves.toEqual([expect.stringContaining(johan.name), expect.stringContaining(sara.name)]);
    await chatLink.getByRole('img', { name: '2 olästa meddelanden' }).waitFor();
    expect(reads).toHaveLength(1);
    await page.context().close();
  });
});
