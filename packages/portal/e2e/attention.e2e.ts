import {
  accessTokenResponse,
  attentionResponse,
  chatListResponse,
  notificationListResponse,
  patientExercisesResponse,
  type AttentionItem,
  type Chat,
} from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage } from '@rehab/test-kit/browser';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * Who needs attention, on the home page. This file's patients: one the demo data already has in pain or finding an
 * exercise hard (the least recent of them among the block's 50, as other files add to the top), and one from the middle of the demo
 * physio's list by id who has a chat with them and needs no attention until the test has them say an exercise hurt.
 * Other files take theirs from the ends of that list; this file marks its two patients handled, which changes only
 * this list, and reads the chat and the notification its feedback brings, so the counts stay as seeded.
 */
const patientPassword = 'Patient-demo-2026';
const isSaid = (item: AttentionItem) => item.reasons.some((reason) => reason.kind === 'hard-feedback' || reason.kind === 'pain');
const nameOf = (item: { firstName: string; lastName: string }) => `${item.firstName} ${item.lastName}`;

/** Why, as the block says it first for a patient in pain or finding an exercise hard. */
function saidReason(item: AttentionItem): string {
  const reason = item.reasons.find((each) => each.kind === 'hard-feedback' || each.kind === 'pain');
  if (reason?.kind === 'pain') return `Smärta ${reason.pain} av 10 vid ${reason.exerciseName}`;
  if (reason?.kind === 'hard-feedback') return `Tyckte att ${reason.exerciseName} var svår`;
  throw new Error(`${nameOf(item.patient)} has neither pain nor hard feedback`);
}

describe('who needs attention on the home page', { timeout: 180_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const response = await fetch(`${inject('baseUrl')}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token === '' ? {} : { authorization: `Bearer ${init.token ?? token}` }),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(response.ok, `${path} answered ${response.status}`).toBe(true);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  const attention = async () => attentionResponse.parse(await call('/specialists/attention?limit=100'));
  const block = () => page.getByRole('region', { name: 'Behöver uppmärksamhet' });
  /** The block's row of a patient, found by the heading of their name. */
  const row = (name: string) => block().getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  /** The home page with every patient of the block shown. */
  const openHome = async () => {
    await page.goto('/?week=2020-01-06');
    await block().getByRole('heading', { level: 3 }).first().waitFor();
    const showAll = block().getByRole('button', { name: /^Visa alla/ });
    if (await showAll.isVisible()) await showAll.click();
  };
  const handled = (userId: string) =>
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/patients/list/${userId}/attention/handled`,
    );

  beforeAll(async () => {
    browser = await launchChromium();
    page = await openPage(browser, inject('baseUrl'), { width: 1440, height: 900 });
    page.setDefaultTimeout(20_000);
    token = await signInAs(page);
  });
  afterAll(() => browser.close());

  it('shows a patient in pain or finding an exercise hard with why and since when, and "Hanterad" takes them off for good', async () => {
    // The block reads the first 50, as the server orders them.
    const before = await attention();
    const patient = before.items.slice(0, 50).filter(isSaid).at(-1);
    if (!patient) throw new Error('the demo has nobody in pain or finding an exercise hard');
    const name = nameOf(patient.patient);

    await openHome();
    await row(name).getByText(saidReason(patient)).waitFor();
    await row(name).getByText(/^Sedan \d+ [a-zåäö]+\.?$/).waitFor();
    await expect(row(name).getByRole('link', { name: `Se återkoppling från ${name}` }).getAttribute('href')).resolves.toBe(
      `/patients/view/${patient.patient.id}/feedback`,
    );
    await expectNoAxeViolations(page);

    const answered = handled(patient.patient.id);
    await row(name).getByRole('button', { name: `Hanterad: ${name}` }).click();
    expect((await answered).status()).toBe(204);
    await expect.poll(() => row(name).count()).toBe(0);

    await page.reload();
    await block().getByRole('heading', { level: 3 }).first().waitFor();
    const showAll = block().getByRole('button', { name: /^Visa alla/ });
    if (await showAll.isVisible()) await showAll.click();
    expect(await row(name).count()).toBe(0);
    expect((await attention()).items.map((item) => item.patient.id)).not.toContain(patient.patient.id);
  });

  it('brings a patient who says an exercise hurt into the block as they say it, without a reload', async () => {
    const needing = new Set((await attention()).items.map((item) => item.patient.id));
    const chats = chatListResponse.parse(await call('/chats'));
    const chatOf = new Map(chats.map((chat): [string, Chat] => [chat.patient.id, chat]));
    const active = (await allPatients(token)).filter((each) => each.status === 'active').sort((a, b) => a.id.localeCompare(b.id));
    const patient = active.slice(Math.floor(active.length * 0.3)).find((each) => chatOf.has(each.id) && !needing.has(each.id));
    if (!patient) throw new Error('no active patient in the middle of the list has a chat and needs no attention');
    const name = nameOf(patient);

    await openHome();
    expect(await row(name).count()).toBe(0);

    const patientToken = accessTokenResponse.parse(
      await call('/patient-app/sign-in', { method: 'POST', body: { email: patient.email, password: patientPassword }, token: '' }),
    ).access_token;
    const [exercise] = patientExercisesResponse.parse(await call('/patient-app/exercises', { token: patientToken }));
    if (!exercise) throw new Error(`${name} has no exercise to give feedback on`);
    await call('/patient-app/feedback', { method: 'POST', body: { exerciseId: exercise.id, feedback: 'hard', pain: 8 }, token: patientToken });

    // The physio's notification of it refreshes the block.
    await row(name).getByText(`Smärta 8 av 10 vid ${exercise.name}`).waitFor();
    await row(name).getByText(`Tyckte att ${exercise.name} var svår`).waitFor();

    const answered = handled(patient.id);
    await row(name).getByRole('button', { name: `Hanterad: ${name}` }).click();
    expect((await answered).status()).toBe(204);
    await expect.poll(() => row(name).count()).toBe(0);

    // What the feedback brought the physio is read, so the counts of the other files stay as seeded.
    const chat = chatOf.get(patient.id);
    if (chat) await call(`/chats/${chat.id}/read`, { method: 'POST', body: {} });
    const bell = notificationListResponse.parse(await call('/specialists/notifications/all?limit=20'));
    const ids = bell.items.filter((each) => !each.isRead && JSON.stringify(each.params).includes(patient.id)).map((each) => each.id);
    if (ids.length > 0) await call('/specialists/notifications/read', { method: 'POST', body: { ids } });
  });
});
