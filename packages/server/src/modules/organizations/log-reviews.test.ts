import { logReview, logReviewListResponse, type LogReview } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../auth/tokens';
import { auditLog, organizationMembers, patients, users } from '../../db/schema';
import { demoAdmins, demoPhysio } from '../../db/seed';
import { readPdf } from '../journal/pdf-testing';
import { bearer, present, seededOrganization, seededStaff, startTestServer, type TestServer } from '../../testing';

/** The log review (loggkontroll): a random sample and the targeted lists of a period, findings, a saved report. */
describe('the log review', () => {
  let server: TestServer;
  let admin: string;
  let south: string;
  let north: string;
  let responsible: string;
  let colleague: string;
  let patientA: string;
  let patientB: string;
  let emergencyId: string;
  const today = dayInSweden();

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload }) });
  const draw = (token: string, body: object, organization = south) =>
    call(token, 'POST', `/organizations/${organization}/log-reviews`, body);
  const drawn = async (body: object = { from: today, to: today, sampleSize: 5 }) => {
    const response = await draw(admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return logReview.parse(response.json());
  };
  const allFindings = (review: LogReview, finding = 'none') => ({
    findings: review.items.map((item) => ({ itemId: item.id, finding })),
  });

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 1 } });
    const { db } = server.database;
    south = seededOrganization(server.summary, 0).id;
    north = seededOrganization(server.summary, 1).id;
    [patientA, patientB] = seededOrganization(server.summary, 0).patientIds as [string, string];
    responsible = seededStaff(server.summary, demoPhysio.email).id;
    colleague = seededStaff(server.summary, 'erik.holm@demo.se').id;
    await db.update(patients).set({ responsiblePhysioId: responsible }).where(eq(patients.userId, patientA));
    await db.update(patients).set({ responsiblePhysioId: colleague }).where(eq(patients.userId, patientB));
    admin = await server.signIn(demoAdmins.organization);
    // Today's reads: the responsible physio and a colleague open patient A, the colleague his own patient B, and
    // the admin opens A under emergency access.
    const own = await server.signIn();
    const other = await server.signIn('erik.holm@demo.se');
    for (const [token, patient] of [
      [own, patientA],
      [other, patientA],
      [other, patientA],
      [other, patientB],
    ] as const) {
      expect((await call(token, 'GET', `/patients/list/${patient}/health-report`)).statusCode).toBe(200);
    }
    expect((await call(own, 'GET', '/specialists/patients/list')).statusCode).toBe(200);
    const opened = await call(admin, 'POST', `/patients/list/${patientA}/emergency-access`, {
      reason: 'Patienten ringde, ansvarig fysioterapeut är sjuk',
    });
    expect(opened.statusCode).toBe(201);
    emergencyId = opened.json<{ id: string }>().id;
    expect((await call(admin, 'GET', `/patients/list/${patientA}/health-report`)).statusCode).toBe(200);
  });
  afterAll(() => server.close());

  it('draws a random sample of the period’s accesses, no larger than asked, each of the organization and the period', async () => {
    const review = await drawn({ from: today, to: today, sampleSize: 3 });
    const sample = review.items.filter((item) => item.kind === 'sample');
    expect(sample).toHaveLength(3);
    const ids = new Set(sample.map((item) => item.id));
    expect(ids.size).toBe(3);
    for (const item of sample) {
      expect(dayInSweden(item.firstAt)).toBe(today);
      expect(item.reads).toBe(1);
      expect(item.patient?.id).toBeTruthy();
    }
    const { db } = server.database;
    const rows = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, south), sql`${auditLog.patientId} is not null`));
    expect(present(rows[0]).n).toBeGreaterThan(3);
    // A period with no accesses has nothing to sample.
    const empty = await drawn({ from: '2001-01-01', to: '2001-01-31', sampleSize: 10 });
    expect(empty.items).toEqual([]);
  });

  it('lists every emergency access of the period and every read by someone other than the responsible physio', async () => {
    const review = await drawn();
    const emergencies = review.items.filter((item) => item.kind === 'emergency');
    expect(emergencies).toHaveLength(1);
    expect(emergencies[0]).toMatchObject({
      patient: { id: patientA },
      reason: 'Patienten ringde, ansvarig fysioterapeut är sjuk',
      reads: 1,
    });
    const outside = review.items.filter((item) => item.kind === 'outside-care');
    const pairs = outside.map((item) => [item.actor?.id, item.patient?.id, item.reads]);
    // The colleague read A twice; A's responsible physio and B's (the colleague himself) are not listed, nor the
    // patient list (a list names no patient in its path), nor the emergency read, which is in its own list.
    expect(pairs).toEqual([[colleague, patientA, 2]]);
    expect(emergencyId).toBeTruthy();
  });

  it('saves a finding and a comment for every item, lists the review with its dates, and keeps it as it was saved', async () => {
    const review = await drawn();
    const [first, ...rest] = review.items;
    const findings = {
      findings: [
        { itemId: present(first).id, finding: 'investigate', comment: '  Fråga Erik varför journalen öppnades.  ' },
        ...rest.map((item) => ({ itemId: item.id, finding: 'none' })),
      ],
    };
    // A finding missing, repeated, unknown or too long a comment is refused, and nothing is written.
    const bad = [
      { findings: findings.findings.slice(1) },
      { findings: [...findings.findings, present(findings.findings[0])] },
      { findings: [{ itemId: present(first).id, finding: 'maybe' }] },
      { findings: [{ itemId: present(first).id, finding: 'none', comment: 'x'.repeat(1001) }] },
      { findings: findings.findings.map((each, index) => (index === 0 ? { ...each, itemId: crypto.randomUUID() } : each)) },
    ];
    for (const body of bad)
      expect((await call(admin, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, body)).statusCode).toBe(400);
    expect(
      logReview.parse((await call(admin, 'GET', `/organizations/${south}/log-reviews/${review.id}`)).json()).completedAt,
    ).toBeNull();

    const saved = await call(admin, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, findings);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = logReview.parse(saved.json());
    expect(body.completedAt).not.toBeNull();
    expect(body.completedBy?.firstName).toBeTruthy();
    expect(body.items[0]).toMatchObject({ finding: 'investigate', comment: 'Fråga Erik varför journalen öppnades.' });
    expect((await call(admin, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, findings)).statusCode).toBe(409);

    const list = logReviewListResponse.parse((await call(admin, 'GET', `/organizations/${south}/log-reviews`)).json());
    const listed = present(list.items.find((item) => item.id === review.id));
    expect(listed).toMatchObject({
      from: today,
      to: today,
      items: review.items.length,
      findings: { none: review.items.length - 1, investigate: 1, unauthorized: 0 },
    });
    expect(listed.completedAt).toBe(body.completedAt);

    // More reads later change nothing of what was drawn: the sample is stored by row.
    const other = await server.signIn('erik.holm@demo.se');
    expect((await call(other, 'GET', `/patients/list/${patientA}/health-report`)).statusCode).toBe(200);
    const again = logReview.parse((await call(admin, 'GET', `/organizations/${south}/log-reviews/${review.id}`)).json());
    expect(again).toEqual(body);
  });

  it('downloads the same accessible report every time, in Swedish or English', async () => {
    const review = await drawn();
    await call(admin, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, allFindings(review, 'unauthorized'));
    const url = `/organizations/${south}/log-reviews/${review.id}/report.pdf`;
    const first = await call(admin, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain(`loggkontroll-${today}-${today}.pdf`);
    const read = await readPdf(first.rawPayload);
    expect(read.tagged).toBe(true);
    expect(read.language).toBe('sv-SE');
    expect(read.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'P']));
    expect(read.text).toContain('Slumpvis urval');
    expect(read.text).toContain('Nödåtkomster (1)');
    expect(read.text).toContain('Obehörig åtkomst');
    expect(read.text).toContain('Patienten ringde');
    expect((await readPdf((await call(admin, 'GET', url)).rawPayload)).text).toBe(read.text);
    const english = await readPdf((await call(admin, 'GET', `${url}?lang=en`)).rawPayload);
    expect(english.text).toContain('Emergency accesses (1)');
    expect(english.language).toBe('en-GB');
  });

  it('bounds the period and the sample', async () => {
    for (const body of [
      { from: today, to: today, sampleSize: 0 },
      { from: today, to: today, sampleSize: 201 },
      { from: today, to: addDays(today, -1), sampleSize: 5 },
      { from: '1999-12-31', to: today, sampleSize: 5 },
      { from: '2020-01-01', to: '2026-01-01', sampleSize: 5 },
      { from: today, to: today },
    ]) {
      expect((await draw(admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for the organization’s admins: a physio 403, another organization’s admin 404, the system admin reads ids only', async () => {
    const { db } = server.database;
    const review = await drawn();
    const physio = await server.signIn();
    expect((await draw(physio, { from: today, to: today, sampleSize: 5 })).statusCode).toBe(403);
    expect((await call(physio, 'GET', `/organizations/${south}/log-reviews`)).statusCode).toBe(403);
    expect((await call(physio, 'GET', `/organizations/${south}/log-reviews/${review.id}`)).statusCode).toBe(403);

    const [northAdmin] = await db
      .insert(users)
      .values({ email: 'admin.norr@demo.se', role: 'org_admin', firstName: 'Nora', lastName: 'Norr' })
      .returning({ id: users.id });
    await db.insert(organizationMembers).values({ userId: present(northAdmin).id, organizationId: north });
    const stranger = await issueAccessToken(server.jwtSecret, { id: present(northAdmin).id, role: 'org_admin' });
    expect((await draw(stranger, { from: today, to: today, sampleSize: 5 })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/organizations/${south}/log-reviews/${review.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, allFindings(review))).statusCode,
    ).toBe(404);
    // Their own organization does not hold the other's review either.
    expect((await call(stranger, 'GET', `/organizations/${north}/log-reviews/${review.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/organizations/${north}/log-reviews/${review.id}/report.pdf`)).statusCode).toBe(404);

    const system = await server.signIn(demoAdmins.system);
    expect((await draw(system, { from: today, to: today, sampleSize: 5 })).statusCode).toBe(403);
    expect((await call(system, 'PUT', `/organizations/${south}/log-reviews/${review.id}`, allFindings(review))).statusCode).toBe(
      403,
    );
    const seen = logReview.parse((await call(system, 'GET', `/organizations/${south}/log-reviews/${review.id}`)).json());
    expect(seen.items.length).toBe(review.items.length);
    expect(
      seen.items.every((item) => item.patient?.firstName === null && item.patient.lastName === null && item.reason === null),
    ).toBe(true);
    const report = await readPdf(
      (await call(system, 'GET', `/organizations/${south}/log-reviews/${review.id}/report.pdf`)).rawPayload,
    );
    expect(report.text).toContain('(namn dolt)');
    expect(report.text).not.toContain('Patienten ringde');
  });
});
