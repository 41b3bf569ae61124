import type { PatientTask } from '@rehab/contract';
import { Box, ErrorState, Link, Skeleton, WeekNavigation } from '@rehab/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAnnounceHydrated } from '@rehab/web/hydration';
import { PrintButton } from '@rehab/web/PrintButton';
import { errorText } from '@rehab/web/serverErrors';
import { formatDay, weekLabel } from '@rehab/contract/dates';
import { downloadOwnProgram } from '../api/programPrint';
import { useWeek } from '../api/useWeek';
import { FeedbackForm } from '../components/FeedbackForm';
import { TaskCard } from '../components/TaskCard';
import { WeekDays } from '../components/WeekDays';
import { WeekProgress } from '../components/WeekProgress';
import { withWaitingTasks } from '../offlineTasks';
import { canMarkDone, canUndo, takesFeedback, weekProgress } from '../taskRules';
import { useTaskActions } from '../useTaskActions';
import { useTodayOffline } from '../useTodayOffline';
import { useWaitingTasks } from '../useWaitingTasks';
import { useWeekOffset } from '../useWeekOffset';

/** The start screen: today's tasks first, then the week, with how much of it is done. */
export function Component() {
  const { t } = useTranslation('patientToday');
  // The server draws today (src/drawToday.tsx); a press on it before the app came is done once this screen is React's.
  useAnnounceHydrated();
  const [weekOffset, setWeekOffset] = useWeekOffset();
  const current = useWeek(0);
  const shown = useWeek(weekOffset);
  // A week's answer comes through SWR's store, whose updates React renders in one go; deferred, the screen is drawn
  // in slices instead, and a slow phone stays responsive while it is.
  const currentData = useDeferredValue(current.data);
  const shownData = useDeferredValue(shown.data);
  const [feedbackFor, setFeedbackFor] = useState<string>();
  // Back from the player, whose feedback form sent (or queued) the patient's answer.
  const fromPlayer = (useLocation().state as { feedback?: 'sent' | 'queued' } | null)?.feedback;
  const [feedbackSent, setFeedbackSent] = useState<'sent' | 'queued' | undefined>(fromPlayer);
  const waiting = useWaitingTasks();
  // Today's exercises and their pictures are fetched while online, so the player shows them offline too.
  useTodayOffline(currentData ? currentData.tasks.filter((task) => task.bookedDate === currentData.today) : []);
  const actions = useTaskActions({
    onMarkedDone: (task) => {
      setFeedbackSent(undefined);
      setFeedbackFor(takesFeedback(task) ? task.id : undefined);
    },
  });

  if (current.error && !currentData) {
    return (
      <ErrorState
        title={t('loadError')}
        description={errorText(t, current.error)}
        retryLabel={t('retry', { ns: 'common' })}
        onRetry={() => void current.mutate()}
        headingLevel={2}
      />
    );
  }
  if (!currentData) return <TodaySkeleton label={t('loading')} />;

  // What the patient marked done or undid offline shows so, waiting to be sent.
  const week = withWaitingTasks(currentData, waiting);
  const todays = week.tasks.filter((task) => task.bookedDate === week.today);
  const progress = weekProgress(week.tasks);
  const shownWeek = shownData && withWaitingTasks(shownData, waiting);
  const waitingTaskIds = new Set([...waiting.done, ...waiting.undone]);
  const label = shownWeek && weekLabel(shownWeek.weekStart, shownWeek.weekEnd);

  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <Box as="section" aria-labelledby="today-heading" display="flex" flexDirection="column" gap="lg">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h1" id="today-heading" fontSize="h1" fontWeight="bold">
            {t('heading')}
          </Box>
          <Box as="p" color="mediumGrey">
            {formatDay(week.today)}
          </Box>
          <Link href="/appointments">{t('appointmentsLink')}</Link>
        </Box>
        <WeekProgress label={t('progress.thisWeek')} valueText={t('progress.value', progress)} done={progress.done} total={progress.total} />
        {week.treatmentEnd && (
          <Box as="p" role="status" padding="lg" background="additional" borderRadius="lg">
            {t('treatmentEnded')}
          </Box>
        )}
        <Box role="alert" color="errorText">
          {actions.error}
        </Box>
        {feedbackSent && (
          <Box as="p" role="status" color="primaryText" fontWeight="medium">
            {feedbackSent === 'sent' ? t('feedback.thanks') : t('feedback.thanksOffline')}
          </Box>
        )}
        {todays.length === 0 ? (
          <Box as="p" padding="lg" background="white" borderRadius="lg" color="mediumGrey">
            {t('nothingToday')}
          </Box>
        ) : (
          todays.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              canMarkDone={canMarkDone(task, week)}
              canUndo={canUndo(task, week, waiting.done.has(task.id))}
              isBusy={actions.busyTaskId === task.id}
              waiting={waiting.done.has(task.id) ? 'done' : waiting.undone.has(task.id) ? 'undone' : undefined}
              onMarkDone={() => void actions.markDone(task)}
              onUndo={() => void actions.undo(task)}
              canPlay
            >
              {feedbackFor === task.id && task.status === 'done' && task.exercise && (
                <FeedbackForm
                  taskId={task.id}
                  exerciseId={task.exercise.id}
                  exerciseName={task.exercise.name}
                  onDone={(outcome) => {
                    setFeedbackFor(undefined);
                    if (outcome !== 'skipped') setFeedbackSent(outcome);
                  }}
                />
              )}
            </TaskCard>
          ))
        )}
      </Box>

      <Box as="section" aria-labelledby="week-heading" display="flex" flexDirection="column" gap="lg">
        <Box as="h2" id="week-heading" fontSize="h2" fontWeight="bold">
          {t('weekHeading')}
        </Box>
        <WeekNavigation
          heading={label ? t('week.heading', label) : t('loading')}
          labels={{ navigation: t('week.navigation'), previous: t('week.previous'), thisWeek: t('week.this'), next: t('week.next') }}
          isThisWeek={weekOffset === 0}
          onPrevious={() => setWeekOffset(weekOffset - 1)}
          onThisWeek={() => setWeekOffset(0)}
          onNext={() => setWeekOffset(weekOffset + 1)}
        />
        {shown.error && !shownWeek ? (
          <ErrorState title={t('loadError')} description={errorText(t, shown.error)} retryLabel={t('retry', { ns: 'common' })} onRetry={() => void shown.mutate()} />
        ) : shownWeek ? (
          <>
            <WeekProgress label={t('progress.shownWeek')} valueText={t('progress.value', weekProgress(shownWeek.tasks))} {...weekProgress(shownWeek.tasks)} />
            <WeekDays week={shownWeek} waitingTaskIds={waitingTaskIds} busyTaskId={actions.busyTaskId} onMarkDone={(task: PatientTask) => void actions.markDone(task)} onUndo={(task: PatientTask) => void actions.undo(task)} />
          </>
        ) : (
          <Skeleton variant="rectangle" height="20rem" />
        )}
      </Box>

      <Box>
        <PrintButton print={downloadOwnProgram} label={t('printProgramLabel')}>
          {t('printProgram')}
        </PrintButton>
      </Box>
    </Box>
  );
}

function TodaySkeleton({ label }: { label: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={label}>
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rectangle" height="12rem" />
      <Skeleton variant="rectangle" height="12rem" />
    </Box>
  );
}
