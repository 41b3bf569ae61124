import { z } from 'zod/mini';
import { dayField, emptyBody, freeText, isoDateTime, page, pageCursor, pageLimit, searchText } from './validation';

/** The kinds an exercise of the library is (a theory lesson is not an exercise). */
export const libraryKinds = ['strength', 'walking', 'breathing', 'mindfulness'] as const;
export const libraryKind = z.enum(libraryKinds);
export type LibraryKind = z.infer<typeof libraryKind>;

/** The body regions an exercise is tagged with. */
export const bodyRegions = ['knee', 'hip', 'low-back', 'neck', 'shoulder', 'upper-back', 'ankle-foot', 'elbow-hand', 'whole-body'] as const;
export const bodyRegion = z.enum(bodyRegions);
export type BodyRegion = z.infer<typeof bodyRegion>;

/** A goal tag: a short word or two, lower case, as a physio would file an exercise ("balans", "rörlighet"). */
export const libraryTag = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N} -]*$/u, 'tag is invalid'));

/** The bounds of each number of a dosage, for the schema and for the fields that edit it. */
export const dosageBounds = {
  sets: { min: 1, max: 20 },
  repetitions: { min: 1, max: 200 },
  holdSeconds: { min: 1, max: 600 },
  durationSeconds: { min: 1, max: 3 * 60 * 60 },
  restSeconds: { min: 0, max: 600 },
  timesPerWeek: { min: 1, max: 21 },
} as const;
/** The longest a dosage's load in words is. */
export const dosageLoadMaxLength = 80;

const bounded = ({ min, max }: { min: number; max: number }) => z.nullable(z.int().check(z.minimum(min), z.maximum(max)));

/**
 * How much of an exercise: sets of repetitions, or a hold or a duration; rest between sets; how often a
 * week; and the load in words ("gult gummiband", "2 kg"). Every part may be left out (null).
 */
export const dosage = z.strictObject({
  sets: z._default(bounded(dosageBounds.sets), null),
  repetitions: z._default(bounded(dosageBounds.repetitions), null),
  holdSeconds: z._default(bounded(dosageBounds.holdSeconds), null),
  durationSeconds: z._default(bounded(dosageBounds.durationSeconds), null),
  restSeconds: z._default(bounded(dosageBounds.restSeconds), null),
  timesPerWeek: z._default(bounded(dosageBounds.timesPerWeek), null),
  load: z._default(z.nullable(freeText(dosageLoadMaxLength, { multiline: false, trim: true })), null),
});
export type Dosage = z.infer<typeof dosage>;
export type DosageInput = z.input<typeof dosage>;

const nameText = freeText(120, { multiline: false, trim: true }).check(z.minLength(1));
const stepText = freeText(500, { multiline: false, trim: true }).check(z.minLength(1));
const steps = z.array(stepText).check(z.maxLength(20));
const watchOuts = freeText(1000, { trim: true });

/** A picture or video of an exercise, as its addresses (served only to whom may see it). */
export const exerciseMedia = z.object({
  id: z.uuid(),
  kind: z.enum(['picture', 'video']),
  contentType: z.string(),
  /** Picture: `card` and `page` sizes; video: the file (range requests) and its `poster`. */
  urls: z.record(z.string(), z.string()),
});
export type ExerciseMedia = z.infer<typeof exerciseMedia>;

/** One exercise of the library, in both languages, with its place in its progression. */
export const libraryExercise = z.object({
  id: z.uuid(),
  /** Null for the base set that ships with the product. */
  organizationId: z.nullable(z.uuid()),
  kind: libraryKind,
  name: z.object({ sv: z.string(), en: z.string() }),
  steps: z.object({ sv: z.array(z.string()), en: z.array(z.string()) }),
  watchOuts: z.object({ sv: z.string(), en: z.string() }),
  regions: z.array(bodyRegion),
  tags: z.array(z.string()),
  dosage,
  /** Names the progression; not necessarily an RFC 4122 uuid (migration 0024 derives the seed catalogue's). */
  chainId: z.guid(),
  /** Its level in the progression: the patient's level of the kind (1–10) picks the version at or below it. */
  level: z.int(),
  easierId: z.nullable(z.uuid()),
  harderId: z.nullable(z.uuid()),
  copiedFrom: z.nullable(z.uuid()),
  retiredAt: z.nullable(isoDateTime),
  media: z.array(exerciseMedia),
  updatedAt: isoDateTime,
});
export type LibraryExercise = z.infer<typeof libraryExercise>;

/** GET /organizations/{id}/library?search&kind&region&tag&retired&limit&cursor: base set and the organization's own, by name. */
export const libraryQuery = z.strictObject({
  search: z.optional(searchText),
  kind: z.optional(libraryKind),
  region: z.optional(bodyRegion),
  tag: z.optional(libraryTag),
  /** `include` shows retired exercises beside the others. */
  retired: z._default(z.enum(['exclude', 'include']), 'exclude'),
  limit: pageLimit,
  cursor: z.optional(pageCursor),
});
export type LibraryQuery = z.input<typeof libraryQuery>;
export const libraryPage = page(libraryExercise);
export type LibraryPage = z.infer<typeof libraryPage>;

export const libraryParams = z.strictObject({ id: z.uuid() });
export const libraryExerciseParams = z.strictObject({ id: z.uuid(), exerciseId: z.uuid() });
export const libraryMediaParams = z.strictObject({ id: z.uuid(), exerciseId: z.uuid(), mediaId: z.uuid() });

const bilingual = <T extends z.ZodMiniType>(value: T) => z.strictObject({ sv: value, en: value });

/** POST /organizations/{id}/library → 201: an exercise of the organization's own. */
export const libraryExerciseBody = z.strictObject({
  kind: libraryKind,
  name: bilingual(nameText),
  steps: bilingual(steps),
  watchOuts: z._default(bilingual(watchOuts), { sv: '', en: '' }),
  regions: z._default(z.array(bodyRegion).check(z.maxLength(bodyRegions.length)), []),
  tags: z._default(z.array(libraryTag).check(z.maxLength(12)), []),
  dosage: z.optional(dosage),
  /** The exercise whose progression this one joins (same kind); a new progression when left out. */
  chainWith: z.optional(z.uuid()),
  level: z._default(z.int().check(z.minimum(1), z.maximum(10)), 1),
});
export type LibraryExerciseBody = z.input<typeof libraryExerciseBody>;

/** PATCH /organizations/{id}/library/{exerciseId}: what is sent changes; the kind stays. */
export const libraryExerciseUpdate = z.strictObject({
  name: z.optional(bilingual(nameText)),
  steps: z.optional(bilingual(steps)),
  watchOuts: z.optional(bilingual(watchOuts)),
  regions: z.optional(z.array(bodyRegion).check(z.maxLength(bodyRegions.length))),
  tags: z.optional(z.array(libraryTag).check(z.maxLength(12))),
  dosage: z.optional(dosage),
  chainWith: z.optional(z.uuid()),
  level: z.optional(z.int().check(z.minimum(1), z.maximum(10))),
});
export type LibraryExerciseUpdate = z.input<typeof libraryExerciseUpdate>;

/** POST .../retire and .../copy take no body. */
export const libraryActionBody = emptyBody;

/** Media: JPEG, PNG or WebP pictures and MP4 or WebM video, up to this size, told by their content. */
export const mediaMaxBytes = 50 * 1024 * 1024;
/** The widths a picture is kept at: a card in the library and the exercise's own page or the player. */
export const pictureWidths = { card: 480, page: 1200 } as const;
export type PictureSize = keyof typeof pictureWidths;
/** GET /library-media/{mediaId}/{variant} */
export const mediaFileParams = z.strictObject({ mediaId: z.uuid(), variant: z.enum(['card', 'page', 'video', 'poster']) });

/** One exercise of a program line or a template line, with its dosage and a word to the patient. */
export const lineExerciseBody = z.strictObject({
  exerciseId: z.uuid(),
  dosage: z.optional(dosage),
  comment: z._default(freeText(500, { trim: true }), ''),
});
export const lineExercisesBody = z.strictObject({ exercises: z.array(lineExerciseBody).check(z.maxLength(20)) });
export type LineExercisesBody = z.input<typeof lineExercisesBody>;
export const lineExercise = z.object({
  id: z.uuid(),
  exerciseId: z.uuid(),
  name: z.object({ sv: z.string(), en: z.string() }),
  kind: libraryKind,
  level: z.int(),
  position: z.int(),
  dosage,
  comment: z.string(),
  retired: z.boolean(),
  /** The exercise's first picture at card size (GET /library-media/{id}/card), or null without one. */
  pictureUrl: z.nullable(z.string()),
});
export type LineExercise = z.infer<typeof lineExercise>;
export const lineExercisesResponse = z.object({ lineId: z.uuid(), exercises: z.array(lineExercise) });
export const programLineParams = z.strictObject({ userId: z.uuid(), lineId: z.uuid() });

/** A template's line: weekday, kind, level and its exercises. */
export const templateLineBody = z.strictObject({
  day: z.int().check(z.minimum(1), z.maximum(7)),
  type: libraryKind,
  level: z.int().check(z.minimum(1), z.maximum(10)),
  exercises: z.array(lineExerciseBody).check(z.maxLength(20)),
});
/** POST /organizations/{id}/program-templates → 201 */
export const programTemplateBody = z.strictObject({
  name: nameText,
  weeks: z.int().check(z.minimum(1), z.maximum(52)),
  lines: z.array(templateLineBody).check(z.minLength(1), z.maxLength(21)),
});
export type ProgramTemplateBody = z.input<typeof programTemplateBody>;
/** PUT /organizations/{id}/program-templates/{templateId}: the whole template anew; `retired` stops offering it. */
export const updateProgramTemplateBody = z.extend(programTemplateBody, { retired: z._default(z.boolean(), false) });
export type UpdateProgramTemplateBody = z.input<typeof updateProgramTemplateBody>;
export const programTemplateParams = z.strictObject({ id: z.uuid(), templateId: z.uuid() });
/** GET /organizations/{id}/program-templates?retired: the offered ones, or with `include` the retired ones too. */
export const programTemplateListQuery = z.strictObject({ retired: z._default(z.enum(['exclude', 'include']), 'exclude') });
export const programTemplate = z.object({
  id: z.uuid(),
  organizationId: z.uuid(),
  name: z.string(),
  weeks: z.int(),
  lines: z.array(
    z.object({
      day: z.int(),
      type: libraryKind,
      level: z.int(),
      exercises: z.array(z.omit(lineExercise, { id: true, retired: true, pictureUrl: true })),
    }),
  ),
  /** A retired template is no longer offered nor applied; what it was applied to keeps its lines. */
  retiredAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type ProgramTemplate = z.infer<typeof programTemplate>;
export const programTemplateList = z.array(programTemplate);

/** POST /patients/list/{userId}/program/templates/{templateId} → 201: the template's lines from `start`. */
export const applyTemplateParams = z.strictObject({ userId: z.uuid(), templateId: z.uuid() });
export const applyTemplateBody = z.strictObject({ start: dayField });
export const applyTemplateResponse = z.object({ lines: z.array(lineExercisesResponse) });
