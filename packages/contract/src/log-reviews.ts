import { z } from 'zod/mini';
import { reportLanguages } from './organizations';
import { dayField, freeText, isoDate, isoDateTime, pageLimit, periodChecks } from './validation';

/**
 * The log review (loggkontroll, HSLF-FS 2016:40 4 kap. 9 §): an organization admin follows up the access log of a
 * period with a random sample and the targeted lists the rules expect, marks each with a finding, and saves it.
 */

/** What a review looks at: a random access-log row, an emergency access, or a staff member's reads of a patient
 * whose responsible physio they are not. */
export const logReviewKinds = ['sample', 'emergency', 'outside-care'] as const;
export type LogReviewKind = (typeof logReviewKinds)[number];
/** Ingen anmärkning, Behöver utredas, Obehörig åtkomst. */
export const logReviewFindings = ['none', 'investigate', 'unauthorized'] as const;
export type LogReviewFinding = (typeof logReviewFindings)[number];

export const logReviewSampleMax = 200;
/** A targeted list longer than this asks for a shorter period instead of leaving part of it out. */
export const logReviewListMax = 500;
export const logReviewCommentMax = 1000;

/** POST /organizations/{id}/log-reviews: draw a review of the period (Stockholm days, both inclusive). */
export const logReviewCreateBody = z
  .strictObject({
    from: dayField,
    to: dayField,
    sampleSize: z.int().check(z.minimum(1), z.maximum(logReviewSampleMax)),
  })
  .check(...periodChecks<{ from?: string; to?: string }>());
export type LogReviewCreateBody = z.infer<typeof logReviewCreateBody>;

/** PUT /organizations/{id}/log-reviews/{reviewId}: a finding for every item, and a comment where needed. */
export const logReviewSaveBody = z.strictObject({
  findings: z
    .array(
      z.strictObject({
        itemId: z.uuid(),
        finding: z.enum(logReviewFindings),
        comment: z.optional(freeText(logReviewCommentMax, { trim: true })),
      }),
    )
    .check(z.maxLength(logReviewSampleMax + 2 * logReviewListMax)),
});
export type LogReviewSaveBody = z.infer<typeof logReviewSaveBody>;

export const logReviewParams = z.strictObject({ id: z.uuid(), reviewId: z.uuid() });
export const logReviewListQuery = z.strictObject({ limit: pageLimit });
export const logReviewReportQuery = z.strictObject({ lang: z._default(z.enum(reportLanguages), 'sv') });

const person = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() });
/** To the system admin, who reads no patient data, the patient is only an id and an emergency access's reason null. */
const patientRef = z.object({ id: z.uuid(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) });

export const logReviewItem = z.object({
  id: z.uuid(),
  kind: z.enum(logReviewKinds),
  actor: z.nullable(z.extend(person, { role: z.string() })),
  patient: z.nullable(patientRef),
  /** The sampled row's action; null for the other kinds. */
  action: z.nullable(z.string()),
  /** An emergency access's reason. */
  reason: z.nullable(z.string()),
  /** How many access-log rows the item stands for (1 for a sampled row), and their first and last time. */
  reads: z.int(),
  firstAt: isoDateTime,
  lastAt: isoDateTime,
  finding: z.nullable(z.enum(logReviewFindings)),
  comment: z.nullable(z.string()),
});
export type LogReviewItem = z.infer<typeof logReviewItem>;

const reviewFields = {
  id: z.uuid(),
  from: isoDate,
  to: isoDate,
  sampleSize: z.int(),
  createdAt: isoDateTime,
  createdBy: z.nullable(person),
  completedAt: z.nullable(isoDateTime),
  completedBy: z.nullable(person),
};
export const logReview = z.object({ ...reviewFields, items: z.array(logReviewItem) });
export type LogReview = z.infer<typeof logReview>;

/** GET /organizations/{id}/log-reviews: newest first, with how many items and findings of each kind. */
export const logReviewSummary = z.object({
  ...reviewFields,
  items: z.int(),
  findings: z.object({ none: z.int(), investigate: z.int(), unauthorized: z.int() }),
});
export const logReviewListResponse = z.object({ items: z.array(logReviewSummary) });
export type LogReviewSummary = z.infer<typeof logReviewSummary>;
export type LogReviewListResponse = z.infer<typeof logReviewListResponse>;
