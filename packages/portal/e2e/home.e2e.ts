import { calendarEntriesResponse, dashboardResponse, todoResponse, type TodoItem, type TodoResponse } from '@rehab/contract';
import { addDays, startOfISOWeek } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { now } from '@rehab/test-kit/clock';
import { allPages, signInAs } from '@rehab/test-kit/session';
import { clinicTimeZone } from '@rehab/contract/dates';
import { nobodyNeedsAttention } from './nobodyNeedsAttention';

/*
 * The home page, the to-do and the calendar entries. Read-only: nothing here changes demo data.
 * Screens showing the current week are compared with their date-dependent parts painted over;
 * a day and a week without anything booked (in 2020) give whole, stable screens.
 */
/** Dates as the portal sees them in Sweden, whatever the time zone of the machine running the tests. */
const stockholm = { timeZone: clinicTimeZone } as const;
const day = (date: Date) => new Intl.DateTimeFormat('sv-SE', stockholm).format(date);
const today = () => day(now());
const thisMonday = () => startOfISOWeek(new Date(`${today()}T12:00:00`));
const time = (moment: string) =>
  new Intl.DateTimeFormat('sv-SE', { ...stockholm, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(moment),
  );
const emptyDay = '2020-01-01';
/** A day as the calendar names it, e.g. "onsdag 18 november". */
const fullDate = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { ...stockholm, weekday: 'long', day: 'numeric', month: 'long' }).format(date);
const emptyWeek = '2020-01-06';

describe('the home page, to-do and calendar entries', { timeout: 120_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;

  const api = async (path: string) => {
    const response = await page.request.get(`${inject('baseUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  /** The first page of a day's to-do, as the screen first shows it. */
  const todoPage = async (date: string, filters: { type?: string; status?: string } = {}, cursor?: string | null) =>
    todoResponse.parse(
      await api(
        `/specialists/patients/todo?${new URLSearchParams({ date, ...filters, ...(cursor ? { cursor } : {}) }).toString()}`,
      ),
    );
  /** Every task of a day, page after page. */
  const todo = async (date: string, type?: string, status?: string) => {
    const filters = { ...(type ? { type } : {}), ...(status ? { status } : {}) };
    const items: TodoItem[] = [];
    let cursor: string | null = null;
    do {
      const next: TodoResponse = await todoPage(date, filters, cursor);
      items.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    return items;
  };
  const calendar = (from: string, to: string) =>
    allPages(token, `/specialists/calendar-entries/list?from=${from}&to=${to}`, calendarEntriesResponse);
  /** Nothing is loading any more. */
  const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const inEnglish = () => page.addInitScript(() => localStorage.setItem('rehab.language', 'en'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    page.setDefaultTimeout(15_000);
    token = await signInAs(page);
    await nobodyNeedsAttention(page);
  });
  afterAll(() => browser.close());

  it('shows the counts the server gives, each leading to where the specialist acts', async () => {
    const counts = dashboardResponse.parse(await api('/specialists/dashboard'));
    await page.goto('/');
    const tiles = page.getByRole('region', { name: 'Att ta hand om' });
    const expected = [
      ['Nya användare', counts.newUsers, '/patients/list'],
      ['Nya meddelanden', counts.newMessages, '/chats'],
      ['Uppföljning', counts.followUp, `/to-do/users?date=${today()}`],
      ['Uppstartssamtal', counts.startupCalls, '/calendar-entries'],
    ] as const;
    for (const [label, count, href] of expected) {
      const tile = tiles.getByRole('link', { name: new RegExp(`^${label}\\s*${count}$`) });
      await tile.waitFor();
      await expect(tile.getAttribute('href')).resolves.toBe(href);
    }
    await page.getByRole('link', { name: /^Uppstartssamtal/ }).click();
    await page.waitForURL('**/calendar-entries');
  });

  /** This week as the home page shows it: per day, a card per patient who skipped tasks (with how many) and the calendar entries. */
  const thisWeek = async () => {
    const monday = thisMonday();
    const days = Array.from({ length: 7 }, (_, index) => day(addDays(monday, index)));
    const [skipped, entries] = await Promise.all([
      Promise.all(days.map((date) => todo(date, undefined, 'skipped'))),
      calendar(day(monday), day(addDays(monday, 6))),
    ]);
    return days.map((date, index) => {
      const perPatient = new Map<string, number>();
      const names = new Map<string, string>();
      for (const task of skipped[index] ?? []) {
        perPatient.set(task.patient.id, (perPatient.get(task.patient.id) ?? 0) + 1);
        names.set(task.patient.id, `${task.patient.firstName} ${task.patient.lastName}`);
      }
      const timed = entries.filter((entry) => day(new Date(entry.startsAt)) === date).length;
      const cards = perPatient.size + timed;
      // A day shows four cards, the specialist's own bookings first, the rest behind "Visa alla (n)".
      return {
        date,
        tasks: skipped[index]?.length ?? 0,
        perPatient,
        names,
        cards,
        shown: cards > cardsPerDay ? Math.max(timed, cardsPerDay) : cards,
      };
    });
  };
  const cardsPerDay = 4;

  it("shows this week's calendar entries and skipped tasks per patient, four a day, and steps between weeks", async () => {
    const monday = thisMonday();
    const week = await thisWeek();
    expect(week.reduce((sum, each) => sum + each.tasks, 0)).toBeGreaterThan(
      week.reduce((sum, each) => sum + each.perPatient.size, 0),
    );
    await page.goto('/');
    const calendarWeek = page.getByRole('region', { name: /^v\. \d+ · / });
    await calendarWeek.waitFor();
    const rows = calendarWeek.getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(week.reduce((sum, each) => sum + each.shown, 0));
    await page.getByRole('link', { name: /^Nya användare\s*\d+$/ }).waitFor();
    for (const each of week.filter((candidate) => candidate.cards > cardsPerDay)) {
      await calendarWeek.getByRole('button', { name: `Visa alla (${each.cards})` }).waitFor();
    }
    // The page stays about a screen high, however many tasks were skipped (it was 4,785 px).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2 * 800);
    await expectNoAxeViolations(page);

    // A patient's card says how many tasks they skipped that day and leads to their program.
    const busiest = week.find((each) => each.perPatient.size > 0);
    const [patientId, count] = [...(busiest?.perPatient ?? [])].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    const name = `${busiest?.names.get(patientId)}`;
    const card = calendarWeek
      .getByRole('row', { name: new RegExp(name) })
      .filter({ hasText: count === 1 ? '1 överhoppad uppgift' : `${count} överhoppade uppgifter` })
      .first();
    await card.waitFor();

    // Titles wrap between words: no word is wider than its card.
    const brokenWords = await rows.evaluateAll((cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('span')].flatMap((line) => {
          const probe = document.createElement('span');
          probe.style.whiteSpace = 'nowrap';
          line.append(probe);
          const words = (line.firstChild?.textContent ?? '').split(/\s+/).filter((word) => {
            probe.textContent = word;
            return probe.getBoundingClientRect().width > card.getBoundingClientRect().width;
          });
          probe.remove();
          return words;
        }),
      ),
    );
    expect(brokenWords).toEqual([]);

    // "Visa alla" opens the day in place, and "Visa färre" caps it again.
    const crowded = week.find((each) => each.cards > cardsPerDay);
    if (crowded) {
      const showAll = calendarWeek.getByRole('button', { name: `Visa alla (${crowded.cards})` });
      const dayList = calendarWeek.getByRole('grid', { name: new RegExp(`^${fullDate(new Date(`${crowded.date}T12:00:00`))}`) });
      await showAll.click();
      await expect.poll(() => dayList.getByRole('row').count()).toBe(crowded.cards);
      await calendarWeek.getByRole('button', { name: 'Visa färre' }).click();
      await expect.poll(() => dayList.getByRole('row').count()).toBe(crowded.shown);
    }
    await card.click();
    await page.waitForURL(`**/patients/view/${patientId}/program`);
    await page.goto('/');
    await calendarWeek.waitFor();

    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await page.waitForURL(`**/?week=${day(addDays(monday, 7))}`);
    await page.getByRole('button', { name: 'Denna vecka' }).click();
    await page.waitForURL((url) => !url.search.includes('week='));
    await page.goto(`/?week=${emptyWeek}`);
    await page.getByRole('heading', { level: 2, name: /^v\. 2 · 6–12 jan\. 2020$/ }).waitFor();
    await expect.poll(() => page.getByText('Inget inplanerat').count(), { timeout: 15_000 }).toBe(7);
    // A week with nothing booked gives a stable screen; only the counts follow today's date.
    await settled();
    await expectScreenshot(page, 'dashboard', { mask: [page.locator('section[aria-label="Att ta hand om"] a > span')] });
  });

  it('filters the to-do by type, kept in the address, and shows more on request', async () => {
    const [all, breathing] = await Promise.all([todoPage(today()), todo(today(), 'breathing')]);
    expect(breathing.length).toBeGreaterThan(0);
    expect(breathing.length).toBeLessThan(all.total);
    await page.goto('/to-do');
    const rows = page.getByRole('grid', { name: 'Uppgifter' }).getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(all.items.length);
    await page.getByText(`${all.items.length} av ${all.total} uppgifter`).waitFor();
    await expectNoAxeViolations(page);
    // A busy day is read 50 tasks at a time: the next page comes on request.
    if (all.nextCursor) {
      await page.getByRole('button', { name: 'Visa fler uppgifter' }).click();
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(all.total, 100));
    }

    await page.getByRole('button', { name: /Typ/ }).click();
    await page.getByRole('option', { name: 'Andning' }).click();
    await page.waitForURL('**/to-do?type=breathing');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(Math.min(breathing.length, 50));
    const first = breathing[0];
    await expect(rows.first().textContent()).resolves.toContain(`${first?.patient.firstName} ${first?.patient.lastName}`);

    await page.getByRole('button', { name: 'Föregående dag' }).click();
    const yesterday = day(addDays(now(), -1));
    await page.waitForURL(`**/to-do?type=breathing&date=${yesterday}`);
    await expect
      .poll(() => rows.count(), { timeout: 15_000 })
      .toBe((await todoPage(yesterday, { type: 'breathing' })).items.length);
  });

  it('shows an empty day, in Swedish and English', async () => {
    await page.goto(`/to-do?date=${emptyDay}`);
    await page.getByRole('heading', { name: 'Inga uppgifter' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'onsdag 1 januari 2020' }).waitFor();
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'to-do-empty');

    await inEnglish();
    await page.goto(`/to-do?date=${emptyDay}&type=exercise-strength`);
    await page.getByRole('heading', { name: 'No tasks' }).waitFor();
    // Dates in the chosen language (docs/rules/languages-and-dates.md).
    await page.getByRole('heading', { level: 2, name: /^Wednesday,? 1 January 2020$/ }).waitFor();
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'to-do-empty-en');
  });

  it('groups the day per patient, each leading to the patient program', async () => {
    // Strength is booked on Mondays (also Wednesdays and Fridays), so this week's Monday has some whatever today is.
    const monday = day(thisMonday());
    const { items } = await todoPage(monday, { type: 'exercise-strength' }); // the first page, as the screen shows it
    const patients = [...new Map(items.map((item) => [item.patient.id, item.patient])).values()];
    expect(patients.length).toBeGreaterThan(0);
    await page.goto(`/to-do/users?type=exercise-strength&date=${monday}`);
    const links = page.getByRole('link', { name: /^Visa programmet för / });
    await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(patients.length);
    const first = patients[0];
    const link = page.getByRole('link', { name: `Visa programmet för ${first?.firstName} ${first?.lastName}` });
    await expect(link.getAttribute('href')).resolves.toBe(`/patients/view/${first?.id}/program`);
    await expect(page.getByRole('heading', { level: 3 }).count()).resolves.toBe(patients.length);
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'to-do-users', {
      fullPage: false,
      mask: [
        page.getByRole('region', { name: 'Uppgifter' }),
        page.getByRole('heading', { level: 2 }),
        page.getByRole('group', { name: 'Datum' }),
      ],
    });
    await page.getByRole('link', { name: 'Per dag' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/to-do' &&
        url.searchParams.get('type') === 'exercise-strength' &&
        url.searchParams.get('date') === monday,
    );
  });

  it("lists the week's calendar entries by day with their times", async () => {
    const monday = thisMonday();
    const entries = await calendar(day(monday), day(addDays(monday, 6)));
    expect(entries.length).toBeGreaterThan(0);
    await page.goto('/calendar-entries');
    const list = page.getByRole('region', { name: 'Kalenderposter' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(entries.length);
    const days = new Set(entries.map((entry) => day(new Date(entry.startsAt))));
    await expect(list.getByRole('heading', { level: 3 }).count()).resolves.toBe(days.size);
    const first = entries[0];
    if (first)
      await list
        .getByText(`${time(first.startsAt)}–${time(first.endsAt)}`)
        .first()
        .waitFor();
    // The titles line up in one column, whatever the digits of their times.
    const titleEdges = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.children[1]?.getBoundingClientRect().left ?? -1)));
    expect(new Set(titleEdges).size).toBe(1);
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'calendar-entries', { fullPage: false });

    await page.getByRole('button', { name: 'Nästa vecka' }).click();
    await page.waitForURL(`**/calendar-entries?week=${day(addDays(monday, 7))}`);
    const next = await calendar(day(addDays(monday, 7)), day(addDays(monday, 13)));
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBe(next.length);

    await page.goto(`/calendar-entries?week=${emptyWeek}`);
    await page.getByRole('heading', { name: 'Inga kalenderposter' }).waitFor();
    await settled();
    await expectScreenshot(page, 'calendar-entries-empty');
  });

  it('shows the calendar entries as a week, in Swedish and English', async () => {
    await page.goto(`/calendar-entries/week?week=${emptyWeek}`);
    await page.getByRole('heading', { level: 2, name: /^v\. 2 · 6–12 jan\. 2020$/ }).waitFor();
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'calendar-entries-week');
    await page.getByRole('button', { name: 'Föregående vecka' }).click();
    await page.waitForURL('**/calendar-entries/week?week=2019-12-30');
    // The other view keeps the shown week.
    const listLink = page.getByRole('link', { name: 'Lista' });
    await expect.poll(() => listLink.getAttribute('href')).toBe('/calendar-entries?week=2019-12-30');
    await listLink.click();
    await page.waitForURL('**/calendar-entries?week=2019-12-30');

    await inEnglish();
    await page.goto(`/calendar-entries/week?week=${emptyWeek}`);
    await page.getByRole('heading', { level: 2, name: /^w\. 2 · 6\s?–\s?12 Jan 2020$/ }).waitFor();
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'calendar-entries-week-en');

    await page.goto(`/?week=${emptyWeek}`);
    await page.getByText('Nothing planned').first().waitFor();
    await page.getByRole('link', { name: /^New messages/ }).waitFor();
    await expectNoAxeViolations(page);
    await settled();
    await expectScreenshot(page, 'dashboard-en', {
      fullPage: false,
      mask: [page.locator('section[aria-label="To take care of"] a > span')],
    });
  });

  it('shows a phone one day at a time, today first, stepping a day with the keyboard; and the week on a tablet', async () => {
    const week = await thisWeek();
    const todayIndex = week.findIndex((each) => each.date === today());
    const phone = await openPage(browser, inject('baseUrl'), viewports.phone);
    await signInAs(phone);
    await nobodyNeedsAttention(phone);
    await phone.goto('/');
    const calendarWeek = phone.getByRole('region', { name: /^v\. \d+ · / });
    const dayHeading = calendarWeek.getByRole('heading', { level: 3 });
    await expect.poll(() => dayHeading.getAttribute('aria-label')).toMatch(/, Idag$/);
    await expect.poll(() => calendarWeek.getByRole('grid').count()).toBe(1);
    await expect.poll(() => calendarWeek.getByRole('row').count()).toBe(week[todayIndex]?.shown);
    await phone.getByRole('link', { name: /^Nya användare\s*\d+$/ }).waitFor();
    await phone.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expectNoAxeViolations(phone);
    await expectScreenshot(phone, 'home-day-phone', {
      mask: [
        phone.locator('section[aria-label="Att ta hand om"] a > span'),
        phone.getByRole('button', { name: /^Notiser/ }),
        calendarWeek.getByRole('grid'),
        calendarWeek.getByRole('button', { name: /^Visa alla/ }),
      ],
    });

    // The day steps are buttons the keyboard reaches; a step past Sunday or Monday changes the week.
    const next = calendarWeek.getByRole('button', { name: 'Nästa dag' });
    await next.focus();
    await phone.keyboard.press('Enter');
    const tomorrow = fullDate(addDays(now(), 1));
    await expect.poll(() => dayHeading.getAttribute('aria-label')).toBe(tomorrow);
    await expect.poll(() => calendarWeek.getByRole('row').count()).toBe(week[todayIndex + 1]?.shown ?? 0);
    const previous = calendarWeek.getByRole('button', { name: 'Föregående dag' });
    await previous.focus();
    await phone.keyboard.press('Enter');
    await phone.keyboard.press('Enter');
    const yesterday = fullDate(addDays(now(), -1));
    await expect.poll(() => dayHeading.getAttribute('aria-label')).toBe(yesterday);
    await calendarWeek.getByRole('button', { name: 'Idag' }).click();
    await expect.poll(() => dayHeading.getAttribute('aria-label')).toMatch(/, Idag$/);
    await phone.close();

    const tablet = await openPage(browser, inject('baseUrl'), viewports.tablet);
    await signInAs(tablet);
    await nobodyNeedsAttention(tablet);
    await tablet.goto('/');
    const tabletWeek = tablet.getByRole('region', { name: /^v\. \d+ · / });
    await expect.poll(() => tabletWeek.getByRole('grid').count()).toBe(7);
    await expect.poll(() => tabletWeek.getByRole('row').count()).toBe(week.reduce((sum, each) => sum + each.shown, 0));
    await tablet.getByRole('link', { name: /^Nya användare\s*\d+$/ }).waitFor();
    await tablet.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await tablet.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(2 * viewports.tablet.height);
    await expectNoAxeViolations(tablet);
    // How many more a day holds follows what other files do to the seeded tasks; the picture keeps the button, not its count.
    await tablet.evaluate(() =>
      document.querySelectorAll('button').forEach((button) => {
        if (button.textContent?.startsWith('Visa alla')) button.textContent = 'Visa alla';
      }),
    );
    await expectScreenshot(tablet, 'home-week-tablet', {
      fullPage: false,
      mask: [
        tablet.locator('section[aria-label="Att ta hand om"] a > span'),
        tablet.getByRole('button', { name: /^Notiser/ }),
        tabletWeek.getByRole('grid'),
        tabletWeek.getByRole('button', { name: /^Visa alla/ }),
      ],
    });
    await tablet.close();
  });
});
