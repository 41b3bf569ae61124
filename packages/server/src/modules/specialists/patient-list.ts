import { carePatientSorts, patientStatuses, type PatientListItem, type PatientSort } from '@rehab/contract';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { foldedTextContains } from '../../search';
import { enumPart, isCalendarDay, keysetAfter, keysetKey, keysetOrderBy, textPart, timePart, toPage, uuidPart, type KeyPart, type KeysetOrder } from '../../keyset';
import { patients } from '../../db/schema';
import { badField } from '../../errors';
import { refreshListFacts } from '../patients/list-facts';
import { hasCareRight, patientsInListedScope, selectListedPatients } from '../patients/scope';
import { patientListItem } from '../patients/view';

export interface PatientListOptions {
  search?: string;
  organizationId?: string;
  status?: (typeof patientStatuses)[number];
  attention?: 'needed' | 'none';
  adherenceBelow?: number;
  inactiveDays?: number;
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
/** The never active as the least recently active. */
const lastActivity: KeyPart = {
  expression: sql`coalesce(${patients.lastActivityAt}, '-infinity'::timestamptz)`,
  asText: sql<string>`case when ${patients.lastActivityAt} is null then '-infinity'
    else to_char(${patients.lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end`,
  fromText: (value) => sql`${value}::timestamptz`,
  isValid: (value) => value === '-infinity' || timePart(patients.lastActivityAt).isValid(value),
};
/** Adherence with the unknown as `unknown`: after 100 % ascending, before 0 % descending, so last either way. */
const adherence = (unknown: 101 | -1): KeyPart => ({
  expression: sql`coalesce(${patients.adherence}, ${sql.raw(String(unknown))})`,
  asText: sql<string>`coalesce(${patients.adherence}, ${sql.raw(String(unknown))})::text`,
  fromText: (value) => sql`${value}::int`,
  isValid: (value) => /^-?\d{1,3}$/.test(value) && Number(value) >= -1 && Number(value) <= 101,
});
/** Those who need attention first: false before true. */
const attention: KeyPart = {
  expression: sql`(not ${patients.needsAttention})`,
  asText: sql<string>`(not ${patients.needsAttention})::text`,
  fromText: (value) => sql`${value}::boolean`,
  isValid: (value) => value === 'true' || value === 'false',
};
const status = enumPart(patients.status, 'patient_status', patientStatuses);

/**
 * Each order as the columns of its index (migrations 0007 and 0033), every part in one direction, so a page
 * continues after the cursor with one row comparison. Age ascending is the youngest first.
 */
function orderOf(sort: PatientSort, direction: 'asc' | 'desc'): KeysetOrder {
  const scope = `patients:${sort}:${direction}`;
  const descending = direction === 'desc';
  switch (sort) {
    case 'name':
      return { scope, parts: [byName, byId], descending };
    case 'firstName':
      return { scope, parts: [textPart(patients.sortFirstName), byId], descending };
    case 'lastActivity':
      return { scope, parts: [lastActivity, byName, byId], descending };
    case 'adherence':
      return descending
        ? { scope, parts: [adherence(-1), byName, byId], descending: true }
        : { scope, parts: [adherence(101), byName, byId], descending: false };
    case 'attention':
      return { scope, parts: [attention, byName, byId], descending };
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
export function patientPageQueries(db: Db, session: Session, options: PatientListOptions, now = new Date()) {
  refuseHealthFigures(session, options);
  const order = orderOf(options.sort, options.direction);
  const filter = and(
    foldedTextContains(sql`${patients.searchText}`, options.search),
    options.organizationId ? eq(patients.organizationId, options.organizationId) : undefined,
    options.status ? eq(patients.status, options.status) : undefined,
    options.attention ? eq(patients.needsAttention, options.attention === 'needed') : undefined,
    options.adherenceBelow === undefined ? undefined : lt(patients.adherence, options.adherenceBelow),
    options.inactiveDays === undefined
      ? undefined
      : sql`coalesce(${patients.lastActivityAt}, '-infinity'::timestamptz) < ${new Date(now.getTime() - options.inactiveDays * 86_400_000).toISOString()}::timestamptz`,
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

/** The figures of the health record sort and filter only for a reader with the care right; anyone else gets a 400. */
function refuseHealthFigures(session: Session, options: PatientListOptions) {
  if (hasCareRight(session)) return;
  const healthSort = (carePatientSorts as readonly string[]).includes(options.sort);
  for (const [property, asked] of [['attention', options.attention !== undefined], ['adherenceBelow', options.adherenceBelow !== undefined], ['inactiveDays', options.inactiveDays !== undefined], ['sort', healthSort]] as const) {
    if (asked) throw badField(property, 'invalid', `${property} reads the health record, which needs the care relationship`);
  }
}

/** A page of the patients in the caller's scope, with how many match in all and the next page's cursor. */
export async function listPatientPage(db: Db, session: Session, options: PatientListOptions, now = new Date()) {
  refuseHealthFigures(session, options);
  // The stored figures as of today first (list-facts.ts): usually one index probe that finds nothing to do.
  await refreshListFacts(db, session, now);
  const queries = patientPageQueries(db, session, options, now);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return toPage(queries.order, rows, options.limit, total?.n, (row): PatientListItem => patientListItem(row, now));
}
