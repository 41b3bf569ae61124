import { Box, Skeleton } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { usePatient } from '../api/usePatient';
import { useProgram } from './api/useProgram';
import { useWeekOfActivities, weeksOfActivitiesKeyPrefix } from './api/useWeekOfActivities';
import { ExerciseLevels } from './components/ExerciseLevels';
import { ProgramEnded } from './components/ProgramEnded';
import { ProgramEntries } from './components/ProgramEntries';
import { ProgramLineExercises } from './components/ProgramLineExercises';
import { LessonsRead } from './components/LessonsRead';
import { WeekNavigation } from './components/WeekNavigation';
import { WeekTasks } from './components/WeekTasks';
import { LoadError } from '../../../lib/LoadError';

/** /patients/view/{userId}/program: the patient's week of activities, exercise levels and program. */
export function Component() {
  const { t } = useTranslation('program');
  const { userId = '' } = useParams();
  const [weekOffset, setWeekOffset] = useState(0);
  const week = useWeekOfActivities(userId, weekOffset);
  const program = useProgram(userId);
  // The header reads the same patient; after the treatment's end nothing is planned, changed or marked.
  const patient = usePatient(userId).data;
  const hasEnded = patient?.status === 'inactive';
  const { mutate } = useSWRConfig();
  // A level change or a program update moves the patient's levels, which every week and the program show.
  const reload = () =>
    Promise.all([
      mutate((key) => typeof key === 'string' && key.startsWith(weeksOfActivitiesKeyPrefix(userId))),
      program.mutate(),
    ]);

  const failure = week.error ?? program.error;
  if (failure && !(week.data && program.data)) {
    return <LoadError headingLevel={2} title={t('loadError')} of={[week, program]} onRetry={() => void reload()} />;
  }
  if (!week.data || !program.data) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('title')}>
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="rectangle" height="12rem" />
        <Skeleton variant="rectangle" height="20rem" />
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="xl" aria-busy={week.isValidating || undefined}>
      {hasEnded && <ProgramEnded treatmentEnd={patient.treatmentEnd} />}
      <WeekNavigation
        weekStart={week.data.weekStart}
        weekEnd={week.data.weekEnd}
        weekOffset={weekOffset}
        onWeekOffsetChange={setWeekOffset}
      />
      <WeekTasks patientId={userId} weekStart={week.data.weekStart} tasks={week.data.tasks} hasEnded={hasEnded} onChanged={week.mutate} />
      <ExerciseLevels patientId={userId} levels={week.data.levels} exercises={week.data.exercises} hasEnded={hasEnded} onChanged={reload} />
      <ProgramEntries patientId={userId} updates={program.data.updates} hasEnded={hasEnded} onChanged={reload} />
      <ProgramLineExercises patientId={userId} organizationId={patient?.organization.id} updates={program.data.updates} hasEnded={hasEnded} onChanged={reload} />
      <LessonsRead patientId={userId} />
    </Box>
  );
}
