import { patientDetails, treatmentPeriodsResponse, type PatientListItem } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage } from '@rehab/test-kit/browser';
import { allPatients, signInAs } from '@rehab/test-kit/session';

/*
 * This file's patients: the 6th and 7th (index 5 and 6) active patients of the demo physio's patient
 * list sorted by id, chosen once per run. Only this file uses them: the 6th is viewed and the
 * 7th's treatment is ended (the last test, so the indexes below it never move for other files).
 */
const viewedIndex = 5;
const endedIndex = 6;

describe('the patients area', { timeout: 90_000 }, () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let patients: PatientListItem[] = [];
  let viewed: PatientListItem;
  let ended: PatientListItem;

  const api = async (path: string) => {
    const response = await page.request.get(`${inject('baseUrl')}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    return response.json() as Promise<unknown>;
  };
  const table = () => page.getByRole('grid', { name: 'Patienter' });
  const rowHeaders = () => table().getByRole('rowheader');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  beforeEach(async () => {
    page = await openPage(browser, inject('baseUrl'));
    // The list and the patient view each load a few calls; a busy machine needs a little patience.
    page.setDefaultTimeout(20_000);
    token = await signInAs(page);
    if (patients.length > 0) return;
    patients = await allPatients(token);
    const active = patients.filter((patient) => patient.status === 'active').sort((a, b) => a.id.localeCompare(b.id));
    viewed = active[viewedIndex] as PatientListItem;
    ended = active[endedIndex] as PatientListItem;
    expect(viewed && ended).toBeTruthy();
  });
  afterAll(() => browser.close());

  it('opens the list from /patients and any unknown path below it', async () => {
    await page.goto('/patients');
    await page.waitForURL('**/patients/list');
    await page.goto('/patients/nothing/here');
    await page.waitForURL('**/patients/list');
    await page.getByRole('heading', { level: 2, name: 'Patientlista' }).waitFor();
  });

  it('shows gender, age, phone, the latest signed note and status whole, and fills a wide screen with the longer values', async () => {
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/patients/list');
      await page.getByText(`${patients.length} patienter`).waitFor();
      const layout = await table().evaluate((grid) => {
        const headers = [...grid.querySelectorAll('[role="columnheader"]')];
        // The organization's name too: its column is as wide as the longest name of the physio's organizations.
        const short = ['Kön', 'Ålder', 'Telefonnummer', 'Senast signerad', 'Organisation', 'Status', 'Senast aktiv', 'Följsamhet 14 d', 'Uppmärksamhet'].map((name) =>
          headers.findIndex((header) => header.textContent === name),
        );
        const clipped = [...grid.querySelectorAll('[role="row"]')].slice(1).flatMap((row) =>
          short.flatMap((index) => {
            const text = row.querySelector(`[data-column-index="${index}"]`)?.firstElementChild;
            return text && text.scrollWidth > text.clientWidth ? [text.textContent] : [];
          }),
        );
        const columnsWidth = headers.reduce((sum, header) => sum + header.getBoundingClientRect().width, 0);
        return { clipped, columnsWidth, gridWidth: grid.clientWidth };
      });
      expect(layout.clipped, `at ${width} px`).toEqual([]);
      expect(layout.columnsWidth, `at ${width} px`).toBeGreaterThanOrEqual(layout.gridWidth - 1);
    }
  });

  it('lists the patients with the columns that fit, searches and looks right', async () => {
    await page.goto('/patients/list');
    await page.getByText(`${patients.length} patienter`).waitFor();
    const headers = await table().getByRole('columnheader').allTextContents();
    // Neither the id (in the address of the patient's page) nor the role (always a patient) takes room; beside the
    // menu at 1280 px the physio's figures from the record push out the gender, phone, latest signed note and email
    // (all on the patient's page); a wider screen shows them.
    expect(headers).toEqual([
      'Förnamn',
      'Efternamn',
      'Ålder',
      'Organisation',
      'Status',
      'Senast aktiv',
      'Följsamhet 14 d',
      'Uppmärksamhet',
    ]);
    // Every column it shows is whole: the last one ends inside the table, not cut at its edge.
    const [grid, status] = [await table().boundingBox(), await table().getByRole('columnheader', { name: 'Status' }).boundingBox()];
    expect(status && grid && status.x + status.width).toBeLessThanOrEqual((grid?.x ?? 0) + (grid?.width ?? 0) + 1);
    // Sorted by name to begin with, as the server orders it.
    await expect(rowHeaders().first().textContent()).resolves.toBe(patients[0]?.lastName);
    // The list is windowed: only the rows in view (and a few around them) are in the page.
    expect(await table().getByRole('row').count()).toBeLessThan(patients.length / 4);
    await expectNoAxeViolations(page);

    // The server searches when typing pauses, and the address keeps the search.
    await page.getByRole('searchbox', { name: 'Sök' }).fill(viewed.email.toUpperCase());
    await page.getByText('1 patient', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe(viewed.email.toUpperCase());
    const row = table()
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: viewed.lastName }) });
    await expect(row.textContent()).resolves.toContain(viewed.firstName);
    await expect(row.textContent()).resolves.toContain(viewed.organization.title);
    await expect(row.textContent()).resolves.toContain('Aktiv');
    // The figures from the record follow the day the suite runs.
    const figures = await Promise.all(
      ['Senast aktiv', 'Följsamhet 14 d', 'Uppmärksamhet'].map(async (name) => {
        const column = await table().getByRole('columnheader', { name }).getAttribute('aria-colindex');
        return table().locator(`[role="gridcell"][aria-colindex="${column}"]`);
      }),
    );
    await expectScreenshot(page, 'patient-list', { mask: figures });

    await page.getByRole('searchbox', { name: 'Sök' }).fill('ingen-sådan-patient');
    await page.getByText('Inga patienter matchar sökningen').waitFor();
  });

  it('sorts on the server by a column when its header is pressed, both ways, and keeps the order in the address', async () => {
    await page.goto('/patients/list');
    await page.getByText(`${patients.length} patienter`).waitFor();
    const lastName = table().getByRole('columnheader', { name: 'Efternamn' });
    await expect.poll(() => lastName.getAttribute('aria-sort')).toBe('ascending');
    await lastName.click();
    await expect.poll(() => lastName.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => table().getByRole('row').nth(1).getAttribute('data-key')).toBe(patients.at(-1)?.id);

    // Those who need attention first, by the figures the server keeps from their record.
    const attention = table().getByRole('columnheader', { name: 'Uppmärksamhet' });
    await attention.click();
    await expect.poll(() => attention.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => table().getByRole('row').nth(1).textContent()).toContain('Behövs');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('attention');

    const age = table().getByRole('columnheader', { name: 'Ålder' });
    await age.click();
    await expect.poll(() => age.getAttribute('aria-sort')).toBe('ascending');
    const youngest = Math.min(...patients.flatMap((patient) => (patient.age === null ? [] : [patient.age])));
    await expect.poll(() => table().getByRole('row').nth(1).locator('[data-age]').textContent()).toBe(String(youngest));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('age');
    // A reload shows the same order.
    await page.reload();
    await expect.poll(() => table().getByRole('columnheader', { name: 'Ålder' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('reads the next pages as the list is scrolled, down to the last patient', async () => {
    await page.goto('/patients/list');
    await page.getByText(`${patients.length} patienter`).waitFor();
    const last = patients.at(-1);
    const pagesRead: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/specialists/patients/list') && request.url().includes('cursor=')) pagesRead.push(request.url());
    });
    // Scroll to the end of what is loaded until the last patient is on screen: 200 patients are four pages.
    await expect
      .poll(async () => {
        await table().evaluate((grid) => grid.scrollTo({ top: grid.scrollHeight }));
        return table().locator(`[role="row"][data-key="${last?.id ?? '-'}"]`).count();
      })
      .toBe(1);
    expect(pagesRead.length).toBe(Math.ceil(patients.length / 50) - 1);
    expect(await table().getByRole('row').count()).toBeLessThan(patients.length / 4);
  });

  it('filters by status and organization', async () => {
    await page.goto('/patients/list');
    await page.getByText(`${patients.length} patienter`).waitFor();
    await page.getByRole('button', { name: /^Alla Status/ }).click();
    await page.getByRole('option', { name: 'Inaktiv' }).click();
    const inactive = patients.filter((patient) => patient.status === 'inactive');
    expect(inactive.length).toBeGreaterThan(0);
    await page.getByText(`${inactive.length} patient${inactive.length === 1 ? '' : 'er'}`, { exact: true }).waitFor();
    await expect(table().getByText('Aktiv', { exact: true }).count()).resolves.toBe(0);

    const organization = viewed.organization;
    await page.getByRole('button', { name: /^Alla organisationer/ }).click();
    await page.getByRole('option', { name: organization.title }).click();
    const both = inactive.filter((patient) => patient.organization.id === organization.id);
    await page.getByText(`${both.length} patient${both.length === 1 ? '' : 'er'}`, { exact: true }).waitFor();
  });

  it('opens a patient from the list, on the program tab', async () => {
    await page.goto('/patients/list');
    await page.getByRole('searchbox', { name: 'Sök' }).fill(viewed.email);
    await page.getByText('1 patient', { exact: true }).waitFor();
    await rowHeaders().first().click();
    await page.waitForURL(`**/patients/view/${viewed.id}/program`);
    await page.getByRole('heading', { level: 2, name: `${viewed.firstName} ${viewed.lastName}` }).waitFor();
    await expect(page.getByRole('tab', { name: 'Program' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  // Five tabs, each checked by axe: on a slow, loaded machine that alone takes most of a minute.
  it('shows the header and every tab, axe clean', { timeout: 180_000 }, async () => {
    await page.goto(`/patients/view/${viewed.id}`);
    await page.waitForURL(`**/patients/view/${viewed.id}/program`);
    const header = page.getByRole('region', { name: `${viewed.firstName} ${viewed.lastName}` });
    await header.getByText(viewed.email).waitFor();
    await expect(header.textContent()).resolves.toContain(viewed.organization.title);
    await expect(header.textContent()).resolves.toContain('Aktiv');
    for (const [tab, content] of [
      ['Frågeformulär', page.getByRole('heading', { level: 2, name: 'Välkomstformulär' })],
      ['Program', page.getByRole('heading', { level: 2, name: /^v\. \d+/ })],
      ['Statistik', page.getByRole('figure', { name: 'Aktiviteter per vecka' })],
      ['Medicinska anteckningar', page.getByRole('heading', { level: 2, name: 'Ny anteckning' })],
      ['Återkoppling', page.getByRole('heading', { level: 2, name: 'Återkoppling' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await content.waitFor();
      await expect(page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
      await expectNoAxeViolations(page);
    }
  });

  it('shows the questionnaires with their answers', async () => {
    await page.goto(`/patients/view/${viewed.id}/questionaries`);
    const answers = page.getByRole('region', { name: 'Välkomstformulär' }).getByRole('table').first();
    await answers.waitFor();
    for (const column of ['Fråga', 'Beskrivning', 'Svar']) await answers.getByRole('columnheader', { name: column }).waitFor();
    await expect(answers.getByRole('row').count()).resolves.toBeGreaterThan(1);
    await expectScreenshot(page, 'patient-questionnaires');
  });

  it('shows the feedback with its difficulty, in Swedish and in English', async () => {
    await page.goto(`/patients/view/${viewed.id}/feedback`);
    const list = page.getByRole('region', { name: 'Återkoppling' }).getByRole('listitem');
    await list.first().waitFor();
    await expect(list.first().textContent()).resolves.toMatch(/Lätt|Lagom|Svår/);
    // Swedish dates, on a 24-hour clock.
    await expect(list.first().locator('time').textContent()).resolves.toMatch(/^\d{1,2} [a-zé]+\.? \d{4} \d{2}:\d{2}$/);
    await expectScreenshot(page, 'patient-feedback', { fullPage: false });

    await page.evaluate(() => localStorage.setItem('rehab.language', 'en'));
    await page.reload();
    await page.getByRole('tab', { name: 'Feedback' }).waitFor();
    await expect(page.getByRole('region', { name: 'Feedback' }).getByRole('listitem').first().textContent()).resolves.toMatch(
      /Easy|Moderate|Hard/,
    );
    await expectNoAxeViolations(page);
    await expectScreenshot(page, 'patient-feedback-en', { fullPage: false });
  });

  it('shows "not found" for a patient who is not the physio\'s, not a crash', async () => {
    await page.goto('/patients/view/00000000-0000-4000-8000-000000000000/feedback');
    await page.getByRole('heading', { level: 2, name: 'Patienten hittades inte' }).waitFor();
    await expect(page.getByText('Oväntat fel i programmet!').count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Till patientlistan' }).click();
    await page.waitForURL('**/patients/list');
  });

  it('ends a treatment from its own card after a dialog that says what follows, and opens a new period', async () => {
    await page.goto(`/patients/view/${ended.id}/questionaries`);
    const header = page.getByRole('region', { name: `${ended.firstName} ${ended.lastName}` });
    await header.getByText('Aktiv', { exact: true }).waitFor();
    // Ending is not an everyday action: it is in "Behandling", not beside "Skicka meddelande".
    await header.getByRole('button', { name: 'Skicka meddelande' }).waitFor();
    await expect(header.getByRole('button', { name: 'Avsluta behandling' }).count()).resolves.toBe(0);
    const treatment = page.getByRole('region', { name: 'Behandling' });
    await treatment.getByRole('listitem').filter({ hasText: /^Period 1 pågår sedan/ }).waitFor();
    await treatment.getByRole('button', { name: 'Avsluta behandling' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Avsluta behandling?' });
    await dialog.getByText(/Uppgifter som är planerade efter i dag tas bort/).waitFor();
    await expectNoAxeViolations(page);
    // Cancel first: nothing changes.
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(patientDetails.parse(await api(`/patients/list/${ended.id}`)).status).toBe('active');

    await treatment.getByRole('button', { name: 'Avsluta behandling' }).click();
    await dialog.getByRole('button', { name: 'Avsluta behandling' }).click();
    await page.getByText('Behandlingen är avslutad', { exact: true }).waitFor();
    await header.getByText('Inaktiv', { exact: true }).waitFor();
    await treatment.getByRole('listitem').filter({ hasText: /^Period 1.+ – / }).waitFor();
    expect(patientDetails.parse(await api(`/patients/list/${ended.id}`)).status).toBe('inactive');

    await treatment.getByRole('button', { name: 'Ny behandlingsperiod' }).click();
    await page.getByText('En ny behandlingsperiod har börjat').waitFor();
    await header.getByText('Aktiv', { exact: true }).waitFor();
    await treatment.getByRole('listitem').filter({ hasText: /^Period 2 pågår sedan/ }).waitFor();
    await treatment.getByRole('listitem').filter({ hasText: /^Period 1.+ – / }).waitFor();
    expect(treatmentPeriodsResponse.parse(await api(`/patients/list/${ended.id}/treatment-periods`)).items).toHaveLength(2);
    expect(patientDetails.parse(await api(`/patients/list/${ended.id}`)).status).toBe('active');
  });
});
