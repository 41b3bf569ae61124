import { luhnCheckDigit } from '@rehab/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, expectScreenshot, launchChromium, openPage, viewports } from '@rehab/test-kit/browser';
import { mailCount, nextMailTo } from '@rehab/test-kit/mail';
import { demoPhysio, signInAs } from '@rehab/test-kit/session';

/*
 * Patients in (docs/rules/patients-in.md): a physio of Rehabkliniken Syd AB alone adds a patient, whose invitation
 * arrives over SMTP; its link opens the patient app and joins. The patient closes their account at the end, which
 * removes them from every list and gives the license back, so no other file sees them.
 */
const physio = { email: 'erik.holm@demo.se', password: demoPhysio.password };
const patient = { firstName: 'Inga', lastName: 'Inbjudensson', email: 'inga.inbjuden@example.se', password: 'Inga-tranar-2026' };
const personalNumber = `19910412-${'374'}${luhnCheckDigit('910412374')}`;
/** Karin Isaksson, a patient of the demo already. */
const takenPersonalNumber = '19440506-9867';

/** The invitation's link in a mail as it came over SMTP (quoted-printable folds long lines and writes = as =3D). */
function invitationLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/app\/join#invitation=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in mail:\n${raw}`);
  return link;
}

describe('a physio adding a patient, who joins by the mailed invitation', { timeout: 120_000 }, () => {
  let browser: Browser;
  let portal: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    portal = await openPage(browser, inject('baseUrl'), viewports.desktop);
    portal.setDefaultTimeout(20_000);
    await signInAs(portal, physio);
  });
  afterAll(async () => {
    // The patient closes their account, as on their profile: out of every list, the license free again.
    const signIn = await fetch(`${inject('baseUrl')}/patient-app/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: patient.email, password: patient.password }),
    });
    const { access_token } = (await signIn.json()) as { access_token?: string };
    await browser.close();
    if (!access_token) return;
    const closed = await fetch(`${inject('baseUrl')}/patient-app/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: patient.password }),
    });
    if (!closed.ok) throw new Error(`closing ${patient.email}'s account answered ${closed.status}`);
  });

  const dialog = () => portal.getByRole('dialog', { name: 'Lägg till patient' });
  const field = (label: RegExp) => dialog().getByLabel(label).and(portal.locator('input'));

  it('adds the patient in the portal, mails the invitation over SMTP, and its link joins them in the app', async () => {
    await portal.goto('/patients/list');
    await portal.getByRole('heading', { level: 2, name: 'Patientlista' }).waitFor();
    // Searched for the new patient, the list behind the dialog is empty whatever other files did to the clinic.
    await portal.getByRole('searchbox', { name: 'Sök' }).fill(patient.lastName);
    await portal.getByText('Inga patienter matchar sökningen').waitFor();
    await portal.getByRole('button', { name: 'Lägg till patient' }).click();
    await dialog().waitFor();

    // Nothing filled in: the fields say so and nothing is sent.
    const before = mailCount();
    await dialog().getByRole('button', { name: 'Lägg till och skicka inbjudan' }).click();
    await expect.poll(() => field(/^Förnamn/).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => field(/^Personnummer/).getAttribute('aria-invalid')).toBe('true');

    await field(/^Förnamn/).fill(patient.firstName);
    await field(/^Efternamn/).fill(patient.lastName);
    await field(/^E-postadress/).fill(patient.email);
    await field(/^Mobilnummer/).fill('070-123 45 67');
    // The physio answers the patient unless they choose another.
    await dialog().getByRole('button', { name: /Erik Holm/ }).waitFor();
    // Someone who is a patient already: the server's 409 lands on the personal number.
    await field(/^Personnummer/).fill(takenPersonalNumber);
    await dialog().getByRole('button', { name: 'Lägg till och skicka inbjudan' }).click();
    await dialog().getByText('Personnummer används redan').waitFor();
    await expect.poll(() => field(/^Personnummer/).getAttribute('aria-invalid')).toBe('true');
    expect(mailCount()).toBe(before);

    await field(/^Personnummer/).fill(personalNumber);
    await expectNoAxeViolations(portal);
    await expectScreenshot(portal, 'patients-in-add-dialog-desktop', { fullPage: false });
    await dialog().getByRole('button', { name: 'Lägg till och skicka inbjudan' }).click();
    await portal.getByText(`Inbjudan skickades till ${patient.email}`).waitFor();
    await dialog().waitFor({ state: 'detached' });

    // The patient is in the list at once, invited until they join.
    const row = portal.getByRole('row', { name: new RegExp(patient.lastName) });
    await row.getByText('Inbjuden', { exact: true }).waitFor();

    // The invitation arrived over SMTP; its link opens the app's joining flow with the name and address given.
    const link = invitationLink(await nextMailTo(patient.email, before));
    const app = await openPage(browser, inject('baseUrl'), viewports.phone);
    app.setDefaultTimeout(20_000);
    await app.goto(link);
    await app.getByRole('heading', { level: 1, name: 'Välkommen till Rehab-appen' }).waitFor();
    expect(await app.getByLabel(/^Namn/).inputValue()).toBe(`${patient.firstName} ${patient.lastName}`);
    expect(await app.getByLabel(/^E-postadress/).inputValue()).toBe(patient.email);
    await app.getByText('Adressen är bekräftad genom inbjudan').waitFor();
    await expectNoAxeViolations(app);
    await expectScreenshot(app, 'patients-in-invitation-phone');
    await app.getByLabel(/^Nytt lösenord/).and(app.locator('input')).fill(patient.password);
    await app.getByRole('button', { name: 'Gå med' }).click();
    await app.getByRole('heading', { level: 1, name: 'Idag' }).waitFor();

    // The link is used up.
    const again = await openPage(browser, inject('baseUrl'), viewports.phone);
    await again.goto(link);
    await again.getByText(/Länken i inbjudan fungerar inte längre/).waitFor();
    await again.context().close();
    await app.context().close();

    // In the portal the patient has joined: active, no longer invited.
    await portal.reload();
    await portal.getByRole('searchbox', { name: 'Sök' }).fill(patient.lastName);
    await portal.getByRole('row', { name: new RegExp(patient.lastName) }).getByText('Aktiv', { exact: true }).waitFor();
  });
});
