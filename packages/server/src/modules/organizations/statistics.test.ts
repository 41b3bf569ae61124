import { organizationStatistics, type OrganizationStatistics } from '@rehab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, patients, tasks, users } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { addDays, dayInSweden } from '@rehab/contract/dates';
import { bearer, startTestServer, type TestServer } from '../../testing';

const exerciseTypes = new Set(['strength', 'exercise-strength', 'walking', 'exercise-pulse', 'breathing', 'mindfulness']);
const theoryTypes = new Set(['lesson', 'theory-lesson']);

interface SeededRows {
  organization: { id: string; licenses: number };
  patients: { userId: string; status: string; deleted: boolean }[];
  tasks: { patientId: string; type: string; status: string; bookedDate: string }[];
}

const share = (done: number, due: number) => (due === 0 ? null : Math.round((done / due) * 1000) / 1000);

/**
 * Every figure of the statistics worked out again from the rows, in plain code: a license is a
 * patient who joined and was not removed, an active user is one whose treatment is active and who
 * did a task in the period, every other license holder is inactive (the patient list's "Inaktiv"
 * among them), and compliance is done over due among the tasks whose day has passed.
 */
function expectedStatistics(rows: SeededRows, from: string, to: string, today: string): OrganizationStatistics {
  const holders = rows.patients.filter((p) => !p.deleted);
  const holderIds = new Set(holders.map((p) => p.userId));
  const inPeriod = rows.tasks.filter((task) => holderIds.has(task.patientId) && task.bookedDate >= from && task.bookedDate <= to);
  const inTreatment = new Set(holders.filter((p) => p.status === 'active').map((p) => p.userId));
  const active = new Set(inPeriod.filter((task) => task.status === 'done' && inTreatment.has(task.patientId)).map((task) => task.patientId));
  const due = inPeriod.filter((task) => task.bookedDate < today && (exerciseTypes.has(task.type) || theoryTypes.has(task.type)));
  const compliance = (list: typeof due, types: Set<string>) => {
    const ofKind = list.filter((task) => types.has(task.type));
    return share(ofKind.filter((task) => task.status === 'done').length, ofKind.length);
  };
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); ) {
    months.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return {
    organizationId: rows.organization.id,
    from,
    to,
    licenses: rows.organization.licenses,
    usedLicenses: holders.length,
    activeLicenses: inTreatment.size,
    activeUsers: active.size,
    inactiveUsers: holders.length - active.size,
    exerciseCompliance: compliance(due, exerciseTypes),
    theoryCompliance: compliance(due, theoryTypes),
    months: months.map((month) => {
      const ofMonth = due.filter((task) => task.bookedDate.startsWith(month));
      return {
        month,
        exerciseCompliance: compliance(ofMonth, exerciseTypes),
        theoryCompliance: compliance(ofMonth, theoryTypes),
        dueTasks: ofMonth.length,
      };
    }),
  };
}

/** The first day of the month five months before today's: the last six months, this one included. */
function sixMonthsBack(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 6, 1)).toISOString().slice(0, 10);
}

describe('organization statistics of the demo', () => {
  let server: TestServer;
  let system: string;
  let all: { organizations: SeededRows['organization'][]; patients: (SeededRows['patients'][number] & { organizationId: string })[]; tasks: SeededRows['tasks'] };
  beforeAll(async () => {
    server = await startTestServer({ seedOptions: {} });
    system = await server.signIn(demoAdmins.system);
    const db = server.database.db;
    const accounts = await db.select({ id: users.id, deletedAt: users.deletedAt }).from(users);
    const removed = new Set(accounts.filter((account) => account.deletedAt !== null).map((account) => account.id));
    all = {
      organizations: await db.select({ id: organizations.id, licenses: organizations.licenses }).from(organizations),
      patients: (await db.select({ userId: patients.userId, status: patients.status, organizationId: patients.organizationId }).from(patients)).map(
        (p) => ({ ...p, deleted: removed.has(p.userId) }),
      ),
      tasks: await db.select({ patientId: tasks.patientId, type: tasks.type, status: tasks.status, bookedDate: tasks.bookedDate }).from(tasks),
    };
  }, 120_000);
  afterAll(() => server.close());

  const rowsOf = (organizationId: string): SeededRows => {
    const organization = all.organizations.find((o) => o.id === organizationId);
    if (!organization) throw new Error(`no organization ${organizationId}`);
    const own = all.patients.filter((p) => p.organizationId === organizationId);
    const ids = new Set(own.map((p) => p.userId));
    return { organization, patients: own, tasks: all.tasks.filter((task) => ids.has(task.patientId)) };
  };
  const statisticsOf = async (organizationId: string, query = '') => {
    const response = await server.app.inject({ method: 'GET', url: `/organizations/${organizationId}/statistics${query}`, headers: bearer(system) });
    expect(response.statusCode).toBe(200);
    return organizationStatistics.parse(response.json());
  };

  it('answers every figure of the default period as the seeded rows give it, for each organization', async () => {
    const today = dayInSweden();
    for (const { id, title } of server.summary.organizations) {
      const statistics = await statisticsOf(id);
      expect(statistics, title).toEqual(expectedStatistics(rowsOf(id), sixMonthsBack(today), today, today));
    }
  });

  it('answers every figure of a chosen period as the seeded rows give it, for each organization', async () => {
    const today = dayInSweden();
    const from = addDays(today, -40);
    const to = addDays(today, 10);
    for (const { id, title } of server.summary.organizations) {
      const statistics = await statisticsOf(id, `?from=${from}&to=${to}`);
      expect(statistics, title).toEqual(expectedStatistics(rowsOf(id), from, to, today));
    }
  });

  it('counts the patients the patient list shows as inactive among the inactive users', async () => {
    const south = server.summary.organizations[0];
    if (!south) throw new Error('no seeded organization');
    const ended = rowsOf(south.id).patients.filter((p) => p.status === 'inactive').length;
    expect(ended).toBeGreaterThan(0);
    const statistics = await statisticsOf(south.id);
    expect(statistics.inactiveUsers).toBeGreaterThanOrEqual(ended);
    expect(statistics.activeUsers).toBeLessThanOrEqual(statistics.activeLicenses);
  });
});
