import type { Task } from '@rehab/contract';
import { AlertDialog, Box, Button, DoneIcon, PlannedIcon, SkippedIcon, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markTaskDone, undoTaskDone } from '../api/markTaskDone';
import { dayInSweden } from '@rehab/contract/dates';
import { formatShortDate, formatShortDateTimeInSweden } from '@rehab/contract/dates';
import * as styles from '../program.css';

const statusIcons = { planned: PlannedIcon, done: DoneIcon, skipped: SkippedIcon } as const;

type TaskItemProps = {
  patientId: string;
  task: Task;
  dayName: string;
  /** The treatment has ended: nothing can be marked any more. */
  hasEnded: boolean;
  onChanged: () => Promise<unknown>;
};

/**
 * One task: what it is, how the patient did it, and "mark as done" while it is planned and its day has come.
 * The physio marks it on the patient's behalf, after a question, and may take back what they marked.
 */
export function TaskItem({ patientId, task, dayName, hasEnded, onChanged }: TaskItemProps) {
  const { t } = useTranslation('program');
  const [isMarking, setMarking] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const StatusIcon = statusIcons[task.status];
  // A planned task is not missed ("not done") until its day is over at the clinic, nor done before its day.
  const today = dayInSweden();
  const statusKey = task.status === 'planned' && task.bookedDate >= today ? 'upcoming' : task.doneOnBehalf ? 'doneOnBehalf' : task.status;
  const canMark = task.status === 'planned' && task.bookedDate <= today && !hasEnded;
  const canUndo = task.status === 'done' && task.doneOnBehalf && !hasEnded;
  const name = task.exercise?.name ?? t(`activityTypes.${task.type}`);

  // Rejects on failure, so the question stays open.
  const markDone = async () => {
    try {
      await markTaskDone(patientId, task.id);
    } catch (error) {
      showToast({ title: t('tasks.markFailed'), tone: 'error' });
      throw error;
    }
    showToast({ title: t('tasks.marked'), tone: 'success' });
    await onChanged();
  };

  const undo = async () => {
    setMarking(true);
    try {
      await undoTaskDone(patientId, task.id);
      showToast({ title: t('tasks.undone'), tone: 'success' });
      await onChanged();
    } catch {
      showToast({ title: t('tasks.undoFailed'), tone: 'error' });
    } finally {
      setMarking(false);
    }
  };

  const details: [string, string][] = [[t('tasks.bookedDate'), formatShortDate(task.bookedDate)]];
  if (task.level !== null) details.push([t('tasks.level'), String(task.level)]);
  if (task.lessonNumber !== null) details.push([t('tasks.lessonNumber'), String(task.lessonNumber)]);
  if (task.completedAt) details.push([t('tasks.completedAt'), formatShortDateTimeInSweden(task.completedAt)]);
  if (task.difficulty) details.push([t('tasks.difficulty'), t(`tasks.difficulties.${task.difficulty}`)]);
  if (task.pain !== null) details.push([t('tasks.pain'), t('tasks.painValue', { pain: task.pain })]);
  if (task.feedback) details.push([t('tasks.feedback'), task.feedback]);
  if (task.result) details.push([t('tasks.result'), task.result]);
  if (task.comments) details.push([t('tasks.comments'), task.comments]);

  return (
    <li className={styles.task}>
      <Box display="flex" flexDirection="column" gap="xxs">
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="md">
          <Box as="span" fontWeight="medium">
            {name}
          </Box>
          <Box as="span" color="mediumGrey">
            {t(`activityTypes.${task.type}`)}
          </Box>
          <span className={`${styles.status} ${styles.statusTone[task.status]}`}>
            <StatusIcon size="sm" />
            {t(`tasks.statuses.${statusKey}`)}
          </span>
        </Box>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.detail}>
              <dt>{term}</dt>
              <dd className={styles.detailValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </Box>
      {canMark && (
        <>
          <Button variant="text" aria-label={t('tasks.markAsDoneOf', { name, day: dayName })} onPress={() => setAsking(true)}>
            {t('tasks.markAsDone')}
          </Button>
          <AlertDialog
            isOpen={isAsking}
            onOpenChange={setAsking}
            title={t('tasks.confirmTitle')}
            confirmLabel={t('tasks.confirm')}
            cancelLabel={t('tasks.cancel')}
            loadingLabel={t('tasks.marking')}
            onConfirm={markDone}
          >
            {t('tasks.confirmText', { name, day: dayName })}
          </AlertDialog>
        </>
      )}
      {canUndo && (
        <Button
          variant="text"
          aria-label={t('tasks.undoOf', { name, day: dayName })}
          isLoading={isMarking}
          loadingLabel={t('tasks.undoing')}
          onPress={() => void undo()}
        >
          {t('tasks.undo')}
        </Button>
      )}
    </li>
  );
}
