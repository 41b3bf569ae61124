import { accessTokenResponse, apiErrorBody, invitationDetails, luhnCheckDigit, organization, patientInvitationsResponse, patientListItem } from '@rehab/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, patientInvitations, patients, users } from '../../db/schema';
import { demoAdmins, demoPatient } from '../../db/seed';
import { smtpMailer } from '../../mail/mailer';
import { licenseHolders } from '../organizations/service';
import { bearer, present, seededStaff, startSmtpCapture, startTestServer, type ReceivedMail, type TestServer } from '../../testing';

/** A valid personal number born on the given day (YYYYMMDD), told apart by `serial` (three digits). */
const personalNumber = (day: string, serial: string) => `${day}-${serial}${luhnCheckDigit(`${day.slice(2)}${serial}`)}`;

/** The link's secret in a mail as it came over SMTP (quoted-printable folds long lines and writes = as =3D). */
const tokenIn = (mail: ReceivedMail) => {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/app\/join#invitation=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in mail:\n${mail.raw}`);
  return match[1];
};

describe('staff adding a patient, who joins by the mailed invitation', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let south: string;
  let north: string;
  let physioToken: string;
  let physioId: string;
  const tokens: Record<string, string> = {};
  const as = async (email: string) => (tokens[email] ??= await server.signIn(email));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer({
      mailer: smtpMailer(smtp.url, 'Rehab <no-reply@rehab.test>'),
      seedOptions: { patients: 3, weeks: 1 },
      appOptions: { portalUrl: 'https://rehab.test' },
    });
    south = present(server.summary.organizations[0]).id;
    north = present(server.summary.organizations[1]).id;
    physioId = seededStaff(server.summary, 'erik.holm@demo.se').id;
    physioToken = await as('erik.holm@demo.se');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const add = (token: string, organizationId: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `/organizations/${organizationId}/patients`, headers: bearer(token), payload });
  const lookUp = (token: string) => server.app.inject({ method: 'POST', url: '/patient-app/invitation', payload: { token } });
  const accept = (token: string, password = 'Ny-patient-2026') =>
    server.app.inject({ method: 'POST', url: '/patient-app/invitation/accept', payload: { token, password } });
  const patientCount = async () => Number((await server.database.db.select({ n: count() }).from(patients))[0]?.n);
  const denials = (actorId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.actorId, actorId), eq(auditLog.outcome, 'denied')));

  /** Adds a patient as the physio and answers the row and the link's secret from the mail that arrived. */
  async function invite(fields: { email: string; personalNumber: string; firstName?: string; phoneNumber?: string }) {
    const mail = smtp.nextMail();
    const response = await add(physioToken, south, { firstName: fields.firstName ?? 'Nora', lastName: 'Nyström', ...fields });
    expect(response.statusCode, response.body).toBe(201);
    const received = await mail;
    expect(received.to).toEqual([fields.email]);
    return { patient: patientListItem.parse(response.json()), token: tokenIn(received) };
  }

  it('adds the patient as invited, with the physio responsible, and the link joins them with a password of their own', async () => {
    const { patient, token } = await invite({ email: 'nora.nystrom@exempel.se', personalNumber: personalNumber('19850214', '123'), phoneNumber: '070-123 45 67' });
    expect(patient).toMatchObject({
      firstName: 'Nora',
      lastName: 'Nyström',
      email: 'nora.nystrom@exempel.se',
      birthDate: '1985-02-14',
      phoneNumber: '070-123 45 67',
      organization: { id: south },
      responsiblePhysio: { id: physioId },
      status: 'active',
    });
    expect(patient.invitation?.sentAt).toBeTruthy();
    expect(Date.parse(present(patient.invitation).expiresAt) - Date.parse(present(patient.invitation).sentAt)).toBe(7 * 24 * 3600 * 1000);

    // The patient list shows them invited; the add is in the access log.
    const list = await server.app.inject({ url: '/specialists/patients/list?search=nyström', headers: bearer(physioToken) });
    expect(list.json().items[0]).toMatchObject({ id: patient.id, invitation: patient.invitation });
    const [logged] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.patientId, patient.id), eq(auditLog.action, 'write:add-patient')));
    expect(logged).toMatchObject({ actorId: physioId, outcome: 'allowed', organizationId: south });

    // No password yet: nobody signs in as them until they accept.
    const early = await server.app.inject({ method: 'POST', url: '/patient-app/sign-in', payload: { email: 'nora.nystrom@exempel.se', password: 'Ny-patient-2026' } });
    expect(early.statusCode).toBe(400);

    const looked = await lookUp(token);
    expect(looked.statusCode).toBe(200);
    expect(invitationDetails.parse(looked.json())).toEqual({ firstName: 'Nora', lastName: 'Nyström', email: 'nora.nystrom@exempel.se', organizationTitle: present(server.summary.organizations[0]).title });

    const joined = await accept(token);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(accessTokenResponse.parse(joined.json()).access_token).toBeTruthy();
    const signedIn = await server.app.inject({ method: 'POST', url: '/patient-app/sign-in', payload: { email: 'nora.nystrom@exempel.se', password: 'Ny-patient-2026' } });
    expect(signedIn.statusCode).toBe(200);

    // The link is used up, and the patient is no longer invited.
    expect((await accept(token)).statusCode).toBe(400);
    expect((await lookUp(token)).json().errors).toEqual([{ property: 'token', constraints: { invalid: expect.any(String) }, rule: 'invalid' }]);
    const after = await server.app.inject({ url: `/patients/list/${patient.id}`, headers: bearer(physioToken) });
    expect(after.json().invitation).toBeNull();
    // Once joined there is nothing to resend or withdraw.
    expect((await server.app.inject({ method: 'POST', url: `/patients/list/${patient.id}/invitation`, headers: bearer(physioToken) })).statusCode).toBe(409);
    expect((await server.app.inject({ method: 'DELETE', url: `/patients/list/${patient.id}/invitation`, headers: bearer(physioToken) })).statusCode).toBe(409);
  });

  it('answers 409 for a person who is a patient already, by personal number or email, and writes nothing', async () => {
    const before = await patientCount();
    const byNumber = await add(physioToken, south, { firstName: 'Karin', lastName: 'Isaksson', personalNumber: demoPatient.personalNumber, email: 'karin.ny@exempel.se' });
    expect(byNumber.statusCode).toBe(409);
    expect(apiErrorBody.parse(byNumber.json()).errors).toEqual([{ property: 'personalNumber', constraints: { unique: 'personalNumber is already in use' }, rule: 'taken' }]);
    const byEmail = await add(physioToken, south, { firstName: 'Karin', lastName: 'Isaksson', personalNumber: personalNumber('19440506', '555'), email: demoPatient.email });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().errors[0].property).toBe('email');
    // An invited patient's number is taken too, without the hyphen as well.
    const number = personalNumber('19900101', '234');
    await invite({ email: 'ivar.invited@exempel.se', personalNumber: number });
    const again = await add(physioToken, south, { firstName: 'Ivar', lastName: 'Igen', personalNumber: number.replace('-', ''), email: 'ivar.igen@exempel.se' });
    expect(again.statusCode).toBe(409);
    expect(await patientCount()).toBe(before + 1);
  });

  it('refuses a bad personal number and a responsible physio from outside on their fields', async () => {
    const badNumber = await add(physioToken, south, { firstName: 'Bo', lastName: 'Fel', personalNumber: '19850214-1235', email: 'bo.fel@exempel.se' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors[0].property).toBe('personalNumber');
    const sara = seededStaff(server.summary, 'sara.nyberg@demo.se').id;
    const outsider = await add(physioToken, south, { firstName: 'Bo', lastName: 'Fel', personalNumber: personalNumber('19850214', '321'), email: 'bo.fel@exempel.se', responsiblePhysioId: sara });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0].property).toBe('responsiblePhysioId');
  });

  it('lets a physio name another physio of the organization, and lists whom they may name', async () => {
    const maria = seededStaff(server.summary, 'maria.ek@demo.se').id;
    const choices = await server.app.inject({ url: `/organizations/${south}/patients/physios`, headers: bearer(physioToken) });
    expect(choices.statusCode).toBe(200);
    expect(choices.json().map((each: { id: string }) => each.id)).toEqual(expect.arrayContaining([physioId, maria]));
    const mail = smtp.nextMail();
    const added = await add(physioToken, south, { firstName: 'Mia', lastName: 'Maria', personalNumber: personalNumber('19920909', '963'), email: 'mia.maria@exempel.se', responsiblePhysioId: maria });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().responsiblePhysio.id).toBe(maria);
    await mail;
    // Another organization's physios are not told to a stranger.
    const sara = await as('sara.nyberg@demo.se');
    expect((await server.app.inject({ url: `/organizations/${south}/patients/physios`, headers: bearer(sara) })).statusCode).toBe(404);
  });

  it('lets an organization admin add to their organization with one of its physios, never without one', async () => {
    const admin = await as(demoAdmins.organization);
    const fields = { firstName: 'Alva', lastName: 'Admin', personalNumber: personalNumber('19700707', '456'), email: 'alva.admin@exempel.se' };
    const without = await add(admin, south, fields);
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toEqual([{ property: 'responsiblePhysioId', constraints: { required: 'responsiblePhysioId is required' }, rule: 'required' }]);
    const mail = smtp.nextMail();
    const added = await add(admin, south, { ...fields, responsiblePhysioId: physioId });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().responsiblePhysio.id).toBe(physioId);
    expect((await mail).to).toEqual(['alva.admin@exempel.se']);
    // The admin sees the pending invitation, and so do the organization's physios.
    for (const token of [admin, physioToken]) {
      const pending = patientInvitationsResponse.parse((await server.app.inject({ url: `/patients/invitations?organizationId=${south}`, headers: bearer(token) })).json());
      expect(pending.map((each) => each.email)).toContain('alva.admin@exempel.se');
    }
  });

  it('refuses the system admin and patients (403), and staff of another organization (404), each in the access log, writing nothing', async () => {
    const before = await patientCount();
    const fields = { firstName: 'Ute', lastName: 'Anför', personalNumber: personalNumber('19660606', '789'), email: 'ute.anfor@exempel.se' };
    const system = await as(demoAdmins.system);
    const systemId = present((await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoAdmins.system)))[0]).id;
    expect((await add(system, south, fields)).statusCode).toBe(403);
    expect((await denials(systemId)).map((row) => [row.action, row.organizationId])).toContainEqual(['denied:role', south]);
    expect((await server.app.inject({ url: '/patients/invitations', headers: bearer(system) })).statusCode).toBe(403);

    const patient = await server.signInPatient();
    expect((await add(patient, south, fields)).statusCode).toBe(403);

    // Sara works for Friskvård Norr only: Syd is not found for her, and the attempt is logged under Syd.
    const sara = await as('sara.nyberg@demo.se');
    const saraId = seededStaff(server.summary, 'sara.nyberg@demo.se').id;
    const outside = await add(sara, south, fields);
    expect(outside.statusCode).toBe(404);
    expect((await denials(saraId)).map((row) => [row.action, row.organizationId])).toContainEqual(['denied:organization', south]);
    // Neither does she see Syd's invitations, nor resend one.
    const pending = patientInvitationsResponse.parse((await server.app.inject({ url: '/patients/invitations', headers: bearer(sara) })).json());
    expect(pending.every((each) => each.organization.id === north)).toBe(true);
    const [invited] = await server.database.db.select({ id: patientInvitations.patientId }).from(patientInvitations).limit(1);
    const resend = await server.app.inject({ method: 'POST', url: `/patients/list/${present(invited).id}/invitation`, headers: bearer(sara) });
    expect(resend.statusCode).toBe(404);
    expect((await denials(saraId)).map((row) => [row.action, row.patientId])).toContainEqual(['denied:patient', present(invited).id]);
    expect(await patientCount()).toBe(before);
  });

  it('resends a new link and the old one stops working', async () => {
    const { patient, token: first } = await invite({ email: 'rut.resend@exempel.se', personalNumber: personalNumber('19771111', '147') });
    const mail = smtp.nextMail();
    const resent = await server.app.inject({ method: 'POST', url: `/patients/list/${patient.id}/invitation`, headers: bearer(physioToken) });
    expect(resent.statusCode).toBe(200);
    const second = tokenIn(await mail);
    expect(second).not.toBe(first);
    expect((await lookUp(first)).statusCode).toBe(400);
    expect((await accept(first)).statusCode).toBe(400);
    expect((await lookUp(second)).statusCode).toBe(200);
    expect((await accept(second)).statusCode).toBe(201);
  });

  it('refuses an expired link with its own rule, and a resend makes a working one', async () => {
    const { patient, token } = await invite({ email: 'ester.expired@exempel.se', personalNumber: personalNumber('19880808', '258') });
    await server.database.db.update(patientInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(patientInvitations.patientId, patient.id));
    const expired = await lookUp(token);
    expect(expired.statusCode).toBe(400);
    expect(Object.keys(expired.json().errors[0].constraints)).toEqual(['expired']);
    expect((await accept(token)).statusCode).toBe(400);
    const mail = smtp.nextMail();
    await server.app.inject({ method: 'POST', url: `/patients/list/${patient.id}/invitation`, headers: bearer(physioToken) });
    expect((await lookUp(tokenIn(await mail))).statusCode).toBe(200);
  });

  it('withdraws a pending invitation: the patient is removed, their link dead, their license free', async () => {
    const licensesUsed = async () => Number((await server.database.db.select({ n: count() }).from(patients).where(licenseHolders(south)))[0]?.n);
    const before = await licensesUsed();
    const { patient, token } = await invite({ email: 'wilma.withdrawn@exempel.se', personalNumber: personalNumber('19950505', '369') });
    expect(await licensesUsed()).toBe(before + 1);
    const withdrawn = await server.app.inject({ method: 'DELETE', url: `/patients/list/${patient.id}/invitation`, headers: bearer(physioToken) });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ id: patient.id });
    expect(await licensesUsed()).toBe(before);
    expect(await server.database.db.select().from(users).where(eq(users.id, patient.id))).toEqual([]);
    expect((await lookUp(token)).statusCode).toBe(400);
    // The same person can be added again.
    await invite({ email: 'wilma.withdrawn@exempel.se', personalNumber: personalNumber('19950505', '369') });
  });

  it('counts an invited patient as one license, as joining with the company code does, and refuses one past the last', async () => {
    const admin = await as(demoAdmins.organization);
    const read = async () => organization.parse((await server.app.inject({ url: `/organizations/${south}`, headers: bearer(admin) })).json());
    const before = await read();
    await invite({ email: 'lisa.license@exempel.se', personalNumber: personalNumber('19810303', '741') });
    const after = await read();
    expect(after.usedLicenses).toBe(before.usedLicenses + 1);

    await server.database.db.update(organizations).set({ licenses: after.usedLicenses }).where(eq(organizations.id, south));
    const count0 = await patientCount();
    const full = await add(physioToken, south, { firstName: 'Full', lastName: 'Stopp', personalNumber: personalNumber('19810303', '852'), email: 'full.stopp@exempel.se' });
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([{ property: 'organization', constraints: { licenses: 'The organization has no licenses left' } }]);
    expect(await patientCount()).toBe(count0);
    await server.database.db.update(organizations).set({ licenses: 150 }).where(eq(organizations.id, south));
  });

  it('answers bad input on the invitation calls with the error shape, never a 5xx', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), 42, null]) {
      const response = await server.app.inject({ method: 'POST', url: '/patient-app/invitation', payload: { token } });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBody.parse(response.json()).statusCode).toBe(400);
    }
    const weak = await accept('a'.repeat(43), 'short');
    expect(weak.statusCode).toBe(400);
  });
});
