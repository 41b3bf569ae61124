import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { decodeCursor, encodeCursor, uuidPattern } from './cursor';

/**
 * Keyset paging: a list's order is a row of key parts, all in one direction, so the next page is
 * "rows after this key" through the order's index, however deep the reader has scrolled.
 */

/** One part of an order: the expression, how a cursor carries it as text, and how it is read back. */
export interface KeyPart {
  expression: SQL;
  asText: SQL<string>;
  fromText: (value: string) => SQL;
  isValid: (value: string) => boolean;
}

export interface KeysetOrder {
  /** Names the list and its order in every cursor, so a cursor from another list or order is refused. */
  scope: string;
  parts: readonly KeyPart[];
  descending: boolean;
}

export const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const microsecondTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const textPart = (column: AnyPgColumn | SQL): KeyPart => ({
  expression: sql`${column}`,
  asText: sql<string>`${column}::text`,
  fromText: (value) => sql`${value}::text`,
  isValid: (value) => value.length <= 1000,
});

export const uuidPart = (column: AnyPgColumn): KeyPart => ({
  expression: sql`${column}`,
  asText: sql<string>`${column}::text`,
  fromText: (value) => sql`${value}::uuid`,
  isValid: (value) => uuidPattern.test(value),
});

/** A whole number that only grows (a serial column): the cursor carries its digits. */
export const serialPart = (column: AnyPgColumn): KeyPart => ({
  expression: sql`${column}`,
  asText: sql<string>`${column}::text`,
  fromText: (value) => sql`${value}::bigint`,
  isValid: (value) => /^\d{1,18}$/.test(value),
});

/** A timestamptz with its microseconds kept: two rows written in the same millisecond still page apart. */
export const timePart = (column: AnyPgColumn): KeyPart => ({
  expression: sql`${column}`,
  asText: sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  fromText: (value) => sql`${value}::timestamptz`,
  isValid: (value) => microsecondTime.test(value) && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
});

/** A Postgres enum column, read back as `enumType`; only `values` are valid. */
export const enumPart = (column: AnyPgColumn, enumType: string, values: readonly string[]): KeyPart => ({
  expression: sql`${column}`,
  asText: sql<string>`${column}::text`,
  fromText: (value) => sql`${value}::${sql.raw(enumType)}`,
  isValid: (value) => values.includes(value),
});

/** The ORDER BY of the order. */
export const keysetOrderBy = ({ parts, descending }: KeysetOrder) =>
  parts.map((part) => (descending ? desc(part.expression) : asc(part.expression)));

/** The row's key as a text array, selected beside the row so the page's last row gives the next cursor. */
export const keysetKey = ({ parts }: KeysetOrder) =>
  sql<string[]>`array[${sql.join(
    parts.map((part) => part.asText),
    sql`, `,
  )}]`;

/** Rows after the cursor's key in the order, or no condition on the first page; a cursor not made by this order is a 400. */
export function keysetAfter(order: KeysetOrder, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor, order.scope, order.parts.length, (value, index) => order.parts[index]?.isValid(value) ?? false);
  const columns = sql.join(
    order.parts.map((part) => part.expression),
    sql`, `,
  );
  const values = sql.join(
    order.parts.map((part, index) => part.fromText(key[index] ?? '')),
    sql`, `,
  );
  return order.descending ? sql`(${columns}) < (${values})` : sql`(${columns}) > (${values})`;
}

/** A page from rows read with `limit + 1` (the extra row only tells that another page follows). */
export function toPage<Row extends { key: string[] }, Item>(
  order: KeysetOrder,
  rows: readonly Row[],
  limit: number,
  total: number | string | undefined,
  view: (row: Row) => Item,
) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(view),
    total: Number(total ?? 0),
    nextCursor: rows.length > limit && last ? encodeCursor(order.scope, last.key) : null,
  };
}
