import { libraryKinds, type LibraryKind, type LineExercise, type ProgramUpdate } from '@rehab/contract';
import { Box, Button, Card, ChevronDownIcon, ChevronUpIcon, EmptyState, ExerciseThumbnail, IconButton, PlusIcon, Skeleton, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dosageText } from '../../../../lib/dosage';
import { useSessionFile } from '../../../../lib/useSessionFile';
import { plainList } from '../../../../lib/views.css';
import { PrintButton } from '@rehab/web/PrintButton';
import { printProgram, saveLineExercises, useLineExercises } from '../api/lineExercises';
import { lineExercise as lineExerciseStyle, lineExerciseActions, lineExerciseText, lineHeading, mutedText } from '../program.css';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { LineExerciseDialog } from '../../../../lib/LineExerciseDialog';
import { LibraryExercisePicker } from '../../../../lib/LibraryExercisePicker';
import { currentLines } from './ProgramEntries';

type ProgramLineExercisesProps = {
  patientId: string;
  organizationId: string | undefined;
  updates: readonly ProgramUpdate[];
  hasEnded: boolean;
  /** Reloads the program and the week after a template is applied. */
  onChanged: () => Promise<unknown>;
};

const isLibraryKind = (type: string): type is LibraryKind => (libraryKinds as readonly string[]).includes(type);

/** The exercises of each program line in force, with their dosage and comment; the physio adds, changes, orders and removes them. */
export function ProgramLineExercises({ patientId, organizationId, updates, hasEnded, onChanged }: ProgramLineExercisesProps) {
  const { t } = useTranslation(['program', 'library']);
  const [isApplying, setApplying] = useState(false);
  // A theory lesson's line holds no exercises of the library.
  const lines = currentLines(updates).filter((line) => isLibraryKind(line.type));
  return (
    <Card
      title={t('lineExercises.title')}
      subtitle={t('lineExercises.subtitle')}
      actions={
        <>
          <PrintButton print={(language) => printProgram(patientId, language)} label={t('lineExercises.printLabel')}>
            {t('lineExercises.print')}
          </PrintButton>
          <Button variant="outlined" isDisabled={hasEnded || !organizationId} onPress={() => setApplying(true)}>
            {t('templates.apply')}
          </Button>
        </>
      }
    >
      {lines.length === 0 ? (
        <EmptyState title={t('lineExercises.noLines')} />
      ) : (
        <Box display="flex" flexDirection="column" gap="xl">
          {lines.map((line) => (
            <LineExercises key={line.id} patientId={patientId} organizationId={organizationId} line={line} hasEnded={hasEnded} />
          ))}
        </Box>
      )}
      {isApplying && organizationId && (
        <ApplyTemplateDialog
          patientId={patientId}
          organizationId={organizationId}
          onClose={() => setApplying(false)}
          onApplied={async () => {
            setApplying(false);
            await onChanged();
          }}
        />
      )}
    </Card>
  );
}

type Editing = { index: number; exercise: Pick<LineExercise, 'exerciseId' | 'dosage' | 'comment'> & { name: string }; isNew: boolean };

function LineExercises({ patientId, organizationId, line, hasEnded }: { patientId: string; organizationId: string | undefined; line: ProgramUpdate; hasEnded: boolean }) {
  const { t, i18n } = useTranslation(['program', 'library']);
  const held = useLineExercises(patientId, line.id);
  const [isPicking, setPicking] = useState(false);
  const [editing, setEditing] = useState<Editing>();
  // After a move the list is drawn anew: focus goes back to the same button of the moved exercise.
  const [focusAfter, setFocusAfter] = useState<{ exerciseId: string; direction: 'up' | 'down' }>();
  const title = t('lineExercises.lineTitle', { day: t(`weekdays.${line.day}`), type: t(`exerciseTypes.${line.type}`), level: line.level });
  const headingId = `line-${line.id}`;
  const exercises = held.data?.exercises ?? [];
  const canAdd = !hasEnded && isLibraryKind(line.type) && exercises.length < 20;
  const nameOf = (exercise: { name: { sv: string; en: string } }) => (i18n.language.startsWith('en') && exercise.name.en ? exercise.name.en : exercise.name.sv);

  useEffect(() => {
    if (!focusAfter) return;
    const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-line="${line.id}"][data-exercise="${focusAfter.exerciseId}"]`);
    const wanted = [...buttons].find((button) => button.dataset.direction === focusAfter.direction && !button.disabled) ?? [...buttons].find((button) => !button.disabled);
    wanted?.focus();
  }, [focusAfter, held.data, line.id]);

  const save = async (next: Pick<LineExercise, 'exerciseId' | 'dosage' | 'comment'>[], done: string) => {
    try {
      await held.mutate(saveLineExercises(patientId, line.id, next), { revalidate: false });
      showToast({ title: done, tone: 'success' });
      return true;
    } catch (error) {
      showToast({ title: t('lineExercises.saveFailed'), description: errorText(t, error), tone: 'error' });
      return false;
    }
  };
  const move = async (index: number, direction: 'up' | 'down') => {
    const next = [...exercises];
    const target = direction === 'up' ? index - 1 : index + 1;
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(target, 0, moved);
    if (await save(next, t('lineExercises.moved'))) setFocusAfter({ exerciseId: moved.exerciseId, direction });
  };

  return (
    <section aria-labelledby={headingId} className={lineHeading}>
      <Box display="flex" flexWrap="wrap" gap="md" alignItems="center" justifyContent="space-between">
        <Box as="h3" id={headingId} fontSize="h5" fontWeight="medium">
          {title}
        </Box>
        {canAdd && (
          <Button variant="text" icon={<PlusIcon />} onPress={() => setPicking(true)} aria-label={t('lineExercises.addTo', { line: title })}>
            {t('lineExercises.addExercise')}
          </Button>
        )}
      </Box>
      {!held.data ? (
        held.error ? (
          <p className={mutedText}>{t('lineExercises.loadError')}</p>
        ) : (
          <Skeleton variant="rectangle" height="4rem" />
        )
      ) : exercises.length === 0 ? (
        <p className={mutedText}>{t('lineExercises.empty')}</p>
      ) : (
        <ol className={plainList} aria-label={t('lineExercises.listOf', { line: title })}>
          {exercises.map((exercise, index) => {
            const name = nameOf(exercise);
            return (
              <li key={exercise.exerciseId} className={lineExerciseStyle}>
                <LinePicture url={exercise.pictureUrl} kind={exercise.kind} />
                <div className={lineExerciseText}>
                  <Box fontWeight="medium">{name}</Box>
                  <span className={mutedText}>{dosageText(t, exercise.dosage) || t('lineExercises.noDosage')}</span>
                  {exercise.comment && <span>{t('lineExercises.commentShown', { comment: exercise.comment })}</span>}
                  {exercise.retired && <span className={mutedText}>{t('lineExercises.retired')}</span>}
                </div>
                {!hasEnded && (
                  <div className={lineExerciseActions}>
                    <IconButton
                      variant="plain"
                      aria-label={t('lineExercises.moveUp', { name })}
                      isDisabled={index === 0}
                      data-line={line.id}
                      data-exercise={exercise.exerciseId}
                      data-direction="up"
                      onPress={() => void move(index, 'up')}
                    >
                      <ChevronUpIcon />
                    </IconButton>
                    <IconButton
                      variant="plain"
                      aria-label={t('lineExercises.moveDown', { name })}
                      isDisabled={index === exercises.length - 1}
                      data-line={line.id}
                      data-exercise={exercise.exerciseId}
                      data-direction="down"
                      onPress={() => void move(index, 'down')}
                    >
                      <ChevronDownIcon />
                    </IconButton>
                    <Button variant="text" aria-label={t('lineExercises.editOf', { name })} onPress={() => setEditing({ index, exercise: { ...exercise, name }, isNew: false })}>
                      {t('lineExercises.edit')}
                    </Button>
                    <Button
                      variant="text"
                      tone="destructive"
                      aria-label={t('lineExercises.removeOf', { name })}
                      onPress={() => void save(exercises.filter((_, at) => at !== index), t('lineExercises.removed', { name }))}
                    >
                      {t('lineExercises.remove')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {isPicking && isLibraryKind(line.type) && (
        <LibraryExercisePicker
          organizationId={organizationId}
          kind={line.type}
          held={new Set(exercises.map((each) => each.exerciseId))}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            setEditing({ index: exercises.length, exercise: { exerciseId: picked.id, dosage: picked.dosage, comment: '', name: nameOf(picked) }, isNew: true });
          }}
        />
      )}
      {editing && (
        <LineExerciseDialog
          name={editing.exercise.name}
          isNew={editing.isNew}
          dosage={editing.exercise.dosage}
          comment={editing.exercise.comment}
          onClose={() => setEditing(undefined)}
          onSave={async (values) => {
            const changed = { exerciseId: editing.exercise.exerciseId, ...values };
            const next = editing.isNew ? [...exercises, changed] : exercises.map((each, at) => (at === editing.index ? { ...each, ...values } : each));
            if (await save(next, editing.isNew ? t('lineExercises.added', { name: editing.exercise.name }) : t('lineExercises.saved'))) setEditing(undefined);
          }}
        />
      )}
    </section>
  );
}

function LinePicture({ url, kind }: { url: string | null; kind: LibraryKind }) {
  return <ExerciseThumbnail url={useSessionFile(url ?? undefined).url} kind={kind} />;
}
