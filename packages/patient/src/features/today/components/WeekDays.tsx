import type { PatientTask, PatientWeekResponse } from '@rehab/contract';
import { Button, ClockIcon, DoneIcon, PlannedIcon, SkippedIcon, WarningIcon } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { weekDates } from '@rehab/contract/dates';
import { formatShortDay } from '@rehab/contract/dates';
import { canMarkDone, canUndo, isMissed } from '../taskRules';
import { taskName } from './TaskCard';
import * as styles from './WeekDays.css';

export type WeekDaysProps = {
  week: PatientWeekResponse;
  /** Tasks marked done or undone offline, to be sent once the phone is online again. */
  waitingTaskIds?: ReadonlySet<string>;
  busyTaskId?: string;
  onMarkDone: (task: PatientTask) => void;
  onUndo: (task: PatientTask) => void;
};

/** The week day by day, each task with its state; yesterday's task may still be marked done, not an older one. */
export function WeekDays({ week, waitingTaskIds, busyTaskId, onMarkDone, onUndo }: WeekDaysProps) {
  const { t } = useTranslation('patientToday');
  return (
    <ol className={styles.days}>
      {weekDates(week.weekStart).map((date) => {
        const tasks = week.tasks.filter((task) => task.bookedDate === date);
        const isToday = date === week.today;
        return (
          <li key={date} className={`${styles.day} ${isToday ? styles.today : ''}`} aria-current={isToday ? 'date' : undefined}>
            <h3 className={styles.dayHeading}>{isToday ? t('todayDay', { day: formatShortDay(date) }) : formatShortDay(date)}</h3>
            {tasks.length === 0 ? (
              <p className={styles.empty}>{t('restDay')}</p>
            ) : (
              <ul className={styles.tasks}>
                {tasks.map((task) => (
                  <li key={task.id} className={styles.task}>
                    <span className={styles.taskName}>
                      <TaskStatus task={task} isMissed={isMissed(task, week)} />
                      {taskName(task, t)}
                      {isMissed(task, week) && <span className={styles.missedStatus}>{t('status.missed')}</span>}
                    </span>
                    {waitingTaskIds?.has(task.id) ? (
                      <span className={styles.waiting}>
                        <ClockIcon size="sm" />
                        {t('waitingShort')}
                      </span>
                    ) : canMarkDone(task, week) ? (
                      // An action in words ("Markera klar"), not a tick beside the state's own tick.
                      <Button
                        variant="text"
                        onPress={() => onMarkDone(task)}
                        isLoading={busyTaskId === task.id}
                        loadingLabel={t('marking')}
                        aria-label={t('markTaskDone', { name: taskName(task, t) })}
                      >
                        {t('markDoneShort')}
                      </Button>
                    ) : canUndo(task, week) ? (
                      <Button
                        variant="text"
                        onPress={() => onUndo(task)}
                        isLoading={busyTaskId === task.id}
                        loadingLabel={t('undoing')}
                        aria-label={t('undoTask', { name: taskName(task, t) })}
                      >
                        {t('undo')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The task's state as an icon and a word, so it never rests on colour alone; a missed one says so in words. */
function TaskStatus({ task, isMissed }: { task: PatientTask; isMissed: boolean }) {
  const { t } = useTranslation('patientToday');
  if (isMissed) {
    // Its word follows the name ("Inte gjord"); the icon only marks the row.
    return (
      <span className={styles.missedIcon}>
        <WarningIcon size="sm" />
      </span>
    );
  }
  if (task.status === 'done') {
    return (
      <span className={styles.doneStatus}>
        <DoneIcon size="sm" label={t('status.done')} />
      </span>
    );
  }
  return (
    <span className={styles.status}>
      {task.status === 'skipped' ? <SkippedIcon size="sm" label={t('status.skipped')} /> : <PlannedIcon size="sm" label={t('status.planned')} />}
    </span>
  );
}
