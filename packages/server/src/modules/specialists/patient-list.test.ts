import { apiErrorBody, patientListResponse, patientSorts, sortDirections, type PatientListItem } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients, users } from '../../db/schema';
import { bearer, startTestServer, type TestServer } from '../../testing';

describe('the patient list, a page at a time', () => {
  let server: TestServer;
  let token: string;
  const get = (url: string) => server.app.inject({ url, headers: bearer(token) });
  const page = async (query: string) => {
    const response = await get(`/specialists/patients/list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return patientListResponse.parse(response.json());
  };
  /** Every page of a list, by following `nextCursor`. */
  const everyPage = async (query: string) => {
    const items: PatientListItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...next.items);
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return items;
  };
  const addPatient = async (person: { firstName: string; lastName: string; email: string; phone?: string; birthDate?: string }) => {
    const id = randomUUID();
    const organizationId = server.summary.organizations[0]?.id ?? '';
    await server.database.db.insert(users).values({ id, email: person.email, role: 'patient', firstName: person.firstName, lastName: person.lastName });
    await server.database.db.insert(patients).values({ userId: id, organizationId, phone: person.phone ?? null, birthDate: person.birthDate ?? null });
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 23, weeks: 1 } });
    token = await server.signIn();
  });
  afterAll(() => server.close());

  it('answers 50 by default with the total, and pages through every patient once in every order', async () => {
    const first = await page('');
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(23);
    expect(first.nextCursor).toBeNull();
    for (const sort of patientSorts) {
      for (const direction of sortDirections) {
        const whole = (await page(`sort=${sort}&direction=${direction}&limit=100`)).items.map((patient) => patient.id);
        const paged = (await everyPage(`sort=${sort}&direction=${direction}&limit=4`)).map((patient) => patient.id);
        expect(paged, `${sort} ${direction}`).toEqual(whole);
        expect(new Set(paged).size).toBe(23);
      }
    }
  });

  it('sorts by the column asked for: age youngest first with the undated last, status, organization', async () => {
    const undated = await addPatient({ firstName: 'Utan', lastName: 'Födelsedag', email: `utan.${randomUUID()}@exempel.se` });
    const byAge = (await page('sort=age&limit=100')).items;
    const ages = byAge.flatMap((patient) => (patient.age === null ? [] : [patient.age]));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(byAge.at(-1)?.id).toBe(undated);
    const oldestFirst = (await page('sort=age&direction=desc&limit=100')).items;
    expect(oldestFirst.at(-1)?.id).toBe(undated);
    expect(oldestFirst[0]?.age).toBe(Math.max(...ages));
    const statuses = (await page('sort=status&limit=100')).items.map((patient) => patient.status);
    expect(statuses).toEqual([...statuses].sort());
    const titles = (await page('sort=organization&direction=desc&limit=100')).items.map((patient) => patient.organization.title);
    expect(titles).toEqual([...titles].sort().reverse());
    await server.database.db.delete(users).where(eq(users.id, undated));
  });

  it('searches name, email, phone and birth date, ignoring case, accents and phone formatting', async () => {
    const asa = await addPatient({ firstName: 'Åsa', lastName: 'Öberg-Lind', email: 'asa.oberg@exempel.se', phone: '070-123 45 67', birthDate: '1984-03-12' });
    const found = async (search: string) => (await page(`search=${encodeURIComponent(search)}`)).items.map((patient) => patient.id);
    for (const search of ['åsa', 'ASA OBERG', 'öberg-lind', 'berg-l', 'asa.oberg@', '0701234567', '070-123 45', '840312', '19840312']) {
      expect(await found(search), search).toContain(asa);
    }
    // Every word must match; wildcards mean themselves.
    expect(await found('åsa nobody')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect((await page('search=%C3%B6berg-lind')).total).toBe(1);
    // A renamed user is found by the new name at once (the trigger keeps the search text).
    await server.database.db.update(users).set({ lastName: 'Ekholm' }).where(eq(users.id, asa));
    expect(await found('ekholm')).toEqual([asa]);
    expect(await found('öberg-lind')).toEqual([]);
  });

  it('filters by organization and status, within the scope only', async () => {
    const [south, north, small] = server.summary.organizations;
    if (!south || !north || !small) throw new Error('no organizations');
    const inSouth = await page(`organizationId=${south.id}&limit=100`);
    expect(inSouth.items.every((patient) => patient.organization.id === south.id)).toBe(true);
    expect(inSouth.total).toBe(inSouth.items.length);
    const inactive = await page('status=inactive&limit=100');
    expect(inactive.items.every((patient) => patient.status === 'inactive')).toBe(true);
    // An organization the physio is not a member of lists nothing, even though it exists.
    expect(await page(`organizationId=${small.id}`)).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('keeps its place when patients are added between pages', async () => {
    const first = await page('limit=5');
    await addPatient({ firstName: 'Aaron', lastName: 'Aaberg', email: `aaron.${randomUUID()}@exempel.se` });
    const second = await page(`limit=5&cursor=${first.nextCursor}`);
    const fresh = (await page('limit=100')).items.map((patient) => patient.id);
    const lastOfFirst = fresh.indexOf(first.items.at(-1)?.id ?? '');
    expect(second.items.map((patient) => patient.id)).toEqual(fresh.slice(lastOfFirst + 1, lastOfFirst + 6));
  });

  it('writes one audit row per patient shown, not per patient in the clinic', async () => {
    const action = eq(auditLog.action, 'read:patient-list');
    const before = await server.database.db.select({ n: count() }).from(auditLog).where(action);
    await page('limit=3');
    const after = await server.database.db.select({ n: count() }).from(auditLog).where(action);
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(3);
  });

  it('refuses a bad limit, search or sort, and a cursor from another order or made up, with the field named', async () => {
    const { nextCursor } = await page('limit=2&sort=name');
    const made = Buffer.from(JSON.stringify(['patients:age:asc', '2026-02-31', 'x', randomUUID()])).toString('base64url');
    const cases = {
      limit: ['limit=0', 'limit=101', 'limit=abc'],
      search: [`search=${'a'.repeat(101)}`],
      sort: ['sort=email'],
      direction: ['direction=up'],
      cursor: [`sort=age&cursor=${nextCursor}`, 'cursor=bm90LWpzb24', `sort=age&cursor=${made}`, 'cursor=%25%25'],
      organizationId: ['organizationId=south'],
    };
    for (const [property, queries] of Object.entries(cases)) {
      for (const query of queries) {
        const response = await get(`/specialists/patients/list?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(apiErrorBody.parse(response.json()).errors?.[0]?.property, query).toBe(property);
      }
    }
  });

  it('leaves a removed patient out of the page and the total', async () => {
    const before = await page('limit=1');
    const removed = await addPatient({ firstName: 'Borta', lastName: 'Borttagen', email: `borta.${randomUUID()}@exempel.se` });
    expect((await page('limit=1')).total).toBe(before.total + 1);
    await server.database.db.update(users).set({ deletedAt: new Date() }).where(and(eq(users.id, removed)));
    expect((await page('limit=1')).total).toBe(before.total);
  });
});
