import { auditCsvMaxRows, type OrganizationAuditCsvQuery, type OrganizationAuditEntry, type OrganizationAuditQuery } from '@rehab/contract';
import en from '@rehab/locales/en/logReview.json' with { type: 'json' };
import sv from '@rehab/locales/sv/logReview.json' with { type: 'json' };
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { csvLine } from '../../csv';
import type { Db } from '../../db/client';
import { clinicTimeZone } from '@rehab/contract/dates';
import { iso } from '../../dates';
import { auditLog, users } from '../../db/schema';

type Filters = Omit<OrganizationAuditQuery, 'cursor' | 'limit'>;

const actor = alias(users, 'actor');
const patient = alias(users, 'patient');

/** Whether a time falls in the Stockholm days `from` to `to`, both inclusive. */
export function inStockholmDays(at: SQL | AnyPgColumn, from: string | undefined, to: string | undefined): SQL | undefined {
  return and(
    from ? sql`${at} >= (${from}::date)::timestamp at time zone ${clinicTimeZone}` : undefined,
    to ? sql`${at} < (${to}::date + 1)::timestamp at time zone ${clinicTimeZone}` : undefined,
  );
}

/** The rows of one organization's log that the filters keep; dates are whole Stockholm days. */
function kept(organizationId: string, { from, to, actor: actorId, patient: patientId, outcome }: Filters): SQL | undefined {
  return and(
    eq(auditLog.organizationId, organizationId),
    inStockholmDays(auditLog.at, from, to),
    actorId ? eq(auditLog.actorId, actorId) : undefined,
    patientId ? eq(auditLog.patientId, patientId) : undefined,
    outcome ? eq(auditLog.outcome, outcome) : undefined,
  );
}

function selectEntries(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      entry: auditLog,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, role: actor.role },
      patient: { id: patient.id, firstName: patient.firstName, lastName: patient.lastName },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(patient, eq(patient.id, auditLog.patientId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof selectEntries>>[number];

/** Whether the reader may see who a patient is: the system admin reads no patient data, only ids. */
export type AuditReader = { seesPatients: boolean };

export const entryOf = (reader: AuditReader) => ({ entry, actor: who, patient: whose }: Row): OrganizationAuditEntry => ({
  id: entry.id,
  at: iso(entry.at),
  outcome: entry.outcome,
  action: entry.action,
  method: entry.method,
  path: entry.path,
  ip: entry.ip,
  actor: who?.id ? who : null,
  patient: whose?.id ? (reader.seesPatients ? whose : { id: whose.id, firstName: null, lastName: null }) : null,
  reason: reader.seesPatients ? entry.reason : null,
});

/** A page of the organization's access log, newest first; the cursor is the last row's id. */
export async function organizationAudit(db: Db, organizationId: string, { cursor, limit, ...filters }: OrganizationAuditQuery, reader: AuditReader) {
  const rows = await selectEntries(db, and(kept(organizationId, filters), cursor ? lt(auditLog.id, cursor) : undefined), limit + 1);
  const items = rows.slice(0, limit).map(entryOf(reader));
  return { items, nextCursor: rows.length > limit ? (items.at(-1)?.id ?? null) : null };
}

type CsvText = typeof sv;
const csvTexts: Record<'sv' | 'en', CsvText> = { sv, en };

/** A row's time as a clinic reads it: Stockholm's wall clock, to the second (`2026-12-01 14:02:09`). */
const stockholmTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'medium', hour12: false, timeZone: clinicTimeZone });

/** The file name of the log's CSV in the reader's language, without its extension. */
export const auditCsvFileName = (code: string, lang: 'sv' | 'en') => `${csvTexts[lang].csv.fileName}-${code}`;

/**
 * The whole filtered log as CSV, newest first, at most `auditCsvMaxRows` rows; its column names, outcomes and roles
 * in the reader's language, its times in Stockholm time.
 */
export async function organizationAuditCsv(db: Db, organizationId: string, { lang, ...filters }: OrganizationAuditCsvQuery, reader: AuditReader): Promise<string> {
  const text = csvTexts[lang];
  const rows = (await selectEntries(db, kept(organizationId, filters), auditCsvMaxRows)).map(entryOf(reader));
  const name = (person: { firstName: string | null; lastName: string | null } | null) => [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  const role = (value: string | undefined) => (value ? (text.roles[value as keyof CsvText['roles']] ?? value) : '');
  const c = text.csv;
  return [
    csvLine(c.at, c.outcome, c.actor, c.actorId, c.role, c.patient, c.patientId, c.action, c.method, c.path, c.ip, c.reason),
    ...rows.map((row) =>
      csvLine(
        stockholmTime.format(new Date(row.at)),
        text.outcomes[row.outcome],
        name(row.actor),
        row.actor?.id ?? '',
        role(row.actor?.role),
        name(row.patient),
        row.patient?.id ?? '',
        row.action,
        row.method,
        row.path,
        row.ip,
        row.reason ?? '',
      ),
    ),
    '',
  ].join('\r\n');
}
