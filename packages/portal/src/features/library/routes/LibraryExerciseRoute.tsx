import type { ExerciseMedia as Medium, LibraryExercise } from '@rehab/contract';
import { AlertDialog, Badge, Box, Breadcrumbs, Button, Card, Link, Skeleton, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { dosageText } from '../../../lib/dosage';
import { LoadError } from '../../../lib/LoadError';
import { copyExercise, isLibraryKey, removeExerciseMedia, retireExercise, useLibraryExercise } from '../api/libraryCalls';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { ExerciseFormDialog } from '../components/ExerciseFormDialog';
import { ExerciseMedia } from '../components/ExerciseMedia';
import { exerciseName, exercisePath, inLanguage } from '../components/exerciseTexts';
import { exerciseLayout, mutedText, steps as stepsStyle, text } from '../library.css';

/** /library/{exerciseId}: one exercise, its steps, what to watch out for, its dosage, media and easier and harder versions. */
export function Component() {
  const { t, i18n } = useTranslation('library');
  const { exerciseId = '' } = useParams();
  const navigate = useNavigate();
  const { organization } = useOrganizationInAddress();
  const organizationId = organization?.id;
  const exercise = useLibraryExercise(organizationId, exerciseId);
  const { mutate } = useSWRConfig();
  const [action, setAction] = useState<'edit' | 'retire'>();
  const [isCopying, setCopying] = useState(false);

  if (exercise.error && !exercise.data)
    return <LoadError headingLevel={2} title={t('page.loadError')} notFoundTitle={t('page.notFound')} of={exercise} onRetry={() => void exercise.mutate()} />;
  if (!exercise.data || !organizationId)
    return (
      <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('page.loading')}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rectangle" height="20rem" />
      </Box>
    );

  const shown = exercise.data;
  const isOwn = shown.organizationId !== null;
  const isRetired = shown.retiredAt !== null;
  const name = exerciseName(shown, i18n.language);
  const steps = inLanguage(shown.steps, i18n.language);
  const watchOuts = inLanguage(shown.watchOuts, i18n.language);
  const dosage = dosageText(t, shown.dosage);
  const refresh = async (changed: LibraryExercise) => {
    await mutate(isLibraryKey(organizationId));
    await exercise.mutate(changed, { revalidate: false });
  };

  const copy = async () => {
    setCopying(true);
    try {
      const copied = await copyExercise(organizationId, shown.id);
      showToast({ title: t('page.copied'), tone: 'success' });
      await mutate(isLibraryKey(organizationId));
      navigate(exercisePath(copied.id, organizationId));
    } catch (error) {
      showToast({ title: t('page.copyFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setCopying(false);
    }
  };
  const retire = async () => {
    try {
      await refresh(await retireExercise(organizationId, shown.id));
      showToast({ title: t('page.retired'), tone: 'success' });
      setAction(undefined);
    } catch (error) {
      showToast({ title: t('page.retireFailed'), description: errorText(t, error), tone: 'error' });
    }
  };
  const removeMedium = async (medium: Medium) => {
    try {
      await refresh(await removeExerciseMedia(organizationId, shown.id, medium.id));
      showToast({ title: t('page.mediaRemoved'), tone: 'success' });
    } catch (error) {
      showToast({ title: t('page.mediaRemoveFailed'), description: errorText(t, error), tone: 'error' });
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Breadcrumbs aria-label={t('page.breadcrumbs')} items={[{ id: 'library', label: t('title'), href: `/library?organization=${organizationId}` }, { id: 'exercise', label: name }]} />
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h2" fontSize="h3" fontWeight="bold">
            {name}
          </Box>
          <Box display="flex" flexWrap="wrap" gap="sm" alignItems="center">
            <span className={mutedText}>{[t(`kinds.${shown.kind}`), t('levelOf', { level: shown.level })].join(' · ')}</span>
            <Badge tone={isOwn ? 'primary' : 'neutral'}>{isOwn ? t('badges.own') : t('badges.base')}</Badge>
            {isRetired && <Badge tone="neutral">{t('badges.retired')}</Badge>}
          </Box>
        </Box>
        <Box display="flex" flexWrap="wrap" gap="sm">
          {isOwn && !isRetired && (
            <>
              <Button variant="outlined" onPress={() => setAction('edit')}>
                {t('page.edit')}
              </Button>
              <Button variant="outlined" tone="destructive" onPress={() => setAction('retire')}>
                {t('page.retire')}
              </Button>
            </>
          )}
          {!isOwn && (
            <Button variant="outlined" onPress={() => void copy()} isLoading={isCopying} loadingLabel={t('page.copying')}>
              {t('page.copy')}
            </Button>
          )}
        </Box>
      </Box>
      {!isOwn && <p className={mutedText}>{t('page.baseHint')}</p>}
      <div className={exerciseLayout}>
        <Box display="flex" flexDirection="column" gap="lg">
          <Card title={t('page.steps')} headingLevel={3}>
            {steps.length === 0 ? (
              <p className={mutedText}>{t('page.noSteps')}</p>
            ) : (
              <ol className={stepsStyle}>
                {steps.map((step, index) => (
                  <li key={`${index}-${step}`}>{step}</li>
                ))}
              </ol>
            )}
          </Card>
          <Card title={t('page.watchOuts')} headingLevel={3}>
            <p className={text}>{watchOuts.trim() || t('page.noWatchOuts')}</p>
          </Card>
          <Card title={t('page.dosage')} headingLevel={3}>
            <p className={text}>{dosage || t('page.noDosage')}</p>
          </Card>
          <Card title={t('page.versions')} headingLevel={3}>
            <Box display="flex" flexDirection="column" gap="sm">
              <Version label={t('page.easier')} organizationId={organizationId} exerciseId={shown.easierId} />
              <Version label={t('page.harder')} organizationId={organizationId} exerciseId={shown.harderId} />
            </Box>
          </Card>
        </Box>
        <Card title={t('page.media')} headingLevel={3}>
          <ExerciseMedia name={name} media={shown.media} onRemove={isOwn && !isRetired ? (medium) => void removeMedium(medium) : undefined} />
        </Card>
      </div>
      {action === 'edit' && (
        <ExerciseFormDialog
          organizationId={organizationId}
          exercise={shown}
          onClose={() => setAction(undefined)}
          onSaved={async (saved) => {
            setAction(undefined);
            await refresh(saved);
          }}
        />
      )}
      <AlertDialog
        isOpen={action === 'retire'}
        onOpenChange={(isOpen) => setAction(isOpen ? 'retire' : undefined)}
        variant="destructive"
        title={t('page.retireTitle', { name })}
        confirmLabel={t('page.retire')}
        cancelLabel={t('form.cancel')}
        loadingLabel={t('page.retiring')}
        onConfirm={retire}
      >
        {t('page.retireDescription')}
      </AlertDialog>
    </Box>
  );
}

/** The easier or harder version of the exercise, by name, as a link; a dash when there is none. */
function Version({ label, organizationId, exerciseId }: { label: string; organizationId: string; exerciseId: string | null }) {
  const { t, i18n } = useTranslation('library');
  const version = useLibraryExercise(organizationId, exerciseId);
  return (
    <Box display="flex" flexWrap="wrap" gap="sm">
      <span className={mutedText}>{label}:</span>
      {exerciseId === null ? (
        <span>{t('page.noVersion')}</span>
      ) : version.data ? (
        <Link href={exercisePath(version.data.id, organizationId)}>
          {`${exerciseName(version.data, i18n.language)} (${t('levelOf', { level: version.data.level })})`}
        </Link>
      ) : (
        <Skeleton variant="text" width="12rem" />
      )}
    </Box>
  );
}
