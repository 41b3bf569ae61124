import { apiErrorBody, organizationPhysiosResponse, physioListResponse } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, users } from '../../db/schema';
import { demoAdmins } from '../../db/seed';
import { bearer, seededOrganization, startTestServer, type TestServer } from '../../testing';

type Page = { items: { id: string }[]; total: number; nextCursor: string | null };

/** The admin's physio list and an organization's physios, each a page at a time. */
describe('the physio lists, a page at a time', () => {
  let server: TestServer;
  let system: string;
  let orgAdmin: string;
  let south: string;
  let north: string;
  let east: string;

  const get = (token: string, url: string) => server.app.inject({ url, headers: bearer(token) });
  const page = async <Schema extends typeof physioListResponse | typeof organizationPhysiosResponse>(
    schema: Schema,
    token: string,
    url: string,
  ) => {
    const response = await get(token, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return schema.parse(response.json()) as ReturnType<Schema['parse']>;
  };
  const physios = (token: string, query: string) => page(physioListResponse, token, `/physios?${query}`);
  const ofOrganization = (id: string, query: string) =>
    page(organizationPhysiosResponse, system, `/organizations/${id}/physios?${query}`);
  /** Every page of a list, by following `nextCursor`. */
  const everyPage = async (read: (cursor: string) => Promise<Page>) => {
    const ids: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    do {
      const next: Page = await read(cursor ? `&cursor=${cursor}` : '');
      ids.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { ids, pages };
  };
  /** The same list as one ordered query, straight from the database. */
  const orderedIds = async (condition = sql`true`) => {
    const result = await server.database.db.execute(sql`
      select id from users where role = 'physio' and deleted_at is null and ${condition}
      order by lower(last_name), lower(first_name), id`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[];
    return rows.map((row) => row.id);
  };
  const inOrganization = (id: string) => sql`id in (select user_id from organization_members where organization_id = ${id})`;
  const addPhysio = async (person: { firstName: string; lastName: string; email?: string }, organizationIds: string[]) => {
    const id = randomUUID();
    await server.database.db.insert(users).values({
      id,
      email: person.email ?? `${randomUUID()}@kedjan.se`,
      role: 'physio',
      firstName: person.firstName,
      lastName: person.lastName,
    });
    if (organizationIds.length > 0) {
      await server.database.db
        .insert(organizationMembers)
        .values(organizationIds.map((organizationId) => ({ userId: id, organizationId })));
    }
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer({ seedOptions: { patients: 4, weeks: 1 } });
    system = await server.signIn(demoAdmins.system);
    orgAdmin = await server.signIn(demoAdmins.organization);
    [south, north, east] = [0, 1, 2].map((index) => seededOrganization(server.summary, index).id) as [string, string, string];
    // Same last names in different cases, same full names (told apart by id), and names with accents.
    const names = ['Berg', 'berg', 'Åberg', 'Öst', 'Ek', 'ek', 'Lind', 'Zorn', 'Andersson', 'Berg'];
    for (const [index, lastName] of names.entries()) {
      await addPhysio({ firstName: index % 3 === 0 ? 'Anna' : 'anna', lastName }, [south]);
      await addPhysio({ firstName: 'Nils', lastName }, [north]);
      await addPhysio({ firstName: 'Anna', lastName }, [south, north]);
    }
    await addPhysio({ firstName: 'Ingen', lastName: 'Organisation' }, []);
  });
  afterAll(() => server.close());

  it('pages through every physio once, in the order of one query by last name, first name and id', async () => {
    const whole = await orderedIds();
    expect(whole.length).toBeGreaterThan(30);
    const first = await physios(system, 'limit=7');
    expect(first.total).toBe(whole.length);
    expect(first.items).toHaveLength(7);
    const paged = await everyPage((cursor) => physios(system, `limit=7${cursor}`));
    expect(paged.ids).toEqual(whole);
    expect(paged.pages).toBe(Math.ceil(whole.length / 7));
    // 50 by default.
    expect((await physios(system, '')).items).toHaveLength(Math.min(50, whole.length));
  });

  it("pages through an organization's physios the same way", async () => {
    for (const id of [south, north]) {
      const whole = await orderedIds(inOrganization(id));
      const paged = await everyPage((cursor) => ofOrganization(id, `limit=4${cursor}`));
      expect(paged.ids).toEqual(whole);
      expect((await ofOrganization(id, 'limit=1')).total).toBe(whole.length);
    }
    expect(await ofOrganization(east, '')).toEqual({ items: [], total: 0, nextCursor: null });
  });

  it('searches first name, last name and email, ignoring case and accents, every word', async () => {
    const asa = await addPhysio({ firstName: 'Åsa', lastName: 'Öberg-Lind', email: 'asa.oberg@kedjan.se' }, [south]);
    const found = async (search: string) =>
      (await physios(system, `limit=100&search=${encodeURIComponent(search)}`)).items.map((p) => p.id);
    for (const search of ['åsa', 'ASA', 'Asa Oberg', 'ÖBERG-lind', 'berg-l', 'asa.oberg@', 'KEDJAN.SE asa']) {
      expect(await found(search), search).toContain(asa);
    }
    expect(await found('åsa nobody')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    // A search is paged like the whole list, and counted alone.
    const bergs = await orderedIds(
      sql`lower(last_name) like '%berg%' or lower(first_name) like '%berg%' or lower(email) like '%berg%'`,
    );
    const searched = await everyPage((cursor) => physios(system, `search=BERG&limit=3${cursor}`));
    expect(searched.ids).toEqual(bergs);
    expect(searched.ids).toContain(asa);
    expect((await physios(system, 'search=BERG&limit=1')).total).toBe(searched.ids.length);
    // A renamed physio is found by the new name at once.
    await server.database.db.execute(sql`update users set last_name = 'Ekholm' where id = ${asa}`);
    expect(await found('ekholm åsa')).toEqual([asa]);
    // And in the new name's place in an organization's list.
    expect((await everyPage((cursor) => ofOrganization(south, `limit=5${cursor}`))).ids).toEqual(
      await orderedIds(inOrganization(south)),
    );
    expect((await everyPage((cursor) => physios(system, `organizationId=${south}&limit=5${cursor}`))).ids).toEqual(
      await orderedIds(inOrganization(south)),
    );
    expect(await found('öberg-lind')).toEqual([]);
    await server.database.db.execute(sql`update users set deleted_at = now() where id = ${asa}`);
    expect(await found('ekholm')).toEqual([]);
  });

  it('narrows to one organization, and keeps an organization admin to their own', async () => {
    const north = await physios(system, `organizationId=${seededOrganization(server.summary, 1).id}&limit=100`);
    expect(north.items.map((p) => p.id)).toEqual(await orderedIds(inOrganization(seededOrganization(server.summary, 1).id)));
    expect(north.items.every((p) => p.organizations.some((o) => o.id === seededOrganization(server.summary, 1).id))).toBe(true);

    // The organization admin of the south sees the physios of the south, each with only the south.
    const mine = await everyPage((cursor) => physios(orgAdmin, `limit=6${cursor}`));
    expect(mine.ids).toEqual(await orderedIds(inOrganization(south)));
    const shown = await physios(orgAdmin, 'limit=100&search=nils');
    expect(shown.items).toEqual([]);
    const both = await physios(orgAdmin, 'limit=100&search=anna');
    expect(both.items.every((p) => p.organizations.every((o) => o.id === south))).toBe(true);
    // Another organization is 404, as a single physio or organization outside their own is.
    for (const url of [
      `/physios?organizationId=${seededOrganization(server.summary, 1).id}`,
      `/organizations/${seededOrganization(server.summary, 1).id}/physios`,
    ]) {
      expect((await get(orgAdmin, url)).statusCode, url).toBe(404);
    }
    expect((await get(orgAdmin, `/physios?organizationId=${randomUUID()}`)).statusCode).toBe(404);
    // A physio manages no one.
    const physio = await server.signIn();
    expect((await get(physio, '/physios')).statusCode).toBe(403);
    expect((await get(physio, `/organizations/${south}/physios`)).statusCode).toBe(403);
  });

  it('refuses a bad limit or search, and a cursor of another list or made up, with the field named', async () => {
    const { nextCursor: physiosCursor } = await physios(system, 'limit=2');
    const { nextCursor: southCursor } = await ofOrganization(south, 'limit=2');
    const made = (parts: string[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const badCursors = [
      'bm90LWpzb24',
      '%25%25',
      made(['physios:name', 'berg']),
      made(['physios:name', 'berg', 'anna', 'not-a-uuid']),
      made(['patients:name:asc', 'berg anna', randomUUID()]),
      made(['physios:name', 'x'.repeat(1001), 'anna', randomUUID()]),
    ];
    const cases: [string, string, string][] = [
      ...['limit=0', 'limit=101', 'limit=abc', 'limit=2.5'].flatMap((query): [string, string, string][] => [
        [`/physios?${query}`, 'limit', query],
        [`/organizations/${south}/physios?${query}`, 'limit', query],
      ]),
      [`/physios?search=${'a'.repeat(101)}`, 'search', 'long search'],
      [`/physios?organizationId=south`, 'organizationId', 'organizationId'],
      [`/organizations/${south}/physios?search=anna`, 'search', 'no search on an organization'],
      [`/physios?cursor=${southCursor}`, 'cursor', "an organization list's cursor"],
      [`/organizations/${south}/physios?cursor=${physiosCursor}`, 'cursor', "the physio list's cursor"],
      ...badCursors.flatMap((cursor): [string, string, string][] => [
        [`/physios?cursor=${cursor}`, 'cursor', cursor],
        [`/organizations/${south}/physios?cursor=${cursor}`, 'cursor', cursor],
      ]),
    ];
    for (const [url, property, label] of cases) {
      const response = await get(system, url);
      expect(response.statusCode, label).toBe(400);
      expect(apiErrorBody.parse(response.json()).errors?.[0]?.property, label).toBe(property);
    }
    // Bounds that hold.
    expect((await physios(system, 'limit=1')).items).toHaveLength(1);
    expect((await physios(system, `limit=100&search=${'a'.repeat(100)}`)).items).toEqual([]);
  });
});
