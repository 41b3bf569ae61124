import { dosageWords, durationWords, type PatientTask, type PlayerExercise } from '@rehab/contract';
import { Box, Button, ChevronLeftIcon, DoneIcon, ErrorState, ExercisePlayer, HoldTimer, SetCounter, Skeleton, type ExercisePlayerMedia } from '@rehab/ui';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { errorText } from '@rehab/web/serverErrors';
import { useSessionFile } from '../../../lib/useSessionFile';
import { useTaskPlayer } from '../api/useTaskPlayer';
import { useWeek } from '../api/useWeek';
import { FeedbackForm } from '../components/FeedbackForm';
import { withWaitingTasks } from '../offlineTasks';
import { canMarkDone, takesFeedback } from '../taskRules';
import { useTaskActions } from '../useTaskActions';
import { useWaitingTasks } from '../useWaitingTasks';
import * as styles from './PlayerRoute.css';

/** What today's screen says once the patient is back from the player. */
export type PlayerOutcome = { feedback?: 'sent' | 'queued' };

/**
 * /tasks/:taskId: one of today's exercises to do now, in the player: the picture or video, the steps, the dosage
 * and the physio's comment, a set counter and a hold or rest timer. Finishing marks the task done, as "Klar" on
 * today's card does, and leads into the feedback form; then back to today.
 */
export function Component() {
  const { taskId } = useParams();
  const { t } = useTranslation('patientPlayer');
  const navigate = useNavigate();
  const player = useTaskPlayer(taskId);
  const week = useWeek(0);
  const waiting = useWaitingTasks();
  const [index, setIndex] = useState(0);
  const [giveFeedback, setGiveFeedback] = useState(false);
  const actions = useTaskActions({ onMarkedDone: (task) => (takesFeedback(task) ? setGiveFeedback(true) : navigate('/')) });

  if (player.error && !player.data) {
    return (
      <Box display="flex" flexDirection="column" gap="lg">
        <BackLink />
        <ErrorState
          title={t('loadError')}
          description={errorText(t, player.error)}
          retryLabel={t('retry', { ns: 'common' })}
          onRetry={() => void player.mutate()}
          headingLevel={2}
        />
      </Box>
    );
  }
  if (!player.data || !week.data) {
    return (
      <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rectangle" height="16rem" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rectangle" height="12rem" />
      </Box>
    );
  }

  // The week's copy of the task knows what was marked offline and waits to be sent.
  const current = withWaitingTasks(week.data, waiting);
  const task: PatientTask = current.tasks.find((each) => each.id === player.data?.task.id) ?? player.data.task;
  const exercises = player.data.exercises;
  const shown = exercises[Math.min(index, exercises.length - 1)];
  const isLast = index >= exercises.length - 1;

  if (giveFeedback && task.exercise) {
    return (
      <Box display="flex" flexDirection="column" gap="lg">
        <Box as="h1" fontSize="h1" fontWeight="bold">
          {t('feedbackHeading')}
        </Box>
        <div className={styles.feedback}>
          <FeedbackForm
            taskId={task.id}
            exerciseId={task.exercise.id}
            exerciseName={task.exercise.name}
            onDone={(outcome) => void navigate('/', { state: outcome === 'skipped' ? {} : ({ feedback: outcome } satisfies PlayerOutcome) })}
          />
        </div>
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <BackLink />
      {exercises.length > 1 && (
        <Box as="p" fontSize="h5" fontWeight="medium" color="mediumGrey">
          {t('exerciseOf', { number: index + 1, count: exercises.length })}
        </Box>
      )}
      {shown ? (
        <ShownExercise key={shown.exerciseId + index} exercise={shown}>
          <Box role="alert" color="errorText">
            {actions.error}
          </Box>
          {!isLast ? (
            <Button variant="contained" onPress={() => setIndex(index + 1)}>
              {t('nextExercise')}
            </Button>
          ) : task.status === 'done' ? (
            <p className={styles.done}>
              <DoneIcon />
              {t('alreadyDone')}
            </p>
          ) : canMarkDone(task, current) ? (
            <Button variant="contained" onPress={() => void actions.markDone(task)} isLoading={actions.busyTaskId === task.id} loadingLabel={t('finishing')}>
              {t('finish')}
            </Button>
          ) : null}
          {index > 0 && (
            <Button variant="text" onPress={() => setIndex(index - 1)}>
              {t('previousExercise')}
            </Button>
          )}
        </ShownExercise>
      ) : (
        <Box as="p" padding="lg" background="white" borderRadius="lg">
          {t('nothingToShow')}
        </Box>
      )}
    </Box>
  );
}

function BackLink() {
  const { t } = useTranslation('patientPlayer');
  return (
    <Link href="/" className={styles.back}>
      <ChevronLeftIcon />
      {t('back')}
    </Link>
  );
}

/** One exercise in the player, with its own count of sets and its timers. */
function ShownExercise({ exercise, children }: { exercise: PlayerExercise; children: React.ReactNode }) {
  const { t, i18n } = useTranslation('patientPlayer');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  const name = exercise.name[language];
  const media = useShownMedia(exercise, name);
  const [setsDone, setSetsDone] = useState(0);
  const { dosage } = exercise;
  const sets = dosage.sets ?? 1;
  const hold = dosage.holdSeconds ?? dosage.durationSeconds;
  const timerLabels = {
    start: t('timer.start'),
    pause: t('timer.pause'),
    resume: t('timer.resume'),
    reset: t('timer.reset'),
    started: t('timer.started'),
    paused: t('timer.paused'),
  };

  return (
    <ExercisePlayer
      name={name}
      media={media}
      dosage={dosageWords(dosage, t)}
      comment={exercise.comment ? { heading: t('comment'), text: exercise.comment } : undefined}
      steps={{ heading: t('steps'), items: exercise.steps[language] }}
      watchOuts={exercise.watchOuts[language] ? { heading: t('watchOuts'), text: exercise.watchOuts[language] } : undefined}
    >
      <SetCounter
        total={sets}
        done={setsDone}
        onChange={setSetsDone}
        labels={{
          heading: t('sets.heading'),
          value: t('sets.value', { done: setsDone, total: sets }),
          next: setsDone >= sets ? t('sets.allDone') : t('sets.next', { number: setsDone + 1 }),
          back: t('sets.back'),
        }}
      />
      {hold !== null && (
        <HoldTimer
          seconds={hold}
          labels={{
            ...timerLabels,
            heading: dosage.holdSeconds !== null ? t('timer.hold', { time: durationWords(hold, t) }) : t('timer.duration', { time: durationWords(hold, t) }),
            finished: t('timer.holdFinished'),
          }}
        />
      )}
      {dosage.restSeconds ? (
        <HoldTimer seconds={dosage.restSeconds} labels={{ ...timerLabels, heading: t('timer.rest', { time: durationWords(dosage.restSeconds, t) }), finished: t('timer.restFinished') }} />
      ) : null}
      {children}
    </ExercisePlayer>
  );
}

/** The exercise's first picture or video, fetched with the session (the server's addresses need it). */
function useShownMedia(exercise: PlayerExercise, name: string): ExercisePlayerMedia | undefined {
  const { t } = useTranslation('patientPlayer');
  const first = exercise.media[0];
  const file = useSessionFile(first ? (first.kind === 'picture' ? first.urls.page : first.urls.video) : undefined);
  const poster = useSessionFile(first?.kind === 'video' ? first.urls.poster : undefined);
  if (!first) return undefined;
  if (first.kind === 'picture') return { kind: 'picture', src: file.url, alt: t('pictureOf', { name }) };
  return { kind: 'video', src: file.url, poster: poster.url, label: t('videoOf', { name }) };
}
