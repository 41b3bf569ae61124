import { z } from 'zod/mini';
import { difficulty, exerciseType } from './enums';
import { isoDateTime } from './validation';

/** Pain during or after an exercise on the numeric rating scale (NRS): 0 none, 10 worst imaginable. */
export const painRating = z.int().check(z.minimum(0), z.maximum(10));

/** GET /patients/list/{userId}/feedback/list?limit */
export const feedbackQuery = z.strictObject({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 20),
});

/** A feedback item as the server sends it: camelCase. */
export const feedbackItemSent = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  exerciseName: z.string(),
  exerciseImageUrl: z.nullable(z.string()),
  groupName: z.string(),
  groupDisplayName: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  exerciseType,
  category: z.string(),
  exerciseId: z.nullable(z.uuid()),
  groupId: z.int(),
  groupIndex: z.int(),
  feedback: difficulty,
  pain: z.nullable(painRating),
  feedbackNote: z.nullable(z.string()),
  created: isoDateTime,
});

const camelCase = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** docs/rules/records.md: the server may send snake_case or camelCase names; both parse to camelCase. */
export const feedbackItem = z.pipe(
  z.transform((value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([key, field]) => [camelCase(key), field]))
      : value,
  ),
  feedbackItemSent,
);
/** What the portal parses; accepts either naming. */
export const feedbackListResponse = z.array(feedbackItem);
/** What the server serializes (a response schema cannot run the renaming backwards). */
export const feedbackListSent = z.array(feedbackItemSent);

export type FeedbackItem = z.infer<typeof feedbackItemSent>;
