import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/tokens';
import { encodeCursor } from '../../cursor';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing';
import { organizationPhysioPageQueries } from '../organizations/service';
import { physioPageQueries, type PhysioListOptions } from './service';

/**
 * The physio lists at a chain's size: 3 000 physios in three organizations (some in two), among 20 000
 * patients in the same users table (with only a few thousand users in all, reading the small table whole
 * is rightly the cheaper plan). A page is read through an index, never a scan of users; the total is one
 * count over the matching rows. Plans, not times.
 */
describe('the physio lists at 3 000 physios among 20 000 patients', () => {
  let database: Database;
  let systemAdmin: Session;
  let orgAdmin: Session;
  let chain: string;
  let small: string;

  const sessionOf = (userId: string, role: Session['role']): Session => ({
    userId,
    role,
    jti: randomUUID(),
    expiresAt: new Date(Date.now() + 3_600_000),
    issuedAt: new Date(),
    strong: true,
  });
  const planOf = async (query: SQLWrapper) => {
    const result = await database.db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row).join('')).join('\n');
  };
  const expectIndexed = async (label: string, query: SQLWrapper) => {
    const plan = await planOf(query);
    expect(plan, `${label}\n${plan}`).not.toMatch(/Seq Scan on users/);
    expect(plan, `${label}\n${plan}`).toMatch(/Index/);
  };
  /** A cursor in the middle of the list, as a page would hand it on. */
  const middle = (scope: string) => encodeCursor(scope, ['nilsson', 'förnamn7', '00000000-0000-4000-8000-000000000000']);

  beforeAll(async () => {
    database = await openTestDatabase();
    chain = randomUUID();
    small = randomUUID();
    const other = randomUUID();
    const adminId = randomUUID();
    await database.db.execute(sql`
      insert into organizations (id, title, org_number, contact_email, contact_name, code)
      values (${chain}, 'Kedjan', '556000-0000', 'a@kedjan.se', 'A', 'KEDJAN'),
             (${small}, 'Lilla', '556000-0001', 'b@lilla.se', 'B', 'LILLA'),
             (${other}, 'Annan', '556000-0002', 'c@annan.se', 'C', 'ANNAN')`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name) values (${adminId}, 'admin@lilla.se', 'org_admin', 'Ada', 'Admin')`);
    await database.db.execute(sql`insert into organization_members (user_id, organization_id) values (${adminId}, ${small})`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name, deleted_at)
      select md5('f' || n)::uuid, 'fysio' || n || '@kedjan.se', 'physio', 'Förnamn' || (n % 37), 'Efternamn' || md5(n::text),
             case when n % 100 = 0 then now() end
      from generate_series(1, 3000) as n`);
    // 2 600 physios in the chain, 100 in the small one (40 of them in both), 300 elsewhere.
    await database.db.execute(sql`
      insert into organization_members (user_id, organization_id)
      select md5('f' || n)::uuid, case when n <= 2600 then ${chain}::uuid when n <= 2700 then ${small}::uuid else ${other}::uuid end
      from generate_series(1, 3000) as n`);
    await database.db.execute(sql`
      insert into organization_members (user_id, organization_id) select md5('f' || n)::uuid, ${small}::uuid from generate_series(1, 40) as n`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name)
      select md5('p' || n)::uuid, 'patient' || n || '@exempel.se', 'patient', 'Förnamn' || (n % 97), 'Efternamn' || md5('p' || n)
      from generate_series(1, 20000) as n`);
    await database.db.execute(sql`analyze`);
    systemAdmin = sessionOf(randomUUID(), 'system_admin');
    orgAdmin = sessionOf(adminId, 'org_admin');
  }, 60_000);
  afterAll(() => database.close());

  it('reads a page of the admin list through an index, searched, filtered or scoped', async () => {
    const cases: [string, Session, Partial<PhysioListOptions>][] = [
      ['system admin', systemAdmin, {}],
      ['system admin, next page', systemAdmin, { cursor: middle('physios:name') }],
      ['search', systemAdmin, { search: 'efternamn1a2' }],
      ['search, two words', systemAdmin, { search: 'förnamn7 kedjan' }],
      ['the chain', systemAdmin, { organizationId: chain }],
      ['the small organization', systemAdmin, { organizationId: small }],
      ['organization admin', orgAdmin, {}],
      ['organization admin, searched', orgAdmin, { search: 'fysio12' }],
    ];
    for (const [label, session, options] of cases) {
      const queries = physioPageQueries(database.db, session, { limit: 50, ...options });
      await expectIndexed(label, queries.rows);
    }
  });

  it("reads a page of an organization's physios through an index", async () => {
    for (const [label, id, cursor] of [
      ['the chain', chain, undefined],
      ['the chain, next page', chain, middle('organization-physios:name')],
      ['the small organization', small, undefined],
    ] as const) {
      const queries = organizationPhysioPageQueries(database.db, id, { limit: 50, cursor });
      await expectIndexed(label, queries.rows);
    }
  });
});
