import { activityStatisticResponse, patientListResponse } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing';
import { startBenchTarget, type BenchTarget } from './target';

// The benchmark is not run in CI; this keeps what it measures answering (it once stopped at sign-in).
describe('the benchmark target', () => {
  let database: Database;
  let target: BenchTarget;

  beforeAll(async () => {
    database = await openTestDatabase();
    target = await startBenchTarget(database, 12);
  });
  afterAll(async () => {
    await target?.close();
    await database.close();
  });

  it('serves both measured calls over the network to the signed-in demo physio', async () => {
    const get = (path: string) => fetch(`${target.address}${path}`, { headers: target.headers });
    const list = await get(target.paths.patientList);
    expect(list.status).toBe(200);
    expect(patientListResponse.parse(await list.json()).items).toHaveLength(12);
    const statistic = await get(target.paths.activityStatistic);
    expect(statistic.status).toBe(200);
    activityStatisticResponse.parse(await statistic.json());
  });
});
