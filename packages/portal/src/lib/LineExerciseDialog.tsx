import { zodResolver } from '@hookform/resolvers/zod';
import { dosage as dosageSchema, freeText, type Dosage } from '@rehab/contract';
import { DosageEditor, TextArea } from '@rehab/ui';
import { translateValidationMessage } from '@rehab/web/validation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useDosageEditor } from './dosage';
import { FormDialog } from './FormDialog';

/** The contract's dosage and comment of a line's exercise (lineExerciseBody without the exercise). */
const lineExerciseForm = z.object({ dosage: dosageSchema, comment: freeText(500, { trim: true }) });
type LineExerciseForm = z.infer<typeof lineExerciseForm>;
type LineExerciseFormInput = z.input<typeof lineExerciseForm>;

type LineExerciseDialogProps = {
  /** The exercise's name, in the heading. */
  name: string;
  /** Adding a new exercise, or changing one on the line. */
  isNew: boolean;
  dosage: Dosage;
  comment: string;
  onClose: () => void;
  onSave: (values: LineExerciseForm) => Promise<void>;
};

/** The dosage of one exercise on a program line and the physio's word to the patient about it. */
export function LineExerciseDialog({ name, isNew, dosage, comment, onClose, onSave }: LineExerciseDialogProps) {
  const { t } = useTranslation(['program', 'library']);
  const dosageEditor = useDosageEditor();
  const { control, handleSubmit, formState } = useForm<LineExerciseFormInput, unknown, LineExerciseForm>({ resolver: zodResolver(lineExerciseForm), defaultValues: { dosage, comment } });
  const dosageErrors = formState.errors.dosage as Partial<Record<keyof Dosage, { message?: string }>> | undefined;
  const errorOf = (part: keyof Dosage) => {
    const message = dosageErrors?.[part]?.message;
    return message ? translateValidationMessage(t, message, part) : undefined;
  };

  return (
    <FormDialog
      title={isNew ? t('lineExercises.addTitle', { name }) : t('lineExercises.editTitle', { name })}
      formId="line-exercise"
      cancelLabel={t('lineExercises.cancel')}
      confirmLabel={isNew ? t('lineExercises.add') : t('lineExercises.save')}
      pendingLabel={t('lineExercises.saving')}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(onSave)(event)}
    >
      <Controller
        control={control}
        name="dosage"
        render={({ field }) => (
          <DosageEditor
            {...dosageEditor}
            value={field.value as Dosage}
            onChange={field.onChange}
            errors={{
              sets: errorOf('sets'),
              repetitions: errorOf('repetitions'),
              holdSeconds: errorOf('holdSeconds'),
              durationSeconds: errorOf('durationSeconds'),
              restSeconds: errorOf('restSeconds'),
              timesPerWeek: errorOf('timesPerWeek'),
              load: errorOf('load'),
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="comment"
        render={({ field }) => (
          <TextArea
            {...field}
            label={t('lineExercises.comment')}
            description={t('lineExercises.commentHint')}
            maxLength={500}
            rows={3}
            errorMessage={formState.errors.comment?.message && translateValidationMessage(t, formState.errors.comment.message, 'comment')}
          />
        )}
      />
    </FormDialog>
  );
}
