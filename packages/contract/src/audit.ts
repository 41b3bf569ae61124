import { z } from 'zod/mini';
import { reportLanguages } from './organizations';
import { dayField, isoDateTime, periodChecks } from './validation';

export const auditOutcomes = ['allowed', 'denied'] as const;

/**
 * GET /organizations/{id}/audit?from&to&actor&patient&outcome&cursor&limit: the organization's access
 * log (who read or tried to read which patient's record), newest first, a page at a time. `cursor` is
 * the answer's `nextCursor`; dates are Stockholm days, both inclusive.
 */
const auditFilters = {
  from: z.optional(dayField),
  to: z.optional(dayField),
  actor: z.optional(z.uuid()),
  patient: z.optional(z.uuid()),
  outcome: z.optional(z.enum(auditOutcomes)),
};
export const organizationAuditQuery = z
  .strictObject({
    ...auditFilters,
    cursor: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER))),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
  })
  .check(...periodChecks<{ from?: string; to?: string }>());

/**
 * GET /organizations/{id}/audit.csv: the same filters, the whole log as a file (at most `auditCsvMaxRows` rows), its
 * column names in Swedish unless lang=en.
 */
export const organizationAuditCsvQuery = z
  .strictObject({ ...auditFilters, lang: z._default(z.enum(reportLanguages), 'sv') })
  .check(...periodChecks<{ from?: string; to?: string }>());
export type OrganizationAuditCsvQuery = z.infer<typeof organizationAuditCsvQuery>;
export const auditCsvMaxRows = 50_000;

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
/**
 * The patient a row is about. The system admin manages organizations and reads no patient data: to them the
 * patient is only an id (names null), and a row's emergency access reason is null too.
 */
const patientRef = z.object({ id: z.uuid(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) });
export const organizationAuditEntry = z.object({
  id: z.int(),
  at: isoDateTime,
  outcome: z.enum(auditOutcomes),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  ip: z.nullable(z.string()),
  actor: z.nullable(z.extend(person, { role: z.string() })),
  patient: z.nullable(patientRef),
  /** The reason given for the emergency access the call was made under (nödåtkomst); null otherwise. */
  reason: z.nullable(z.string()),
});
export const organizationAuditResponse = z.object({
  items: z.array(organizationAuditEntry),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.nullable(z.int()),
});

export type OrganizationAuditQuery = z.infer<typeof organizationAuditQuery>;
export type OrganizationAuditEntry = z.infer<typeof organizationAuditEntry>;
export type OrganizationAuditResponse = z.infer<typeof organizationAuditResponse>;
