import { z } from 'zod/mini';
import { freeText, isoDateTime, pageLimit } from './validation';

/** How long emergency access (nödåtkomst) to one patient's record lasts once its reason is given. */
export const emergencyAccessHours = 4;

/** The rule key of a 403 for health data outside the care relationship; the portal offers emergency access on it. */
export const careRules = { required: 'care-relationship-required' } as const;

/** How the caller reaches a patient's record: by the care relationship, by emergency access, or only to manage it. */
export const recordAccesses = ['care', 'emergency', 'administrative'] as const;
export const recordAccess = z.enum(recordAccesses);
export type RecordAccess = z.infer<typeof recordAccess>;

/** PUT /patients/list/{userId}/responsible-physio: a physio of the patient's organization, or null for none. */
export const responsiblePhysioBody = z.strictObject({ physioId: z.nullable(z.uuid()) });
export type ResponsiblePhysioBody = z.infer<typeof responsiblePhysioBody>;

/** The reason stated for emergency access: one line or a few, enough to be followed up. */
export const emergencyReasonMin = 10;
export const emergencyReasonMax = 500;
export const emergencyAccessBody = z.strictObject({
  reason: freeText(emergencyReasonMax, { trim: true }).check(z.minLength(emergencyReasonMin)),
});

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });

/** GET /patients/list/{userId}/physios: the physios of the patient's organization, who may be made responsible. */
export const patientPhysiosResponse = z.array(person);
export type PatientPhysiosResponse = z.infer<typeof patientPhysiosResponse>;

/** POST /patients/list/{userId}/emergency-access (201): the access opened, until `endsAt`. */
export const emergencyAccess = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  reason: z.string(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
});
export type EmergencyAccess = z.infer<typeof emergencyAccess>;

/** GET /organizations/{id}/emergency-accesses?limit: the organization's emergency accesses, newest first, for follow-up. */
export const emergencyAccessListQuery = z.strictObject({ limit: pageLimit });
export const emergencyAccessListItem = z.object({
  id: z.uuid(),
  actor: z.nullable(z.extend(person, { role: z.string() })),
  /** To the system admin, who reads no patient data, the patient is only an id and the reason is null. */
  patient: z.nullable(z.object({ id: z.uuid(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) })),
  reason: z.nullable(z.string()),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** How many reads of the record the access log holds under this access. */
  reads: z.int(),
});
export const emergencyAccessListResponse = z.object({ items: z.array(emergencyAccessListItem) });
export type EmergencyAccessListItem = z.infer<typeof emergencyAccessListItem>;
export type EmergencyAccessListResponse = z.infer<typeof emergencyAccessListResponse>;

/** The params of an EmergencyAccess notification: who opened which patient's record, why, and until when. */
export const emergencyAccessParams = z.strictObject({
  patientId: z.uuid(),
  patientName: freeText(200, { multiline: false }),
  actorName: freeText(200, { multiline: false }),
  reason: freeText(emergencyReasonMax),
  endsAt: isoDateTime,
});
export type EmergencyAccessParams = z.infer<typeof emergencyAccessParams>;
