import type { LessonBlockView, LessonContent, LessonReadResponse, PatientLessonResponse, PatientLessonsResponse } from '@rehab/contract';
import { and, asc, eq, min, sql } from 'drizzle-orm';
import type { Session } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { exerciseMedia, exercises, lessonReads, tasks } from '../../db/schema';
import { notFound } from '../../errors';
import { markTaskDone } from '../activities/service';
import { refuseEndedTreatment } from '../activities/levels';
import { mediaView } from '../library/view';
import { ownPatient, patientTaskView } from '../patient-app/week';

type ExerciseRow = typeof exercises.$inferSelect;

/** One of the patient's own theory-lesson tasks with its lesson; any other task is not found. */
async function ownLessonTask(db: Db, patientId: string, taskId: string) {
  const [row] = await db
    .select({ task: tasks, lesson: exercises })
    .from(tasks)
    .innerJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .where(and(eq(tasks.id, taskId), eq(tasks.patientId, patientId), eq(exercises.type, 'theory-lesson')));
  if (!row) throw notFound('Lesson not found');
  return row;
}

async function readAtOf(db: Db, patientId: string, lessonId: string) {
  const [read] = await db.select({ readAt: lessonReads.readAt }).from(lessonReads).where(and(eq(lessonReads.patientId, patientId), eq(lessonReads.lessonId, lessonId)));
  return read?.readAt.toISOString() ?? null;
}

/**
 * A lesson's blocks as the reader gets them: a picture block becomes the addresses of the lesson's picture at its
 * place (left out if the lesson has no picture there). A lesson without content shows its one-line instruction.
 */
async function contentView(db: Db, lesson: ExerciseRow): Promise<PatientLessonResponse['lesson']['content']> {
  const pictures = (await db.select().from(exerciseMedia).where(eq(exerciseMedia.exerciseId, lesson.id)).orderBy(asc(exerciseMedia.position), asc(exerciseMedia.id)))
    .filter((medium) => medium.kind === 'picture')
    .map(mediaView);
  const content: LessonContent | null = lesson.content;
  const view = (blocks: LessonContent['sv']): LessonBlockView[] =>
    blocks.flatMap((block): LessonBlockView[] => {
      if (block.type !== 'picture') return [block];
      const picture = pictures[block.picture];
      return picture ? [{ type: 'picture', alt: block.alt, urls: picture.urls }] : [];
    });
  if (!content) {
    const fallback: LessonBlockView[] = lesson.instruction ? [{ type: 'paragraph', text: lesson.instruction }] : [];
    return { sv: fallback, en: lesson.instructionEn ? [{ type: 'paragraph', text: lesson.instructionEn }] : fallback };
  }
  return { sv: view(content.sv), en: view(content.en) };
}

/** GET /patient-app/tasks/{taskId}/lesson: the lesson to read, and when the patient first marked it read. */
export async function lessonForPatient(db: Db, session: Pick<Session, 'userId' | 'role'>, taskId: string): Promise<PatientLessonResponse> {
  const patient = await ownPatient(db, session);
  const { task, lesson } = await ownLessonTask(db, patient.id, taskId);
  return {
    task: patientTaskView(task, lesson),
    lesson: { id: lesson.id, lessonNumber: lesson.lessonNumber, title: { sv: lesson.name, en: lesson.nameEn || lesson.name }, content: await contentView(db, lesson) },
    readAt: await readAtOf(db, patient.id, lesson.id),
  };
}

/**
 * POST /patient-app/tasks/{taskId}/read: the patient has read the lesson. A planned task is marked done with it, by
 * the rules of marking done (its day has come); a done or skipped one stays as it is. While the treatment lasts only.
 * The first time read is kept.
 */
export async function markLessonRead(db: Db, session: Pick<Session, 'userId' | 'role'>, taskId: string, now = new Date()): Promise<LessonReadResponse> {
  const patient = await ownPatient(db, session);
  const { task, lesson } = await ownLessonTask(db, patient.id, taskId);
  refuseEndedTreatment(patient);
  if (task.status === 'planned') await markTaskDone(db, patient, taskId, now);
  await db.insert(lessonReads).values({ patientId: patient.id, lessonId: lesson.id, readAt: now }).onConflictDoNothing();
  const { task: updated } = await ownLessonTask(db, patient.id, taskId);
  return { task: patientTaskView(updated, lesson), readAt: (await readAtOf(db, patient.id, lesson.id)) ?? now.toISOString() };
}

/** GET /patients/list/{userId}/lessons: the lessons the patient's tasks hold, in lesson order, read or not. */
export async function lessonsOfPatient(db: Db, patientId: string): Promise<PatientLessonsResponse> {
  const firstPlanned = min(tasks.bookedDate);
  const rows = await db
    .select({ lessonId: exercises.id, lessonNumber: exercises.lessonNumber, sv: exercises.name, en: exercises.nameEn, firstPlanned, readAt: lessonReads.readAt })
    .from(tasks)
    .innerJoin(exercises, eq(exercises.id, tasks.exerciseId))
    .leftJoin(lessonReads, and(eq(lessonReads.patientId, tasks.patientId), eq(lessonReads.lessonId, exercises.id)))
    .where(and(eq(tasks.patientId, patientId), eq(exercises.type, 'theory-lesson')))
    .groupBy(exercises.id, lessonReads.readAt)
    .orderBy(sql`${exercises.lessonNumber} asc nulls last`, asc(firstPlanned), asc(exercises.id));
  return {
    lessons: rows.map((row) => ({
      lessonId: row.lessonId,
      lessonNumber: row.lessonNumber,
      title: { sv: row.sv, en: row.en || row.sv },
      firstPlanned: row.firstPlanned ?? '',
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}
