import { appointment, type PatientListItem } from '@rehab/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { allPatients } from '@rehab/test-kit/session';
import { signInToApp } from './joinedPatient';
import { api, demoPatientPassword, physioToken } from './patientSession';

/*
 * Mina besök: the demo physio books a video visit with this file's patient (the second active patient by id of
 * Friskvård Norr AB), who finds it in the app from today; the visit is cancelled at the end, so no other file sees it.
 */
describe("the patient's appointments", { timeout: 120_000 }, () => {
  let browser: Browser;
  let physio: string;
  let patient: PatientListItem;
  let entryId: string | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    physio = await physioToken();
    const norr = (await allPatients(physio))
      .filter((each) => each.status === 'active' && each.organization.title === 'Friskvård Norr AB')
      .sort((a, b) => a.id.localeCompare(b.id));
    patient = norr[1] as PatientListItem;
    expect(patient).toBeTruthy();
  });
  afterAll(async () => {
    if (entryId) await fetch(`${inject('baseUrl')}/specialists/calendar-entries/${entryId}`, { method: 'DELETE', headers: { authorization: `Bearer ${physio}` } });
    await browser.close();
  });

  it('shows a booked visit with the physio, the time and the video link', async () => {
    const booked = await api(physio, '/specialists/calendar-entries', appointment, {
      method: 'POST',
      body: JSON.stringify({
        type: 'appointment',
        title: 'Uppföljning höft',
        startsAt: '2026-11-24T09:00:00+01:00',
        endsAt: '2026-11-24T09:30:00+01:00',
        patientId: patient.id,
        videoUrl: 'https://video.exempel.se/rum/12',
      }),
    });
    entryId = booked.id;

    const page = await openPage(browser, inject('baseUrl'), viewports.phone);
    page.setDefaultTimeout(20_000);
    await signInToApp(page, { email: patient.email, password: demoPatientPassword });
    await page.getByRole('link', { name: 'Mina besök' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mina besök' }).waitFor();
    const visit = page.getByRole('region', { name: 'Uppföljning höft' });
    await visit.getByText('tisdag 24 november kl. 09:00–09:30').waitFor();
    await visit.getByText('Hos Anna Lindqvist').waitFor();
    expect(await visit.getByRole('link', { name: 'Öppna videobesöket' }).getAttribute('href')).toBe('https://video.exempel.se/rum/12');
    await expectNoAxeViolations(page);
  });
});
