import type { ActivitiesResponse, ExerciseType } from '@rehab/contract';
import { Box, Card, EmptyState, Select, SelectItem, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeExerciseLevel } from '../api/changeExerciseLevel';
import { plainList } from '../../../../lib/views.css';
import { levelSelect } from '../program.css';

/** The contract's range for a level (PATCH /user-exercises). */
const allowedLevels = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }));

type ExerciseLevelsProps = {
  patientId: string;
  levels: ActivitiesResponse['levels'];
  exercises: ActivitiesResponse['exercises'];
  /** The treatment has ended: the levels are shown, not changed. */
  hasEnded: boolean;
  /** Reloads the week after a change, so the exercises of the new level show. */
  onChanged: () => Promise<unknown>;
};

/** Each kind of exercise at the patient's current level, with the level the physio can change. */
export function ExerciseLevels({ patientId, levels, exercises, hasEnded, onChanged }: ExerciseLevelsProps) {
  const { t } = useTranslation('program');
  const [pending, setPending] = useState<ExerciseType>();

  const change = async (exerciseType: ExerciseType, level: number) => {
    setPending(exerciseType);
    try {
      await changeExerciseLevel(patientId, exerciseType, level);
    } catch {
      setPending(undefined);
      showToast({ title: t('levels.changeFailed'), tone: 'error' });
      return;
    }
    // The toast comes once the screen shows the new level, not while the old one still stands; a failed
    // read leaves its own error on the screen, and the level did change.
    await onChanged().catch(() => undefined);
    setPending(undefined);
    showToast({ title: t('levels.changed'), tone: 'success' });
  };

  return (
    <Card title={t('levels.title')}>
      {levels.length === 0 ? (
        <EmptyState title={t('levels.empty')} />
      ) : (
        <Box as="ul" display="grid" gap="lg" className={plainList}>
          {levels.map(({ exerciseType, level }) => {
            const typeName = t(`exerciseTypes.${exerciseType}`);
            const atLevel = exercises.filter((exercise) => exercise.type === exerciseType);
            return (
              <Box as="li" key={exerciseType} display="flex" flexWrap="wrap" gap="lg" alignItems="flex-start">
                <Box display="flex" flexDirection="column" gap="sm" className={levelSelect}>
                  <Box as="h3" fontSize="h5" fontWeight="medium">
                    {typeName}
                  </Box>
                  <Select
                    aria-label={t('levels.levelOf', { type: typeName })}
                    items={allowedLevels}
                    selectedKey={level}
                    isDisabled={hasEnded || pending === exerciseType}
                    onSelectionChange={(key) => {
                      if (typeof key === 'number' && key !== level) void change(exerciseType, key);
                    }}
                  >
                    {(item) => <SelectItem id={item.id}>{t('levels.levelOption', { level: item.id })}</SelectItem>}
                  </Select>
                </Box>
                <Box display="flex" flexDirection="column" gap="xs">
                  <Box as="h4" fontSize="h6" fontWeight="medium" color="mediumGrey">
                    {t('levels.exercises')}
                  </Box>
                  {atLevel.length === 0 ? (
                    <Box as="p" color="mediumGrey">
                      {t('levels.noExercises')}
                    </Box>
                  ) : (
                    <Box as="ul" display="flex" flexDirection="column" gap="sm" className={plainList}>
                      {atLevel.map((exercise) => (
                        <li key={exercise.id}>
                          <Box as="span" fontWeight="medium">
                            {exercise.name}
                          </Box>
                          <Box as="span" color="mediumGrey">
                            {` · ${t('levels.group', { group: exercise.groupDisplayName })}`}
                            {exercise.repetitions !== null && ` · ${t('levels.repetitions', { count: exercise.repetitions })}`}
                          </Box>
                          {exercise.instruction && (
                            <Box as="p" fontSize="small" color="mediumGrey">
                              {exercise.instruction}
                            </Box>
                          )}
                        </li>
                      ))}
                    </Box>
                  )}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Card>
  );
}
