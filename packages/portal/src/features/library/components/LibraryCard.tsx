import type { LibraryExercise } from '@rehab/contract';
import { ExerciseMediaCard } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dosageText } from '../../../lib/dosage';
import { useSessionFile } from '../../../lib/useSessionFile';
import { exerciseName, exercisePath } from './exerciseTexts';

/** An exercise of the library as a card; its picture is fetched with the session, as every file of the server. */
export function LibraryCard({ exercise, organizationId }: { exercise: LibraryExercise; organizationId: string }) {
  const { t, i18n } = useTranslation('library');
  const card = exercise.media.find((medium) => medium.kind === 'picture')?.urls.card;
  const picture = useSessionFile(card).url;
  const dosage = dosageText(t, exercise.dosage);
  const badge = exercise.retiredAt
    ? { label: t('badges.retired'), tone: 'neutral' as const }
    : exercise.organizationId
      ? { label: t('badges.own'), tone: 'primary' as const }
      : undefined;
  return (
    <ExerciseMediaCard
      name={exerciseName(exercise, i18n.language)}
      href={exercisePath(exercise.id, organizationId)}
      pictureUrl={picture}
      kind={exercise.kind}
      details={[t(`kinds.${exercise.kind}`), t('levelOf', { level: exercise.level }), dosage].filter(Boolean).join(' · ')}
      tags={[...exercise.regions.map((region) => t(`regions.${region}`)), ...exercise.tags]}
      badge={badge}
      isRetired={exercise.retiredAt !== null}
    />
  );
}
