import { z } from 'zod/mini';
import { recordAccess } from './care';
import { invitationState } from './patients-in';
import { gender, patientStatus } from './enums';
import { patientSorts, sortDirections } from './patientListOrder';
import { emptyBody, isoDate, isoDateTime, page, pageCursor, pageLimit, searchText } from './validation';

/** Path of every call under /patients/list/{userId}. */
export const patientParams = z.strictObject({ userId: z.uuid() });

/** One row of the patient table (docs/rules/records.md). */
export const patientListItem = z.object({
  id: z.uuid(),
  roleName: z.literal('patient'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  gender,
  /** Years, by the age rule of docs/rules/records.md; null without a birth date. */
  age: z.nullable(z.int()),
  birthDate: z.nullable(isoDate),
  phoneNumber: z.nullable(z.string()),
  organization: z.object({ id: z.uuid(), title: z.string() }),
  status: patientStatus,
  treatmentEnd: z.nullable(isoDateTime),
  /** The physio who answers the patient (chat, notifications); null: every physio of the organization does. */
  responsiblePhysio: z.nullable(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  /** Set while the patient was added by staff and has not yet taken up the mailed invitation ("Inbjuden"). */
  invitation: z.nullable(invitationState),
  /** When the latest journal note was signed; null without one, and for a reader without the care right. */
  latestSignedNoteAt: z.nullable(isoDateTime),
  /*
   * From the health record, so null for a reader without the care right (docs/rules/records.md): when the patient
   * last did a task (null: never), the percent of the last 14 days' due tasks done (null: none due), and whether
   * the attention rules (docs/rules/attention.md) flag the patient today.
   */
  lastActivityAt: z.nullable(isoDateTime),
  adherence: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
  needsAttention: z.nullable(z.boolean()),
});


/**
 * GET /specialists/patients/list?search&organizationId&status&attention&adherenceBelow&inactiveDays&sort&direction&limit&cursor: the patients
 * in the caller's scope, a page at a time. `search` matches every word in name, email, phone or birth
 * date (YYMMDD), ignoring case and accents. `attention`, `adherenceBelow`, `inactiveDays` and the orders of
 * `carePatientSorts` read the health record: for a reader without the care right they are a 400.
 */
export const patientListQuery = z.strictObject({
  search: z.optional(searchText),
  organizationId: z.optional(z.uuid()),
  status: z.optional(patientStatus),
  /** Those the attention rules flag (`needed`) or do not (`none`). */
  attention: z.optional(z.enum(['needed', 'none'])),
  /** Adherence over 14 days under this percent (the unknown left out). */
  adherenceBelow: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  /** Nothing done for at least this many days, the never active among them. */
  inactiveDays: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(365))),
  sort: z._default(z.enum(patientSorts), 'name'),
  direction: z._default(z.enum(sortDirections), 'asc'),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
export const patientListResponse = page(patientListItem);

/** GET /patients/list/{userId}, POST …/end-treatment, …/reopen-treatment, PUT …/responsible-physio */
export const patientDetails = z.extend(patientListItem, {
  createdAt: isoDateTime,
  /** How the caller reaches this record (care.ts): only `care` and `emergency` open its health data. */
  access: recordAccess,
  /** When the caller's emergency access to the record ends; null without one. */
  emergencyAccessUntil: z.nullable(isoDateTime),
});

/** POST /patients/list/{userId}/end-treatment and …/reopen-treatment take no fields. */
export const endTreatmentBody = emptyBody;

/** GET /patients/list/{userId}/treatment-periods: the current period first (endedAt null while in treatment), then the earlier ones. */
export const treatmentPeriod = z.object({ startedAt: isoDateTime, endedAt: z.nullable(isoDateTime) });
export const treatmentPeriodsResponse = z.object({ items: z.array(treatmentPeriod) });
export type TreatmentPeriod = z.infer<typeof treatmentPeriod>;
export type TreatmentPeriodsResponse = z.infer<typeof treatmentPeriodsResponse>;

/** GET /patients/list/{userId}/audit */
export const auditQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});
export const auditEntry = z.object({
  id: z.int(),
  actor: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), role: z.string() }),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  at: isoDateTime,
  /** The reason given for the emergency access the call was made under; null for a call in the care relationship. */
  reason: z.nullable(z.string()),
});
export const auditResponse = z.array(auditEntry);

export type PatientListItem = z.infer<typeof patientListItem>;
export type PatientListQuery = z.input<typeof patientListQuery>;
export type PatientSort = (typeof patientSorts)[number];
export type PatientListResponse = z.infer<typeof patientListResponse>;
export type PatientDetails = z.infer<typeof patientDetails>;
export type AuditEntry = z.infer<typeof auditEntry>;
