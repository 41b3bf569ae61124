import { bodyRegions, libraryKinds, mediaMaxBytes, type LibraryExercise, type LibraryExerciseBody, type LibraryKind } from '@rehab/contract';
import { Box, Button, Checkbox, DosageEditor, FileDropZone, NumberField, Select, SelectItem, showToast, TextArea, TextField } from '@rehab/ui';
import { ApiError } from '@rehab/web/ApiError';
import { errorText } from '@rehab/web/serverErrors';
import { translateFieldError } from '@rehab/web/validation';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDosageEditor } from '../../../lib/dosage';
import { createExercise, updateExercise, uploadExerciseMedia } from '../api/libraryCalls';
import { checkboxes, formGrid, legend, mutedText } from '../library.css';
import { exerciseResolver, formFieldOf, formValuesOf, type ExerciseFormValues } from './exerciseForm';
import { FormDialog } from '../../../lib/FormDialog';

const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'];
const videoTypes = ['video/mp4', 'video/webm'];

type ExerciseFormDialogProps = {
  organizationId: string;
  /** The exercise to edit; a new one of the organization's own without it. */
  exercise?: LibraryExercise;
  onClose: () => void;
  onSaved: (exercise: LibraryExercise) => Promise<unknown>;
};

/** Creates or edits an exercise of the organization's own, with its pictures and a video sent after it is saved. */
export function ExerciseFormDialog({ organizationId, exercise, onClose, onSaved }: ExerciseFormDialogProps) {
  const { t } = useTranslation('library');
  const dosageEditor = useDosageEditor();
  const resolver = useMemo(() => exerciseResolver(t), [t]);
  const { control, handleSubmit, setError, formState } = useForm<ExerciseFormValues, unknown, LibraryExerciseBody>({
    resolver,
    defaultValues: formValuesOf(exercise),
  });
  const [pictures, setPictures] = useState<File[]>([]);
  const [video, setVideo] = useState<File>();
  const [poster, setPoster] = useState<File>();
  const [mediaError, setMediaError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const errorOf = (field: FieldPath<ExerciseFormValues>) => {
    const [head, tail] = field.split('.') as [keyof ExerciseFormValues, string | undefined];
    const error = formState.errors[head] as Record<string, { message?: string }> | { message?: string } | undefined;
    if (!error) return undefined;
    return tail ? (error as Record<string, { message?: string }>)[tail]?.message : (error as { message?: string }).message;
  };

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    let saved: LibraryExercise;
    try {
      if (exercise) {
        // The kind stays what it was made as; the rest is sent whole.
        const { name, steps, watchOuts, regions, tags, level, dosage } = body;
        saved = await updateExercise(organizationId, exercise.id, { name, steps, watchOuts, regions, tags, level, dosage });
      } else {
        saved = await createExercise(organizationId, body);
      }
    } catch (error) {
      const first = error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.errors[0] : undefined;
      const field = first ? formFieldOf(first.property) : undefined;
      if (first && field) setError(field, { type: 'server', message: translateFieldError(t, { ...first, property: field.split('.')[0] ?? field }) }, { shouldFocus: true });
      else setFormError(errorText(t, error));
      return;
    }
    // The exercise is saved; a file the server refuses is said, and the rest still sent.
    try {
      for (const picture of pictures) saved = await uploadExerciseMedia(organizationId, saved.id, picture);
      if (video) saved = await uploadExerciseMedia(organizationId, saved.id, video, poster);
    } catch (error) {
      showToast({ title: t('form.uploadFailed'), description: errorText(t, error), tone: 'error' });
    }
    showToast({ title: exercise ? t('form.saved') : t('form.created'), tone: 'success' });
    await onSaved(saved);
  });

  return (
    <FormDialog
      title={exercise ? t('form.editTitle') : t('form.createTitle')}
      formId="library-exercise"
      cancelLabel={t('form.cancel')}
      confirmLabel={exercise ? t('form.save') : t('form.create')}
      pendingLabel={t('form.saving')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={formGrid}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('form.kind')}
              items={libraryKinds.map((kind) => ({ id: kind }))}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key as LibraryKind)}
              isDisabled={Boolean(exercise)}
              description={exercise ? t('form.kindFixed') : undefined}
              isRequired
            >
              {(item) => <SelectItem id={item.id}>{t(`kinds.${item.id}`)}</SelectItem>}
            </Select>
          )}
        />
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <NumberField
              ref={field.ref}
              label={t('form.level')}
              description={t('form.levelHint')}
              minValue={1}
              maxValue={10}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              errorMessage={errorOf('level')}
            />
          )}
        />
      </div>
      <div className={formGrid}>
        {(['sv', 'en'] as const).map((language) => (
          <Controller
            key={language}
            control={control}
            name={`name.${language}`}
            render={({ field }) => (
              <TextField
                {...field}
                label={t(`form.name.${language}`)}
                maxLength={120}
                isRequired
                errorMessage={errorOf(`name.${language}`)}
              />
            )}
          />
        ))}
      </div>
      {(['sv', 'en'] as const).map((language) => (
        <Controller
          key={language}
          control={control}
          name={`steps.${language}`}
          render={({ field }) => (
            <TextArea
              {...field}
              label={t(`form.steps.${language}`)}
              description={t('form.stepsHint')}
              isRequired={language === 'sv'}
              errorMessage={errorOf(`steps.${language}`)}
            />
          )}
        />
      ))}
      {(['sv', 'en'] as const).map((language) => (
        <Controller
          key={language}
          control={control}
          name={`watchOuts.${language}`}
          render={({ field }) => (
            <TextArea {...field} label={t(`form.watchOuts.${language}`)} rows={3} maxLength={1000} errorMessage={errorOf(`watchOuts.${language}`)} />
          )}
        />
      ))}
      <Controller
        control={control}
        name="regions"
        render={({ field }) => (
          <fieldset className={checkboxes}>
            <legend className={legend}>{t('form.regions')}</legend>
            {bodyRegions.map((region) => (
              <Checkbox
                key={region}
                isSelected={field.value.includes(region)}
                onChange={(isSelected) => field.onChange(isSelected ? [...field.value, region] : field.value.filter((each) => each !== region))}
              >
                {t(`regions.${region}`)}
              </Checkbox>
            ))}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TextField {...field} label={t('form.tags')} description={t('form.tagsHint')} errorMessage={errorOf('tags')} />}
      />
      <Controller
        control={control}
        name="dosage"
        render={({ field }) => (
          <DosageEditor
            {...dosageEditor}
            value={field.value}
            onChange={field.onChange}
            errors={{
              sets: errorOf('dosage.sets'),
              repetitions: errorOf('dosage.repetitions'),
              holdSeconds: errorOf('dosage.holdSeconds'),
              durationSeconds: errorOf('dosage.durationSeconds'),
              restSeconds: errorOf('dosage.restSeconds'),
              timesPerWeek: errorOf('dosage.timesPerWeek'),
              load: errorOf('dosage.load'),
            }}
          />
        )}
      />
      <FileDropZone
        label={t('form.pictures')}
        dropLabel={t('form.dropPictures')}
        buttonLabel={t('form.choosePictures')}
        hint={t('form.picturesHint')}
        acceptedFileTypes={pictureTypes}
        allowsMultiple
        maxFileSize={mediaMaxBytes}
        onSelect={(files) => {
          setMediaError(undefined);
          setPictures((current) => [...current, ...files].slice(0, 8));
        }}
        onReject={() => setMediaError(t('form.fileRefused'))}
        errorMessage={mediaError}
      />
      {pictures.length > 0 && <FileNames files={pictures} onRemove={(file) => setPictures((current) => current.filter((each) => each !== file))} />}
      <div className={formGrid}>
        <FileDropZone
          label={t('form.video')}
          dropLabel={t('form.dropVideo')}
          buttonLabel={t('form.chooseVideo')}
          hint={t('form.videoHint')}
          acceptedFileTypes={videoTypes}
          maxFileSize={mediaMaxBytes}
          onSelect={([file]) => setVideo(file)}
          onReject={() => setMediaError(t('form.fileRefused'))}
        />
        <FileDropZone
          label={t('form.poster')}
          dropLabel={t('form.dropPoster')}
          buttonLabel={t('form.choosePoster')}
          hint={t('form.posterHint')}
          acceptedFileTypes={pictureTypes}
          maxFileSize={mediaMaxBytes}
          onSelect={([file]) => setPoster(file)}
          onReject={() => setMediaError(t('form.fileRefused'))}
          isDisabled={!video}
        />
      </div>
      {(video || poster) && (
        <FileNames
          files={[video, poster].filter((file): file is File => file !== undefined)}
          onRemove={(file) => (file === video ? (setVideo(undefined), setPoster(undefined)) : setPoster(undefined))}
        />
      )}
    </FormDialog>
  );
}

/** The files chosen to send with the exercise, each removable before it is saved. */
function FileNames({ files, onRemove }: { files: File[]; onRemove: (file: File) => void }) {
  const { t } = useTranslation('library');
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="xs" aria-label={t('form.chosenFiles')}>
      {files.map((file) => (
        <Box as="li" key={`${file.name}-${file.size}-${file.lastModified}`} display="flex" alignItems="center" gap="sm" flexWrap="wrap">
          <span className={mutedText}>{file.name}</span>
          <Button variant="text" onPress={() => onRemove(file)} aria-label={t('form.removeFile', { name: file.name })}>
            {t('form.remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
