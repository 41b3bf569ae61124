import { inLanguage, type ContentLanguage } from '../../reader-language';
import type { CalendarEntriesResponse } from '@rehab/contract';
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarEntries, patients, users } from '../../db/schema';
import { addDays } from '@rehab/contract/dates';
import { iso } from '../../dates';
import { keysetAfter, keysetKey, keysetOrderBy, timePart, toPage, uuidPart, type KeysetOrder } from '../../keyset';

export interface CalendarPageQuery {
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
  /** The reader's language, for the titles the product wrote in both. */
  language?: ContentLanguage;
}

/** Entries starting together: the one ending first, then by id, the same every time (the lists' indexes, migration 0008). */
const calendarOrder = (owner: string): KeysetOrder => ({
  scope: `calendar:${owner}`,
  parts: [timePart(calendarEntries.startsAt), timePart(calendarEntries.endsAt), uuidPart(calendarEntries.id)],
  descending: false,
});

/** The two statements of a page of the entries that meet `owned` and start from `from` through `to` (days, UTC). */
export function calendarPageQueries(db: Db, owner: string, owned: SQL | undefined, query: CalendarPageQuery) {
  const order = calendarOrder(owner);
  const filter = and(
    owned,
    query.from ? gte(calendarEntries.startsAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(calendarEntries.startsAt, new Date(`${addDays(query.to, 1)}T00:00:00Z`)) : undefined,
  );
  return {
    order,
    rows: db
      .select({
        entry: calendarEntries,
        patient: { id: patients.userId, firstName: users.firstName, lastName: users.lastName },
        key: keysetKey(order),
      })
      .from(calendarEntries)
      .leftJoin(patients, eq(patients.userId, calendarEntries.patientId))
      .leftJoin(users, eq(users.id, patients.userId))
      .where(and(filter, keysetAfter(order, query.cursor)))
      .orderBy(...keysetOrderBy(order))
      .limit(query.limit + 1),
    total: db
      .select({ n: count() })
      .from(calendarEntries)
      .leftJoin(patients, eq(patients.userId, calendarEntries.patientId))
      .where(filter),
  };
}

/** A page of those entries by start, with the total. */
export async function pageCalendarEntries(db: Db, owner: string, owned: SQL | undefined, query: CalendarPageQuery): Promise<CalendarEntriesResponse> {
  const queries = calendarPageQueries(db, owner, owned, query);
  const [rows, [total]] = await Promise.all([queries.rows, queries.total]);
  return toPage(queries.order, rows, query.limit, total?.n, ({ entry, patient }) => ({
    id: entry.id,
    type: entry.type,
    title: inLanguage(query.language ?? 'sv', entry.title, entry.titleEn),
    startsAt: iso(entry.startsAt),
    endsAt: iso(entry.endsAt),
    patient: patient?.id ? { id: patient.id, firstName: patient.firstName ?? '', lastName: patient.lastName ?? '' } : null,
    videoUrl: entry.videoUrl,
  }));
}
