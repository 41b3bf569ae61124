import type { PatientTask } from '@rehab/contract';
import { Button, ChevronRightIcon, ClockIcon, DoneIcon, ExerciseThumbnail } from '@rehab/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatTimeInSweden } from '@rehab/contract/dates';
import type { Translate } from '@rehab/contract';
import { kindOf, takesFeedback } from '../taskRules';
import * as styles from './TaskCard.css';

export type TaskCardProps = {
  task: PatientTask;
  /** Whether the task may be marked done now, and whether taken back. */
  canMarkDone: boolean;
  canUndo: boolean;
  isBusy: boolean;
  /** Marked done or undone offline, to be sent once the phone is online again. */
  waiting?: 'done' | 'undone';
  onMarkDone: () => void;
  onUndo: () => void;
  /** Below the card's actions, e.g. the feedback form after marking an exercise done. */
  children?: ReactNode;
  /** Offers the exercise in the player (today's exercises). */
  canPlay?: boolean;
};

/** One of the day's tasks: its picture, name, level and instruction, and marking it done or taking that back. */
export function TaskCard({ task, canMarkDone, canUndo, isBusy, waiting, onMarkDone, onUndo, children, canPlay = false }: TaskCardProps) {
  const { t } = useTranslation('patientToday');
  const name = taskName(task, t);
  const exercise = task.exercise;
  const isLesson = exercise?.type === 'theory-lesson';
  const readLink = canPlay && isLesson && (
    <Link href={`/tasks/${task.id}/lesson`} className={task.status === 'planned' ? styles.playLink : styles.readAgain} aria-label={t('readLessonOf', { name })}>
      {task.status === 'planned' ? t('readLesson') : t('readAgain')}
      <ChevronRightIcon />
    </Link>
  );
  const meta = [
    t(`types.${kindOf(task)}`),
    exercise && exercise.type !== 'theory-lesson' ? t('level', { level: exercise.level }) : undefined,
    exercise?.repetitions ? t('repetitions', { count: exercise.repetitions }) : undefined,
  ].filter(Boolean);

  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.top}>
        <ExerciseThumbnail url={exercise?.imageUrl} kind={kindOf(task)} />
        <div className={styles.titles}>
          <h2 className={styles.title}>{name}</h2>
          <p className={styles.meta}>{meta.join(' · ')}</p>
        </div>
      </div>
      {exercise?.instruction && <p className={styles.instruction}>{exercise.instruction}</p>}
      {waiting === 'done' ? (
        <div className={styles.actions}>
          <p className={styles.waiting}>
            <ClockIcon />
            {t('waiting')}
          </p>
          {canUndo && <UndoButton isBusy={isBusy} onUndo={onUndo} />}
        </div>
      ) : task.status === 'done' ? (
        <div className={styles.actions}>
          <p className={styles.done}>
            <DoneIcon />
            {task.doneOnBehalf
              ? task.completedAt
                ? t('doneOnBehalfAt', { time: formatTimeInSweden(task.completedAt) })
                : t('doneOnBehalf')
              : task.completedAt
                ? t('doneAt', { time: formatTimeInSweden(task.completedAt) })
                : t('done')}
          </p>
          {readLink}
          {canUndo && <UndoButton isBusy={isBusy} onUndo={onUndo} />}
        </div>
      ) : task.status === 'skipped' ? (
        <p className={styles.meta}>{t('skipped')}</p>
      ) : (
        <>
          {waiting === 'undone' && (
            <p className={styles.waiting}>
              <ClockIcon />
              {t('waitingUndone')}
            </p>
          )}
          {canMarkDone && (
            <div className={styles.mainAction}>
              {canPlay && takesFeedback(task) && (
                <Link href={`/tasks/${task.id}`} className={styles.playLink} aria-label={t('playTask', { name })}>
                  {t('play')}
                  <ChevronRightIcon />
                </Link>
              )}
              {readLink}
              <Button variant={canPlay && (takesFeedback(task) || isLesson) ? 'outlined' : 'contained'} onPress={onMarkDone} isLoading={isBusy} loadingLabel={t('marking')}>
                {t('markDone')}
              </Button>
            </div>
          )}
        </>
      )}
      {children}
    </article>
  );
}

function UndoButton({ isBusy, onUndo }: { isBusy: boolean; onUndo: () => void }) {
  const { t } = useTranslation('patientToday');
  return (
    <Button variant="text" onPress={onUndo} isLoading={isBusy} loadingLabel={t('undoing')}>
      {t('undo')}
    </Button>
  );
}

/** The exercise's name, else what kind of task it is ("Teorilektion 3"). */
export function taskName(task: PatientTask, t: Translate): string {
  if (task.exercise) return task.exercise.name;
  if (task.lessonNumber !== null) return t('lesson', { number: task.lessonNumber });
  return t(`types.${kindOf(task)}`);
}
