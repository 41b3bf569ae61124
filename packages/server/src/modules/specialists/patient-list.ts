import { patientStatuses, type PatientListItem, type PatientSort } from '@rehab/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { foldedTextContains } from '../../search';
import { enumPart, isCalendarDay, keysetAfter, keysetKey, keysetOrderBy, textPart, timePart, toPage, uuidPart, type KeyPart, type KeysetOrder } from '../../keyset';
import { patients } from '../../db/schema';
import { patientsInListedScope, selectListedPatients } from '../patients/scope';
import { patientListItem } from '../patients/view';

export interface PatientListOptions {
  search?: string;
  organizationId?: string;
  status?: (typeof patientStatuses)[number];
  sort: PatientSort;
  direction: 'asc' | 'desc';
  limit: number;
  cursor?: string;
}

const byName = textPart(patients.sortName);
const byId = uuidPart(patients.userId);
/** The undated sort last: as the oldest possible day when the youngest come first, and the other way round. */
const birthDate = (undated: '-infinity' | 'infinity'): KeyPart => ({
  expression: sql`coalesce(${patients.birthDate}, ${sql.raw(`'${undated}'`)}::date)`,
  asText: sql<string>`coalesce(${patients.birthDate}, ${sql.raw(`'${undated}'`)}::date)::text`,
  fromText: (value) => sql`${value}::date`,
  isValid: (value) => value === undated || isCalendarDay(value),
});
const joined = timePart(patients.joinedAt);
const status = enumPart(patients.status, 'patient_status', patientStatuses);

/**
 * Each order as the columns of its index (migration 0007), every part in one direction, so a page
 * continues after the cursor with one row comparison. Age ascending is the youngest first.
 */
function orderOf(sort: PatientSort, direction: 'asc' | 'desc'): KeysetOrder {
  const scope = `patients:${sort}:${direction}`;
  const descending = direction === 'desc';
  switch (sort) {
    case 'name':
      return { scope, parts: [byName, byId], descending };
    case 'age':
      return descending
        ? { scope, parts: [birthDate('infinity'), byName, byId], descending: false }
        : { scope, parts: [birthDate('-infinity'), byName, byId], descending: true };
    case 'joined':
      return { scope, parts: [joined, byName, byId], descending };
    case 'status':
      return { scope, parts: [status, byName, byId], descending };
    case 'organization':
      return { scope, parts: [textPart(patients.organizationSort), byName, byId], descending };
  }
}

/** The two statements of a page: its rows (one more than the page, to tell whether another follows) and the total. */
export function patientPageQueries(db: Db, session: Session, options: PatientListOptions) {
  const order = orderOf(options.sort, options.direction);
  const filter = and(
    foldedTextContains(sql`${patients.searchText}`, options.search),
    options.organizationId ? eq(patients.organizationId, options.organizationId) : undefined,
    options.status ? eq(patients.status, options.status) : undefined,
  );
  return {
    order,
    rows: selectListedPatients(db, session, and(filter, keysetAfter(order, options.cursor)), { key: keysetKey(order) })
      .orderBy(...keysetOrderBy(order))
      .limit(options.limit + 1),
    total: db
      .select({ n: count() })
      .from(patients)
      .where(and(patientsInListedScope(session), filter)),
  };
}

/** A page of the patients in the caller's scope, with how many match in all and the next page's cursor. */
export async function listPatientPage(db: Db, session: Session, options: PatientListOptions, now = new Date()) {
  const queries = patientPageQueries(db, session, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return toPage(queries.order, rows, options.limit, total?.n, (row): PatientListItem => patientListItem(row, now));
}
