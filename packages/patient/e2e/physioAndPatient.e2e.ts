import {
  appointment,
  chatListResponse,
  libraryPage,
  lineExercisesResponse,
  notificationListResponse,
  notificationsReadResponse,
  patientTaskUndoResponse,
  patientTaskPlayerResponse,
  patientWeekResponse,
  programResponse,
  taskDoneResponse,
  userExerciseResponse,
} from '@rehab/contract';
import type { Browser, BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, socketConnected, viewports } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPages, demoPhysio, signInAs } from '@rehab/test-kit/session';
import { api, demoPatientPassword, patientWithExerciseToday, physioToken, type DemoPatient } from './patientSession';

/** The physio's unread notifications, newest first. */
const unreadNotifications = async (token: string) =>
  (await allPages(token, '/specialists/notifications/all?sort=created&direction=desc', notificationListResponse)).filter((each) => !each.isRead);

/*
 * The whole loop in two browsers side by side, nothing reloaded and no tab switched: the physio in the portal
 * changes the patient's level and a program line, gives the line exercises and takes them away, books, moves and
 * cancels a visit, and writes to them; the patient's open app shows each as it happens. The physio marks the
 * exercise done for the patient and takes it back; the patient marks it done, takes it back, marks it again and
 * rates it hard; the portal's program shows each, and the bell the feedback. Its patient has one chat, with the demo physio, and is not the other app file's.
 */
describe('a physio and their patient at the same time', { timeout: 180_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: DemoPatient;
  let physioSide: BrowserContext;
  let patientSide: BrowserContext;
  const unreadBefore = new Set<string>();
  /** What this file changed and puts back at the end, should a test stop half way. */
  const putBack: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    // Feedback goes to the patient's own physio: a patient whose one chat is with the demo physio has them.
    // Not the patient app's other file's patient, the first from the middle.
    const theirs = await patientWithExerciseToday(physio);
    patient = await patientWithExerciseToday(physio, {
      accept: async (candidate) => {
        if (candidate.id === theirs.id) return false;
        const chats = await api(candidate.token, '/chats', chatListResponse);
        return chats.length === 1 && `${chats[0]?.physio.firstName} ${chats[0]?.physio.lastName}` === demoPhysio.name;
      },
    });
    for (const each of await unreadNotifications(physio)) unreadBefore.add(each.id);
  });
  afterAll(async () => {
    // The day is put back as it was for the other files: the task planned, the level as before.
    if (!patient) return browser.close();
    for (const each of putBack.splice(0).reverse()) await each();
    if ((await todaysTask())?.status === 'done') await api(patient.token, `/patient-app/tasks/${patient.task.id}/done`, patientTaskUndoResponse, { method: 'DELETE' });
    await setLevel(patient.task.level ?? 1);
    // The notifications this file caused are read again, so the bell's count stays as seeded for the other files.
    const caused = (await unreadNotifications(physio)).filter((each) => !unreadBefore.has(each.id)).map((each) => each.id);
    if (caused.length > 0) await api(physio, '/specialists/notifications/read', notificationsReadResponse, { method: 'POST', body: JSON.stringify({ ids: caused }) });
    await browser.close();
  });

  async function physioPage(): Promise<Page> {
    const page = physioSide ? await physioSide.newPage() : await openPage(browser, inject('baseUrl'), viewports.desktop);
    physioSide = page.context();
    page.setDefaultTimeout(20_000);
    return page;
  }
  async function patientPage(): Promise<Page> {
    const page = patientSide ? await patientSide.newPage() : await openPage(browser, inject('baseUrl'), viewports.phone);
    if (!patientSide) {
      // The app's timers on a clock the test can move on, flowing as the real one does until then.
      await page.context().clock.install({ time: now() });
    }
    patientSide = page.context();
    page.setDefaultTimeout(20_000);
    return page;
  }

  async function signInPatient(page: Page) {
    await page.goto('/app/sign-in');
    await page.getByLabel('E-postadress').fill(patient.email);
    await page.getByLabel(/^Lösenord/).fill(demoPatientPassword);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  }

  const setLevel = (level: number) =>
    api(physio, `/user-exercises/${patient.id}`, userExerciseResponse, { method: 'PATCH', body: JSON.stringify({ exerciseType: 'strength', level }) });
  /** Today's strength line of the program as it is in force: of the task's weekday, the latest start up to today. */
  const todaysLine = async () => {
    const weekday = ((new Date(`${patient.task.bookedDate}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const { updates } = await api(physio, `/patients/list/${patient.id}/program`, programResponse);
    const inForce = updates
      .filter((each) => each.type === 'strength' && each.day === weekday && each.start <= patient.task.bookedDate)
      .sort((a, b) => b.start.localeCompare(a.start) || b.createdAt.localeCompare(a.createdAt));
    const line = inForce[0];
    if (!line) throw new Error("the patient has no strength line today");
    return line;
  };
  const setLineExercises = (lineId: string, exercises: { exerciseId: string; dosage?: object; comment?: string }[]) =>
    api(physio, `/patients/list/${patient.id}/program/lines/${lineId}/exercises`, lineExercisesResponse, { method: 'PUT', body: JSON.stringify({ exercises }) });
  const visit = (startsAt: string, endsAt: string) =>
    JSON.stringify({ type: 'appointment', title: 'Återbesök styrka', startsAt, endsAt, patientId: patient.id, videoUrl: null });
  const todaysTask = async () => (await api(patient.token, '/patient-app/week', patientWeekResponse)).tasks.find((task) => task.id === patient.task.id);

  it('shows a level the physio changed before the app\'s socket connected, once it connects', async () => {
    // The app's socket loads after today has drawn its week; on a busy phone that takes seconds, and the server sends
    // nothing to a socket that is not there yet. Here its WebSocket is held until the physio has changed the level.
    const own = await openPage(browser, inject('baseUrl'), viewports.phone);
    own.setDefaultTimeout(20_000);
    const waiting: WebSocketRoute[] = [];
    let holding = true;
    await own.routeWebSocket(/\/socket\.io\//, (socket) => (holding ? void waiting.push(socket) : socket.connectToServer()));
    try {
      await signInPatient(own);
      await own.getByRole('article', { name: patient.task.exercise?.name }).waitFor();
      const before = patient.task.level ?? 1;
      await setLevel(before === 5 ? 4 : before + 1);
      const changed = await todaysTask();
      expect(changed?.exercise?.name).not.toBe(patient.task.exercise?.name);

      await expect.poll(() => waiting.length).toBeGreaterThan(0);
      const connected = socketConnected(own, 30_000);
      holding = false;
      for (const socket of waiting) socket.connectToServer();
      await connected;
      await own.getByRole('article', { name: changed?.exercise?.name }).getByRole('button', { name: 'Markera som klar' }).waitFor();
      await expect(own.getByRole('article', { name: patient.task.exercise?.name }).count()).resolves.toBe(0);
    } finally {
      await own.context().close();
      await setLevel(patient.task.level ?? 1);
    }
  });

  it("shows the physio what the patient did while the portal's socket was down, once it is back", async () => {
    // The portal's socket is cut and kept from the server while the patient marks today's exercise done; it then
    // comes back as a new connection (the session it would resume is withheld), to which the server replays nothing.
    const own = await openPage(browser, inject('baseUrl'), viewports.desktop);
    own.setDefaultTimeout(20_000);
    const live: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
    const held: WebSocketRoute[] = [];
    let holding = false;
    const withoutSession = (message: string) => {
      if (!message.startsWith('40')) return message;
      const auth = JSON.parse(message.slice(2) || '{}') as Record<string, unknown>;
      delete auth.pid;
      delete auth.offset;
      return `40${JSON.stringify(auth)}`;
    };
    const connect = (page: WebSocketRoute) => {
      const server = page.connectToServer();
      page.onMessage((message) => server.send(typeof message === 'string' ? withoutSession(message) : message));
      live.push({ page, server });
    };
    await own.routeWebSocket(/\/socket\.io\//, (socket) => (holding ? void held.push(socket) : connect(socket)));
    try {
      const connected = socketConnected(own, 30_000);
      await signInAs(own);
      await own.goto(`/patients/view/${patient.id}/program`);
      await connected;
      const name = patient.task.exercise?.name ?? '';
      const dayName = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${patient.task.bookedDate}T12:00:00`));
      const row = own.getByRole('region', { name: dayName }).getByRole('listitem').filter({ hasText: name });
      await row.getByText('Planerad', { exact: true }).waitFor();

      holding = true;
      for (const { page, server } of live.splice(0)) await Promise.all([server.close(), page.close()]);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await api(patient.token, `/patient-app/tasks/${patient.task.id}/done`, taskDoneResponse, { method: 'POST', body: '{}' });
      const back = socketConnected(own, 30_000);
      holding = false;
      for (const socket of held.splice(0)) connect(socket);
      await back;
      await row.getByText('Utförd av patienten', { exact: true }).waitFor();
    } finally {
      await own.context().close();
      if ((await todaysTask())?.status === 'done') await api(patient.token, `/patient-app/tasks/${patient.task.id}/done`, patientTaskUndoResponse, { method: 'DELETE' });
    }
  });

  it('shows each side what the other does, live', async () => {
    // The physio has the patient's program open.
    const program = await physioPage();
    await signInAs(program);
    await program.goto(`/patients/view/${patient.id}/program`);
    const levelSelect = program.getByRole('button', { name: /Nivå för Styrka/ });
    await levelSelect.waitFor();

    // The patient has today open in the app, and keeps it open for over a minute (the screen's data outlives the
    // cache's minute for data no screen shows); the socket's heartbeat missed meanwhile, it connects again.
    const today = await patientPage();
    const connected = socketConnected(today, 30_000);
    await signInPatient(today);
    await today.getByRole('article', { name: patient.task.exercise?.name }).waitFor();
    await connected;
    await today.clock.fastForward('01:05');

    // A new level: today's exercise in the app follows it.
    const before = patient.task.level ?? 1;
    const wanted = before === 5 ? 4 : before + 1;
    await levelSelect.click();
    await program.getByRole('option', { name: `Nivå ${wanted}`, exact: true }).click();
    await program.getByText('Nivån ändrad').waitFor();
    const changed = await todaysTask();
    expect(changed?.level).toBe(wanted);
    await today.getByRole('article', { name: changed?.exercise?.name }).getByRole('button', { name: 'Markera som klar' }).waitFor();
    await expect(today.getByRole('article', { name: patient.task.exercise?.name }).count()).resolves.toBe(0);

    // Today's line of the program changed back to the level before: the app follows again.
    const weekday = new Date(`${patient.task.bookedDate}T12:00:00Z`).getUTCDay();
    const dayOfLine = ['Söndag', 'Måndag', 'Tisdag', 'Onsdag', 'Torsdag', 'Fredag', 'Lördag'][weekday];
    await program.getByRole('button', { name: `Ändra Styrka på ${dayOfLine}` }).click();
    const lineDialog = program.getByRole('dialog', { name: 'Ändra programrad: Styrka' });
    await lineDialog.getByRole('button', { name: /Nivå/ }).click();
    await program.getByRole('option', { name: `Nivå ${before}`, exact: true }).click();
    await lineDialog.getByRole('button', { name: 'Spara' }).click();
    await program.getByText('Programmet uppdaterat').waitFor();
    const name = patient.task.exercise?.name ?? '';
    const card = today.getByRole('article', { name });
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await expect(today.getByRole('article', { name: changed?.exercise?.name }).count()).resolves.toBe(0);

    // The patient has today's exercise open in the player; the physio gives its line two more exercises of the
    // library, and takes them away again: the player follows both.
    const player = await patientPage();
    await player.goto(`/app/tasks/${patient.task.id}`);
    await player.getByRole('link', { name: 'Tillbaka till idag' }).waitFor();
    const line = await todaysLine();
    const held = await api(physio, `/patients/list/${patient.id}/program/lines/${line.id}/exercises`, lineExercisesResponse);
    const kept = held.exercises.map((each) => ({ exerciseId: each.exerciseId, dosage: each.dosage, comment: each.comment }));
    putBack.push(() => setLineExercises(line.id, kept));
    const shownBefore = (await api(patient.token, `/patient-app/tasks/${patient.task.id}`, patientTaskPlayerResponse)).exercises.length;
    const library = await api(physio, `/organizations/${patient.organization.id}/library?kind=strength&limit=20`, libraryPage);
    const more = library.items.filter((each) => !kept.some((one) => one.exerciseId === each.id)).slice(0, 2);
    expect(more).toHaveLength(2);
    await setLineExercises(line.id, [...kept, ...more.map((each) => ({ exerciseId: each.id }))]);
    const shownWith = (await api(patient.token, `/patient-app/tasks/${patient.task.id}`, patientTaskPlayerResponse)).exercises.length;
    expect(shownWith).toBeGreaterThan(Math.max(shownBefore, 1));
    await player.getByText(`Övning 1 av ${shownWith}`, { exact: true }).waitFor();
    await setLineExercises(line.id, kept);
    await player.getByText(`Övning 1 av ${shownWith}`, { exact: true }).waitFor({ state: 'detached' });
    if (shownBefore > 1) await player.getByText(`Övning 1 av ${shownBefore}`, { exact: true }).waitFor();
    await player.close();

    // The patient has "Mina besök" open; the physio books a visit, moves it and cancels it: the list follows each.
    const visits = await patientPage();
    await visits.goto('/app/appointments');
    await visits.getByRole('heading', { level: 1, name: 'Mina besök' }).waitFor();
    const booked = await api(physio, '/specialists/calendar-entries', appointment, { method: 'POST', body: visit('2026-11-25T09:00:00+01:00', '2026-11-25T09:30:00+01:00') });
    let cancelled = false;
    putBack.push(async () => {
      if (!cancelled) await fetch(`${inject('baseUrl')}/specialists/calendar-entries/${booked.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${physio}` } });
    });
    const shownVisit = visits.getByRole('region', { name: 'Återbesök styrka' });
    await shownVisit.getByText('onsdag 25 november kl. 09:00–09:30').waitFor();
    await api(physio, `/specialists/calendar-entries/${booked.id}`, appointment, { method: 'PUT', body: visit('2026-11-26T13:00:00+01:00', '2026-11-26T13:30:00+01:00') });
    await shownVisit.getByText('torsdag 26 november kl. 13:00–13:30').waitFor();
    const removed = await fetch(`${inject('baseUrl')}/specialists/calendar-entries/${booked.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${physio}` } });
    expect(removed.status).toBe(204);
    cancelled = true;
    await shownVisit.waitFor({ state: 'detached' });
    await visits.close();

    // The physio writes from the patient's page: on today, the menu's Chatt counts it; in the chat, the next comes as it is written.
    const chat = await physioPage();
    await chat.goto(`/patients/view/${patient.id}/program`);
    await chat.getByRole('button', { name: 'Skicka meddelande' }).click();
    await chat.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    const unreadMessages = (await api(patient.token, '/chats', chatListResponse)).reduce((sum, each) => sum + each.unreadCount, 0);
    const first = 'Jag har justerat styrkan i ditt program.';
    await chat.getByRole('textbox', { name: 'Meddelande' }).fill(first);
    await chat.getByRole('button', { name: 'Skicka' }).click();
    const counted = unreadMessages === 0 ? '1 oläst meddelande' : `${unreadMessages + 1} olästa meddelanden`;
    await today.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: /^Chatt/ }).getByRole('img', { name: counted }).waitFor();
    const patientChat = await patientPage();
    await patientChat.goto('/app/chat');
    const thread = patientChat.getByRole('log', { name: 'Meddelanden' });
    await thread.getByText(first).waitFor();
    const second = 'Säg till hur det känns!';
    await chat.getByRole('textbox', { name: 'Meddelande' }).fill(second);
    await chat.getByRole('button', { name: 'Skicka' }).click();
    await thread.getByText(second).waitFor();

    // The physio marks today's exercise done for the patient, asked first; the app shows who marked it. The physio
    // takes it back, and the app offers it again; the patient marks it done, and the program shows that too.
    const dayName = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${patient.task.bookedDate}T12:00:00`));
    const row = program.getByRole('region', { name: dayName }).getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: `Markera som utförd: ${name}, ${dayName}` }).click();
    await program.getByRole('alertdialog', { name: 'Markera som utförd för patienten?' }).getByRole('button', { name: 'Markera som utförd' }).click();
    await program.getByText('Aktiviteten markerad som utförd').waitFor();
    await card.getByText(/^Markerad som klar av din fysioterapeut \d\d:\d\d$/).waitFor();
    await row.getByRole('button', { name: `Ångra utförd: ${name}, ${dayName}` }).click();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await row.getByText('Planerad', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    await row.getByText('Utförd av patienten', { exact: true }).waitFor();
    // The patient takes it back, and the program shows it planned again; marked done once more, done again.
    await card.getByRole('button', { name: 'Ångra', exact: true }).click();
    await card.getByRole('button', { name: 'Markera som klar' }).waitFor();
    await row.getByText('Planerad', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Markera som klar' }).click();
    await card.getByText(/^Klar \d\d:\d\d$/).waitFor();
    await row.getByText('Utförd av patienten', { exact: true }).waitFor();

    // The patient says it was hard, and why: the physio's bell says who said what of which, and the task's row shows it.
    const comment = 'fick ont i knät efter 20 minuter';
    const feedback = card.getByRole('form', { name: `Hur kändes ${name}?` });
    await feedback.getByText('Svår', { exact: true }).click();
    await feedback.getByLabel('Kommentar till din fysioterapeut (valfritt)').fill(comment);
    await feedback.getByRole('button', { name: 'Skicka' }).click();
    await today.getByText('Tack! Din fysioterapeut har fått ditt svar.').waitFor();
    await row.getByText(comment, { exact: true }).waitFor();
    await row.getByText('Svår', { exact: true }).waitFor();
    const unread = await unreadNotifications(physio);
    const caused = unread.filter((each) => !unreadBefore.has(each.id));
    expect(caused).toContainEqual(expect.objectContaining({ type: 'ActivityFeedback', params: expect.objectContaining({ patientId: patient.id, feedback: 'hard', taskId: patient.task.id }) }));
    const bell = program.getByRole('button', { name: `Notiser, ${unread.length} olästa` });
    await bell.click();
    await program.getByRole('dialog', { name: 'Notiser' }).getByText(`${patient.firstName} ${patient.lastName}: Svår – ${name}`, { exact: true }).waitFor();
  });
});
