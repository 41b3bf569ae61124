import { dosage as dosageSchema, type ExerciseType } from '@rehab/contract';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Db } from '../client';
import * as t from '../schema';
import { addExerciseMedia } from '../../modules/library/media';
import type { MediaStorage } from '../../storage/media-storage';
// The demo videos are committed: the machine that seeds needs no encoder.
import { demoMediaFolder } from '../../paths';
import { baseExercises, withVideo } from './base-exercises';
import { between, figureSvg, poses, type PoseName } from './figures';


/** An id from a name, the same on every machine, shaped as a version-4 uuid; not drawn from the seed's random stream. */
export function namedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Number.parseInt(hex[16] ?? '0', 16) % 4]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const baseExerciseId = (key: string) => namedUuid(`library:${key}`);

/** The demo's program templates, in each organization, built from the base set. */
const demoTemplates = [
  {
    name: 'Knäartros, 12 veckor',
    weeks: 12,
    lines: [
      { day: 1, type: 'strength', level: 3, exercises: ['seated-knee-extension', 'sit-to-stand', 'bridge'] },
      { day: 4, type: 'strength', level: 3, exercises: ['seated-knee-extension', 'sit-to-stand', 'tandem-stance'] },
      { day: 2, type: 'walking', level: 1, exercises: ['easy-walk'] },
      { day: 6, type: 'walking', level: 1, exercises: ['easy-walk'] },
    ],
  },
  {
    name: 'Ländrygg',
    weeks: 8,
    lines: [
      { day: 1, type: 'strength', level: 1, exercises: ['pelvic-tilt', 'knee-to-chest', 'bridge'] },
      { day: 3, type: 'strength', level: 1, exercises: ['cat-cow', 'pelvic-tilt'] },
      { day: 5, type: 'walking', level: 4, exercises: ['brisk-walk'] },
    ],
  },
  {
    name: 'Axel',
    weeks: 10,
    lines: [
      { day: 1, type: 'strength', level: 1, exercises: ['pendulum', 'scapular-squeeze'] },
      { day: 4, type: 'strength', level: 1, exercises: ['pendulum', 'scapular-squeeze'] },
      { day: 2, type: 'breathing', level: 1, exercises: ['belly-breathing'] },
    ],
  },
] as const;

/**
 * The base set of the exercise library (organization null) and the demo's templates. With `media`, each
 * exercise gets its drawn picture (and a few their video); without it, as in most tests, only the rows.
 */
export async function seedBaseLibrary(db: Db, organizationIds: readonly string[], media?: MediaStorage) {
  const rows = baseExercises.map((exercise) => ({
    id: baseExerciseId(exercise.key),
    organizationId: null,
    type: exercise.kind as ExerciseType,
    name: exercise.sv.name,
    nameEn: exercise.en.name,
    stepsSv: exercise.sv.steps,
    stepsEn: exercise.en.steps,
    watchOutsSv: exercise.sv.watchOuts,
    watchOutsEn: exercise.en.watchOuts,
    regions: exercise.regions,
    tags: exercise.tags,
    dosage: dosageSchema.parse(exercise.dosage),
    chainId: namedUuid(`chain:${exercise.chain}`),
    level: exercise.level,
    instruction: exercise.sv.steps.join(' '),
    groupId: 0,
    groupName: 'library',
    groupDisplayName: '',
  }));
  await db.insert(t.exercises).values(rows);
  const byKey = new Map(baseExercises.map((exercise) => [exercise.key, exercise]));
  for (const organizationId of organizationIds) {
    for (const template of demoTemplates) {
      const templateId = namedUuid(`template:${organizationId}:${template.name}`);
      await db.insert(t.programTemplates).values({ id: templateId, organizationId, name: template.name, weeks: template.weeks });
      for (const [position, line] of template.lines.entries()) {
        const lineId = namedUuid(`template:${templateId}:${position}`);
        await db.insert(t.programTemplateLines).values({ id: lineId, templateId, position, day: line.day, type: line.type, level: line.level });
        await db.insert(t.programTemplateExercises).values(
          line.exercises.map((key, at) => ({ lineId, position: at, exerciseId: baseExerciseId(key), dosage: dosageSchema.parse(byKey.get(key)?.dosage ?? {}), comment: '' })),
        );
      }
    }
  }
  if (!media) return;
  for (const exercise of baseExercises) {
    const pose = exercise.from ? between(poses[exercise.from], poses[exercise.pose], 1) : poses[exercise.pose];
    const picture = await sharp(Buffer.from(figureSvg(pose))).png().toBuffer();
    await addExerciseMedia(db, media, { id: baseExerciseId(exercise.key) }, picture, undefined);
    if (!(withVideo as readonly string[]).includes(exercise.key)) continue;
    for (const extension of ['mp4', 'webm']) {
      const file = `${demoMediaFolder}/${exercise.key}.${extension}`;
      if (existsSync(file)) await addExerciseMedia(db, media, { id: baseExerciseId(exercise.key) }, await readFile(file), picture);
    }
  }
}

/** The demo lessons' pictures, drawn as the exercises' are, in the order their content names them. */
export async function seedLessonPictures(db: Db, media: MediaStorage, lessons: readonly { id: string; poses: readonly PoseName[] }[]) {
  for (const lesson of lessons) {
    for (const pose of lesson.poses) {
      const picture = await sharp(Buffer.from(figureSvg(poses[pose]))).png().toBuffer();
      await addExerciseMedia(db, media, { id: lesson.id }, picture, undefined);
    }
  }
}
