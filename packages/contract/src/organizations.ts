import { z } from 'zod/mini';
import {
  dayField,
  businessNameField,
  emailField,
  freeText,
  isoDate,
  isoDateTime,
  nameField,
  organizationNumberField,
  page,
  pageCursor,
  pageLimit,
  periodChecks,
  validationMessages,
} from './validation';

/*
 * Organization calls. Who may call them:
 * - system_admin: every organization, and the only one who creates organizations;
 * - org_admin: the organizations they belong to (an organization they do not belong to is 404);
 * - physio: none of these (403).
 */

/** Path of every call under /organizations/{id}. */
export const organizationParams = z.strictObject({ id: z.uuid() });

/** Company code a patient types to join: letters, digits and inner hyphens (SYD-2026), stored upper-case. */
export const companyCodeField = z.pipe(
  z.string().check(z.trim(), z.minLength(4), z.maxLength(32), z.regex(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/, validationMessages.lettersAndDigits())),
  z.transform((value: string) => value.toUpperCase()),
);

export const organizationTitleField = z.pipe(freeText(200, { multiline: false }), businessNameField);

/** One organization (docs/rules/records.md), with how many of its licenses are taken. */
export const organization = z.object({
  id: z.uuid(),
  title: z.string(),
  /** The organization number, NNNNNN-NNNC. */
  hash: z.string(),
  contactEmail: z.string(),
  contactName: z.string(),
  /** Company code patients join with. */
  code: z.string(),
  /** Licenses bought. */
  licenses: z.int(),
  /** Licenses taken by patients who joined (each patient holds one). */
  usedLicenses: z.int(),
  physioCount: z.int(),
  createdAt: isoDateTime,
});

/** GET /organizations: all for a system admin, their own for an organization admin; by title. */
export const organizationListResponse = z.array(organization);

/** POST /organizations (system admin) → 201 organization */
export const organizationCreateBody = z.strictObject({
  title: organizationTitleField,
  hash: organizationNumberField,
  contactEmail: emailField,
  contactName: nameField,
  code: companyCodeField,
  licenses: z.int().check(z.minimum(0), z.maximum(1_000_000)),
});

/** PATCH /organizations/{id} → organization. Only the fields that changed. */
export const organizationUpdateBody = z.partial(organizationCreateBody);

/**
 * GET /organizations/{id}/statistics?from&to, and the report downloads.
 * Both dates are inclusive; without them the period is the last 6 whole months up to today.
 */
const period = { from: z.optional(dayField), to: z.optional(dayField) };
export const statisticsQuery = z.strictObject(period).check(...periodChecks<{ from?: string; to?: string }>());

/**
 * Compliance is the share (0..1) of tasks booked in the period up to today that
 * the patients did; null when no task was due. Exercise tasks are strength,
 * walking, breathing and mindfulness; theory tasks are the lessons.
 */
export const complianceMonth = z.object({
  /** YYYY-MM */
  month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
  exerciseCompliance: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  theoryCompliance: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  /** Tasks due that month (exercise + theory). */
  dueTasks: z.int(),
});

export const organizationStatistics = z.object({
  organizationId: z.uuid(),
  from: isoDate,
  to: isoDate,
  licenses: z.int(),
  /** Licenses taken by patients (every patient who joined). */
  usedLicenses: z.int(),
  /** Licenses held by patients whose treatment is active. */
  activeLicenses: z.int(),
  /** Patients whose treatment is active and who did at least one task in the period. */
  activeUsers: z.int(),
  /** Every other license holder: treatment ended (inactive in the patient list), or no task done in the period. */
  inactiveUsers: z.int(),
  exerciseCompliance: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  theoryCompliance: z.nullable(z.number().check(z.minimum(0), z.maximum(1))),
  months: z.array(complianceMonth),
});

/**
 * GET /organizations/{id}/report.pdf?from&to and /report.csv?from&to: the same
 * statistics as a download (Content-Disposition: attachment), in Swedish unless lang=en.
 */
export const reportLanguages = ['sv', 'en'] as const;
export const reportQuery = z
  .strictObject({ ...period, lang: z._default(z.enum(reportLanguages), 'sv') })
  .check(...periodChecks<{ from?: string; to?: string }>());
export type ReportQuery = z.infer<typeof reportQuery>;

/** A physio as listed under an organization. */
export const organizationPhysio = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photo: z.nullable(z.string()),
});

/** GET /organizations/{id}/physios?limit&cursor: the organization's physios a page at a time, by last name, first name and id. */
export const organizationPhysiosQuery = z.strictObject({ limit: pageLimit, cursor: z.optional(pageCursor) });
export const organizationPhysiosResponse = page(organizationPhysio);

/**
 * POST /organizations/{id}/physios → 201 with the assigned physio (an `organizationPhysio`), not the
 * list: a client reads the list again. Assigning twice is harmless.
 */
export const assignPhysioBody = z.strictObject({ physioId: z.uuid() });

/** DELETE /organizations/{id}/physios/{physioId} → 200 with the unassigned physio (an `organizationPhysio`), not the list. */
export const organizationPhysioParams = z.strictObject({ id: z.uuid(), physioId: z.uuid() });

/**
 * POST /organizations/{id}/physios/{physioId}/caseload: every patient of the organization whose responsible
 * physio is `physioId` gets `toPhysioId` instead (a physio leaving); answers how many were moved.
 */
export const moveCaseloadBody = z.strictObject({ toPhysioId: z.uuid() });
export const caseloadMoved = z.object({ moved: z.int().check(z.minimum(0)) });
export type CaseloadMoved = z.infer<typeof caseloadMoved>;

export type Organization = z.infer<typeof organization>;
export type OrganizationCreateBody = z.input<typeof organizationCreateBody>;
export type OrganizationUpdateBody = z.input<typeof organizationUpdateBody>;
export type StatisticsQuery = z.infer<typeof statisticsQuery>;
export type ComplianceMonth = z.infer<typeof complianceMonth>;
export type OrganizationStatistics = z.infer<typeof organizationStatistics>;
export type OrganizationPhysio = z.infer<typeof organizationPhysio>;
export type OrganizationPhysiosResponse = z.infer<typeof organizationPhysiosResponse>;
export type AssignPhysioBody = z.infer<typeof assignPhysioBody>;
