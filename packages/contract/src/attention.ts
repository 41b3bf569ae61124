import { z } from 'zod/mini';
import { painRating } from './feedback';
import { isoDateTime } from './validation';

/**
 * Why a patient needs their physio's attention (docs/rules/attention.md):
 * - hard-feedback: they said an exercise was hard;
 * - pain: they reported pain at or above the organization's threshold (7 by default);
 * - pain-rise: their pain on an exercise rose by the organization's step (3 by default) since the last time;
 * - inactive: nothing done for the organization's number of days (3 by default) while on a program;
 * - low-adherence: under the organization's share (50 % by default) of the last two weeks' tasks done.
 * Only what happened since a physio last marked the patient's alerts handled counts.
 */
export const attentionReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hard-feedback'), since: isoDateTime, exerciseName: z.string() }),
  z.object({ kind: z.literal('pain'), since: isoDateTime, pain: painRating, exerciseName: z.string() }),
  z.object({ kind: z.literal('pain-rise'), since: isoDateTime, pain: painRating, previous: painRating, exerciseName: z.string() }),
  z.object({ kind: z.literal('inactive'), since: isoDateTime, days: z.int().check(z.minimum(1)) }),
  z.object({ kind: z.literal('low-adherence'), since: isoDateTime, share: z.number().check(z.minimum(0), z.maximum(1)) }),
]);
export type AttentionReason = z.infer<typeof attentionReason>;
export type AttentionReasonKind = AttentionReason['kind'];
export const attentionReasonKinds = ['hard-feedback', 'pain', 'pain-rise', 'inactive', 'low-adherence'] as const satisfies readonly AttentionReasonKind[];

/** One patient who needs attention: who, why, and since when (the earliest of the reasons). */
export const attentionItem = z.object({
  patient: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  since: isoDateTime,
  reasons: z.array(attentionReason),
});

/** GET /specialists/attention?limit: the physio's patients who need attention, the most recent first. */
export const attentionQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});
export const attentionResponse = z.object({ items: z.array(attentionItem), total: z.int().check(z.minimum(0)) });
export type AttentionItem = z.infer<typeof attentionItem>;
export type AttentionResponse = z.infer<typeof attentionResponse>;

/** POST /patients/list/{userId}/attention/handled → 204: the physio has acted; only what happens after this raises an alert again. */
export const attentionHandledParams = z.strictObject({ userId: z.uuid() });

/** GET and PUT /organizations/{id}/attention-thresholds: when the organization's patients need attention. */
export const attentionThresholds = z.strictObject({
  pain: z.int().check(z.minimum(1), z.maximum(10)),
  painRise: z.int().check(z.minimum(1), z.maximum(10)),
  inactiveDays: z.int().check(z.minimum(1), z.maximum(30)),
  /** Percent of the last two weeks' tasks done, below which adherence raises an alert. */
  adherence: z.int().check(z.minimum(0), z.maximum(100)),
});
export type AttentionThresholds = z.infer<typeof attentionThresholds>;
