import { activityStatisticResponse, chatListResponse, dashboardResponse, followUpsResponse, patientListResponse, todoResponse } from '@rehab/contract';
import { dayInSweden } from '@rehab/contract/dates';
import { and, asc, gt, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { openTestDatabase } from '../testing';
import { benchCalls, startBenchTarget, type BenchCall, type BenchTarget } from './target';

const schemaOf: Record<BenchCall, { parse(value: unknown): unknown }> = {
  'patient list': patientListResponse,
  'patient list, search': patientListResponse,
  'patient list, sort by age': patientListResponse,
  'activity statistic': activityStatisticResponse,
  dashboard: dashboardResponse,
  'to-do of a day': todoResponse,
  'to-do of a day, by kind': todoResponse,
  'work list of follow-ups': followUpsResponse,
  'chat list': chatListResponse,
};

// The benchmark is not run in CI (its smoke run is, in bench.smoke.test.ts); this keeps what it compares
// honest: the bare handlers answer what the product answers and leave the same rows in the access log.
describe('the benchmark target', () => {
  let database: Database;
  let target: BenchTarget;

  beforeAll(async () => {
    database = await openTestDatabase();
    target = await startBenchTarget(database, { patients: 12, weeks: 3 });
    // Whom the rules flag follows the day the clinic is generated against, and some days nobody; a follow-up the
    // physio adds for today puts a patient on the work list whatever the day, so its read leaves rows in the log.
    const list = await fetch(`${target.address}${target.paths['patient list']}`, { headers: target.headers });
    const [patient] = patientListResponse.parse(await list.json()).items;
    if (!patient) throw new Error('the bench clinic has no patient');
    const added = await fetch(`${target.address}/patients/list/${patient.id}/follow-ups`, {
      method: 'POST',
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'review-program', dueDate: dayInSweden() }),
    });
    expect(added.status).toBe(201);
  });
  afterAll(async () => {
    await target?.close();
    await database.close();
  });

  /** The access log's rows after row `after` up to row `upTo`, without their ids and times. */
  const auditBetween = async (after: number, upTo: number) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, after), lte(auditLog.id, upTo)))
        .orderBy(asc(auditLog.patientId))
    ).map(({ actorId, patientId, organizationId, outcome, action, method, path }) => ({
      actorId,
      patientId,
      organizationId,
      outcome,
      action,
      method,
      path,
    }));
  const lastAuditId = async () => (await database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;

  it.each(benchCalls)('%s: the product and the bare handler answer the same JSON and write the same audit rows', async (call) => {
    const before = await lastAuditId();
    const product = await fetch(`${target.address}${target.paths[call]}`, { headers: target.headers });
    expect(product.status).toBe(200);
    const productBody: unknown = await product.json();
    schemaOf[call].parse(productBody);
    const between = await lastAuditId();
    const bare = await fetch(`${target.bareAddress}${target.paths[call]}`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe(product.headers.get('content-type'));
    expect(await bare.json()).toEqual(productBody);

    const productRows = await auditBetween(before, between);
    const bareRows = await auditBetween(between, await lastAuditId());
    expect(bareRows).toEqual(productRows);
    // The dashboard shows only counts; the search may match none of a dozen patients, and today may have no task of the kind.
    if (call === 'dashboard') expect(productRows).toHaveLength(0);
    else if (call !== 'patient list, search' && call !== 'to-do of a day, by kind') expect(productRows.length).toBeGreaterThan(0);
  });
});
