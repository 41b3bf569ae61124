import { patientStatuses, type PatientListItem, type PatientSort } from '@rehab/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import { decodeCursor, encodeCursor, uuidPattern } from '../../cursor';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { patients, users } from '../../db/schema';
import { inVisibleScope, selectVisiblePatients } from '../patients/scope';
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

/** One part of an order: the expression, how a cursor carries it as text, and how it is read back. */
interface KeyPart {
  expression: SQL;
  asText: SQL<string>;
  fromText: (value: string) => SQL;
  isValid: (value: string) => boolean;
}

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const textPart = (expression: AnyPgColumn): KeyPart => ({
  expression: sql`${expression}`,
  asText: sql<string>`${expression}`,
  fromText: (value) => sql`${value}::text`,
  isValid: (value) => value.length <= 1000,
});
const byName = textPart(patients.sortName);
const byId: KeyPart = {
  expression: sql`${patients.userId}`,
  asText: sql<string>`${patients.userId}::text`,
  fromText: (value) => sql`${value}::uuid`,
  isValid: (value) => uuidPattern.test(value),
};
/** The undated sort last: as the oldest possible day when the youngest come first, and the other way round. */
const birthDate = (undated: '-infinity' | 'infinity'): KeyPart => ({
  expression: sql`coalesce(${patients.birthDate}, ${sql.raw(`'${undated}'`)}::date)`,
  asText: sql<string>`coalesce(${patients.birthDate}, ${sql.raw(`'${undated}'`)}::date)::text`,
  fromText: (value) => sql`${value}::date`,
  isValid: (value) => value === undated || isCalendarDay(value),
});
const joined: KeyPart = {
  expression: sql`${patients.joinedAt}`,
  // Microseconds kept: two patients who joined in the same millisecond still page apart.
  asText: sql<string>`to_char(${patients.joinedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  fromText: (value) => sql`${value}::timestamptz`,
  isValid: (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
};
const status: KeyPart = {
  expression: sql`${patients.status}`,
  asText: sql<string>`${patients.status}::text`,
  fromText: (value) => sql`${value}::patient_status`,
  isValid: (value) => (patientStatuses as readonly string[]).includes(value),
};

/**
 * Each order as the columns of its index (migration 0007), every part in one direction, so a page
 * continues after the cursor with one row comparison. Age ascending is the youngest first.
 */
function orderOf(sort: PatientSort, direction: 'asc' | 'desc'): { parts: KeyPart[]; descending: boolean } {
  const descending = direction === 'desc';
  switch (sort) {
    case 'name':
      return { parts: [byName, byId], descending };
    case 'age':
      return descending
        ? { parts: [birthDate('infinity'), byName, byId], descending: false }
        : { parts: [birthDate('-infinity'), byName, byId], descending: true };
    case 'joined':
      return { parts: [joined, byName, byId], descending };
    case 'status':
      return { parts: [status, byName, byId], descending };
    case 'organization':
      return { parts: [textPart(patients.organizationSort), byName, byId], descending };
  }
}

/** Escapes LIKE's wildcards, so a searched `%` or `_` means itself. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every word of the search in the patient's search text, folded like it (migration 0007's `search_fold`). */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${patients.searchText} like '%' || search_fold(${likeLiteral(word)}) || '%'`));
}

/** The two statements of a page: its rows (one more than the page, to tell whether another follows) and the total. */
export function patientPageQueries(db: Db, session: Session, options: PatientListOptions) {
  const { parts, descending } = orderOf(options.sort, options.direction);
  const scope = `patients:${options.sort}:${options.direction}`;
  const filter = and(
    searchCondition(options.search),
    options.organizationId ? eq(patients.organizationId, options.organizationId) : undefined,
    options.status ? eq(patients.status, options.status) : undefined,
  );
  let after: SQL | undefined;
  if (options.cursor) {
    const key = decodeCursor(options.cursor, scope, parts.length, (value, index) => parts[index]?.isValid(value) ?? false);
    const columns = sql.join(
      parts.map((part) => part.expression),
      sql`, `,
    );
    const values = sql.join(
      parts.map((part, index) => part.fromText(key[index] ?? '')),
      sql`, `,
    );
    after = descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
  }
  const key = sql<string[]>`array[${sql.join(
    parts.map((part) => part.asText),
    sql`, `,
  )}]`;
  return {
    scope,
    rows: selectVisiblePatients(db, session, and(filter, after), { key })
      .orderBy(...parts.map((part) => (descending ? desc(part.expression) : asc(part.expression))))
      .limit(options.limit + 1),
    total: db
      .select({ n: count() })
      .from(patients)
      .innerJoin(users, eq(users.id, patients.userId))
      .where(and(inVisibleScope(session), filter)),
  };
}

/** A page of the patients in the caller's scope, with how many match in all and the next page's cursor. */
export async function listPatientPage(db: Db, session: Session, options: PatientListOptions, now = new Date()) {
  const queries = patientPageQueries(db, session, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  const shown = rows.slice(0, options.limit);
  const last = shown.at(-1);
  const items: PatientListItem[] = shown.map((row) => patientListItem(row, now));
  return {
    items,
    total: Number(total?.n ?? 0),
    nextCursor: rows.length > options.limit && last ? encodeCursor(queries.scope, last.key) : null,
  };
}
