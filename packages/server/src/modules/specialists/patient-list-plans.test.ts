import { patientSorts, sortDirections } from '@rehab/contract';
import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing';
import { patientPageQueries, type PatientListOptions } from './patient-list';

/**
 * The patient list at a chain's size: 10 000 patients in one organization, 500 in another. Each query the
 * list runs is planned with an index on patients, never a scan of the whole table. Plans, not times.
 */
describe('the patient list at 10 000 patients', () => {
  let database: Database;
  let session: Session;
  let organizationId: string;

  const planOf = async (query: SQLWrapper) => {
    const result = await database.db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
    return rows.map((row) => Object.values(row).join('')).join('\n');
  };
  const expectIndexed = async (options: Partial<PatientListOptions>) => {
    const queries = patientPageQueries(database.db, session, { sort: 'name', direction: 'asc', limit: 50, ...options });
    // The total is one count over the matching rows; a page is read through an index whatever the clinic's size.
    const plan = await planOf(queries.rows);
    expect(plan, JSON.stringify(options)).not.toMatch(/Seq Scan on patients/);
    expect(plan, JSON.stringify(options)).toMatch(/Index/);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    const physioId = randomUUID();
    organizationId = randomUUID();
    const otherId = randomUUID();
    session = { userId: physioId, role: 'physio', jti: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000), issuedAt: new Date() };
    await database.db.execute(sql`
      insert into organizations (id, title, org_number, contact_email, contact_name, code)
      values (${organizationId}, 'Kedjan', '556000-0000', 'a@kedjan.se', 'A', 'KEDJAN'),
             (${otherId}, 'Annan', '556000-0001', 'b@annan.se', 'B', 'ANNAN')`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name) values (${physioId}, 'fysio@kedjan.se', 'physio', 'Fia', 'Fysio')`);
    await database.db.execute(sql`insert into organization_members (user_id, organization_id) values (${physioId}, ${organizationId})`);
    await database.db.execute(sql`
      insert into users (id, email, role, first_name, last_name, created_at)
      select md5('p' || n)::uuid, 'patient' || n || '@exempel.se', 'patient', 'Förnamn' || (n % 97), 'Efternamn' || md5(n::text),
             now() - (n || ' minutes')::interval
      from generate_series(1, 10500) as n`);
    await database.db.execute(sql`
      insert into patients (user_id, organization_id, birth_date, phone, status)
      select md5('p' || n)::uuid, case when n <= 10000 then ${organizationId}::uuid else ${otherId}::uuid end,
             case when n % 50 = 0 then null else date '1940-01-01' + (n * 7 % 22000) end,
             '07' || lpad(((n * 7919) % 100000000)::text, 8, '0'), case when n % 10 = 0 then 'inactive' else 'active' end::patient_status
      from generate_series(1, 10500) as n`);
    await database.db.execute(sql`analyze`);
  }, 180_000);
  afterAll(() => database.close());

  it('reads a page in every order through an index', async () => {
    for (const sort of patientSorts) {
      for (const direction of sortDirections) await expectIndexed({ sort, direction });
    }
  });

  it('searches through the trigram index and filters through indexes', async () => {
    await expectIndexed({ search: 'efternamn1a2' });
    await expectIndexed({ search: '0700031676' }); // patient 4, by a phone number's digits
    await expectIndexed({ status: 'inactive', sort: 'status' });
    await expectIndexed({ organizationId });
  });
});
