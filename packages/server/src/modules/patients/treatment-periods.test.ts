import { activityStatisticResponse, patientDetails, treatmentPeriodsResponse } from '@rehab/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { activeSeededPatient, bearer, present, startTestServer, type TestServer } from '../../testing';

describe('treatment periods', () => {
  let server: TestServer;
  let physio: string;
  let patientId: string;
  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url, headers: bearer(token), ...(method === 'POST' ? { payload: {} } : {}) });
  const periods = async (token = physio) => treatmentPeriodsResponse.parse((await call(token, 'GET', `/patients/list/${patientId}/treatment-periods`)).json()).items;
  const statistic = async () => activityStatisticResponse.parse((await call(physio, 'GET', `/patients/list/${patientId}/activity-statistic`)).json());

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 6, weeks: 4 } });
    physio = await server.signIn();
    patientId = await activeSeededPatient(server);
  });
  afterAll(() => server.close());

  it('opens a new period on reopening, keeping the ended one and its statistics', async () => {
    const [joined] = await server.database.db.select({ joinedAt: patients.joinedAt }).from(patients).where(eq(patients.userId, patientId));
    expect(await periods()).toEqual([{ startedAt: present(joined).joinedAt.toISOString(), endedAt: null }]);

    const ended = patientDetails.parse((await call(physio, 'POST', `/patients/list/${patientId}/end-treatment`)).json());
    const endedAt = present(ended.treatmentEnd);
    expect(await periods()).toEqual([{ startedAt: present(joined).joinedAt.toISOString(), endedAt }]);
    const statisticOfEnded = await statistic();

    const before = Date.now();
    const reopened = await call(physio, 'POST', `/patients/list/${patientId}/reopen-treatment`);
    expect(reopened.statusCode).toBe(200);
    expect(patientDetails.parse(reopened.json())).toMatchObject({ status: 'active', treatmentEnd: null });
    const [current, earlier, ...none] = await periods();
    expect(none).toEqual([]);
    expect(current?.endedAt).toBeNull();
    expect(Date.parse(present(current).startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(earlier).toEqual({ startedAt: present(joined).joinedAt.toISOString(), endedAt });
    expect(await statistic()).toEqual(statisticOfEnded);

    const written = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'write:reopen-treatment')));
    expect(written).toHaveLength(1);
  });

  it('adds no period when a patient in treatment is reopened, and one per ending after that', async () => {
    const count = (await periods()).length;
    expect((await call(physio, 'POST', `/patients/list/${patientId}/reopen-treatment`)).statusCode).toBe(200);
    expect(await periods()).toHaveLength(count);

    await call(physio, 'POST', `/patients/list/${patientId}/end-treatment`);
    await call(physio, 'POST', `/patients/list/${patientId}/reopen-treatment`);
    const all = await periods();
    expect(all).toHaveLength(count + 1);
    // Newest first, each ended before the next began.
    for (let index = 1; index < all.length; index += 1) {
      expect(Date.parse(present(all[index]?.endedAt))).toBeLessThanOrEqual(Date.parse(present(all[index - 1]).startedAt));
    }
  });

  it("lets the organization's admin manage the periods, and no one outside it", async () => {
    const admin = await server.signIn(demoAdmins.organization);
    expect((await call(admin, 'GET', `/patients/list/${patientId}/treatment-periods`)).statusCode).toBe(200);
    const system = await server.signIn(demoAdmins.system);
    expect((await call(system, 'GET', `/patients/list/${patientId}/treatment-periods`)).statusCode).toBe(403);
  });
});
