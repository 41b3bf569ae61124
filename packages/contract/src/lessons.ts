import { z } from 'zod/mini';
import { patientTask } from './patient-app';
import { freeText, isoDateTime } from './validation';

/*
 * A theory lesson's content (docs/rules/lessons.md): structured blocks, never markup, so that nothing a lesson
 * holds can run in a reader's browser. Each language has its own blocks; a picture names one of the lesson's
 * pictures by its place among them.
 */

/** The bounds of a lesson's content. */
export const lessonBounds = { blocks: 60, heading: 120, paragraph: 2000, items: 20, item: 300, alt: 300, pictures: 8 } as const;

const line = (max: number) => freeText(max, { multiline: false, trim: true }).check(z.minLength(1));

export const lessonBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('heading'), text: line(lessonBounds.heading) }),
  z.strictObject({ type: z.literal('paragraph'), text: freeText(lessonBounds.paragraph, { trim: true }).check(z.minLength(1)) }),
  z.strictObject({ type: z.literal('list'), items: z.array(line(lessonBounds.item)).check(z.minLength(1), z.maxLength(lessonBounds.items)) }),
  /** `picture`: the place (0..7) of the picture among the lesson's pictures; `alt` says what it shows. */
  z.strictObject({ type: z.literal('picture'), picture: z.int().check(z.minimum(0), z.maximum(lessonBounds.pictures - 1)), alt: line(lessonBounds.alt) }),
]);
export type LessonBlock = z.infer<typeof lessonBlock>;

const blocks = z.array(lessonBlock).check(z.minLength(1), z.maxLength(lessonBounds.blocks));
/** A lesson's content as it is kept: blocks in Swedish and in English. */
export const lessonContent = z.strictObject({ sv: blocks, en: blocks });
export type LessonContent = z.infer<typeof lessonContent>;

/** A block as the reader gets it: a picture with the addresses of its sizes (fetched with the session). */
export const lessonBlockView = z.union([
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.literal('picture'), alt: z.string(), urls: z.record(z.string(), z.string()) }),
]);
export type LessonBlockView = z.infer<typeof lessonBlockView>;

/**
 * GET /patient-app/tasks/{taskId}/lesson: the lesson of one of the patient's own theory-lesson tasks, its title
 * and content in both languages, and when the patient first marked it read (null before). A task that is not a
 * lesson, or another patient's task, is 404.
 */
export const patientLessonResponse = z.object({
  task: patientTask,
  lesson: z.object({
    id: z.uuid(),
    lessonNumber: z.nullable(z.int()),
    title: z.object({ sv: z.string(), en: z.string() }),
    content: z.object({ sv: z.array(lessonBlockView), en: z.array(lessonBlockView) }),
  }),
  readAt: z.nullable(isoDateTime),
});
export type PatientLessonResponse = z.infer<typeof patientLessonResponse>;

/**
 * POST /patient-app/tasks/{taskId}/read → 200: the patient marks the lesson read. A planned task is marked done as
 * well, by the rules of marking a task done (its day has come, the treatment lasts: 409 otherwise); marking it
 * again keeps the first time it was read. No body.
 */
export const lessonReadResponse = z.object({ task: patientTask, readAt: isoDateTime });
export type LessonReadResponse = z.infer<typeof lessonReadResponse>;

/**
 * GET /patients/list/{userId}/lessons: the theory lessons the patient's tasks hold, in lesson order, with the
 * first day one was planned and when the patient marked it read (null while unread).
 */
export const patientLessonsResponse = z.object({
  lessons: z.array(
    z.object({
      lessonId: z.uuid(),
      lessonNumber: z.nullable(z.int()),
      title: z.object({ sv: z.string(), en: z.string() }),
      firstPlanned: z.iso.date(),
      readAt: z.nullable(isoDateTime),
    }),
  ),
});
export type PatientLessonsResponse = z.infer<typeof patientLessonsResponse>;
