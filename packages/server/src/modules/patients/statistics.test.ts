import { activityStatisticResponse, apiErrorBody, healthReportResponse } from '@rehab/contract';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, healthMeasures, tasks } from '../../db/schema';
import { bearer, startTestServer, type TestServer } from '../../testing';

describe("a patient's statistics over a period", () => {
  let server: TestServer;
  let token: string;
  let patientId: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 3, weeks: 8 } });
    token = await server.signIn();
    patientId = server.summary.organizations[0]?.patientIds[0] ?? '';
  });
  afterAll(() => server.close());

  const total = (counts: { done: number; skipped: number; missed: number; planned: number }) =>
    counts.done + counts.skipped + counts.missed + counts.planned;

  it('counts only the tasks booked in the period', async () => {
    const to = dayInSweden();
    const from = addDays(to, -13);
    const inPeriod = await server.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.patientId, patientId), gte(tasks.bookedDate, from), lte(tasks.bookedDate, to)));
    const all = activityStatisticResponse.parse((await get(`/patients/list/${patientId}/activity-statistic`)).json());
    const period = activityStatisticResponse.parse((await get(`/patients/list/${patientId}/activity-statistic?from=${from}&to=${to}`)).json());
    expect(inPeriod.length).toBeGreaterThan(0);
    expect(total(period.totals)).toBe(inPeriod.length);
    expect(total(period.totals)).toBeLessThan(total(all.totals));
    // Two whole weeks and the days of a third at most.
    expect(period.byWeek.length).toBeLessThanOrEqual(3);
    expect(period.byWeek.every((week) => week.weekStart >= addDays(from, -6) && week.weekStart <= to)).toBe(true);
  });

  it('reports only the health measures taken in the period, by the day in Sweden', async () => {
    const rows = await server.database.db.select({ measuredAt: healthMeasures.measuredAt }).from(healthMeasures).where(eq(healthMeasures.patientId, patientId));
    const days = rows.map((row) => dayInSweden(row.measuredAt)).sort();
    const first = days[0] ?? '';
    expect(days.length).toBeGreaterThan(1);
    const report = healthReportResponse.parse((await get(`/patients/list/${patientId}/health-report?from=${first}&to=${first}`)).json());
    const points = report.measures.flatMap((measure) => measure.points);
    expect(points.length).toBe(days.filter((day) => day === first).length);
    expect(points.every((point) => dayInSweden(point.date) === first)).toBe(true);
  });

  it('refuses a period that ends before it starts, or is not a date, in the error shape', async () => {
    for (const query of ['from=2026-11-10&to=2026-11-01', 'from=2026-02-30', 'to=yesterday', 'from=2026-01-01&to=2032-01-01', 'week=3']) {
      for (const path of ['activity-statistic', 'health-report', 'statistics.csv']) {
        const response = await get(`/patients/list/${patientId}/${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(apiErrorBody.parse(response.json()).errors?.length).toBeGreaterThan(0);
      }
    }
  });

  it('downloads the period as CSV in the chosen language, logged as an export of the patient', async () => {
    const to = dayInSweden();
    const from = addDays(to, -27);
    const sv = await get(`/patients/list/${patientId}/statistics.csv?from=${from}&to=${to}`);
    expect(sv.statusCode).toBe(200);
    expect(sv.headers['content-type']).toContain('text/csv');
    expect(sv.headers['content-disposition']).toBe(`attachment; filename="statistik-${from}-${to}.csv"`);
    const lines = sv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe(`Period;${from} – ${to}`);
    expect(lines).toContain('Vecka som börjar;Utförda;Överhoppade;Ej utförda;Planerade');
    expect(lines).toContain('Mått;Datum;Värde');
    const period = activityStatisticResponse.parse((await get(`/patients/list/${patientId}/activity-statistic?from=${from}&to=${to}`)).json());
    for (const week of period.byWeek) expect(lines).toContain(`${week.weekStart};${week.done};${week.skipped};${week.missed};${week.planned}`);

    const en = await get(`/patients/list/${patientId}/statistics.csv?lang=en`);
    expect(en.headers['content-disposition']).toBe('attachment; filename="statistics-all-all.csv"');
    expect(en.body).toContain('Week starting;Done;Skipped;Not done;Planned');

    const exports = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'export:statistics')));
    expect(exports).toHaveLength(2);
  });
});
