import { libraryKinds, type LibraryKind } from '@rehab/contract';
import { Box, Button, Card, ChevronDownIcon, ChevronUpIcon, IconButton, NumberField, PlusIcon, Select, SelectItem, Skeleton, TextField, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { translateValidationMessage } from '@rehab/web/validation';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { dosageText } from '../../../lib/dosage';
import { LibraryExercisePicker } from '../../../lib/LibraryExercisePicker';
import { LineExerciseDialog } from '../../../lib/LineExerciseDialog';
import { LoadError } from '../../../lib/LoadError';
import { useOrganizationInAddress } from '../../../lib/useOrganizationInAddress';
import { plainList } from '../../../lib/views.css';
import { createProgramTemplate, programTemplatesKey, updateProgramTemplate, useProgramTemplateList } from '../api/programTemplateCalls';
import { bodyOf, draftOf, emptyLine, moved, type DraftExercise, type DraftLine, type TemplateDraft } from '../components/templateDraft';
import { mutedText } from '../../../lib/TemplateList.css';
import { exerciseRow, fieldWidth, formActions, lineFields, templateForm } from '../programTemplates.css';

const weekdays = [1, 2, 3, 4, 5, 6, 7];

/** /program-templates/new and /program-templates/{templateId}: a template made or changed from the library's exercises. */
export function Component() {
  const { templateId = 'new' } = useParams();
  const { t } = useTranslation('programTemplates');
  const { organization } = useOrganizationInAddress();
  const templates = useProgramTemplateList(templateId === 'new' ? undefined : organization?.id);
  const isNew = templateId === 'new';

  if (!isNew && templates.error && !templates.data) return <LoadError headingLevel={2} title={t('loadError')} of={templates} />;
  if (!organization || (!isNew && !templates.data)) return <Skeleton variant="rectangle" height="20rem" />;
  const template = templates.data?.find((each) => each.id === templateId);
  if (!isNew && !template) return <LoadError headingLevel={2} title={t('notFound')} of={templates} />;
  return <TemplateForm key={templateId} organizationId={organization.id} templateId={isNew ? undefined : templateId} initial={draftOf(template)} />;
}

function TemplateForm({ organizationId, templateId, initial }: { organizationId: string; templateId: string | undefined; initial: TemplateDraft }) {
  const { t } = useTranslation(['programTemplates', 'program', 'library']);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const back = `/program-templates?organization=${organizationId}`;
  const errorOf = (path: string, field: string) => (errors[path] ? translateValidationMessage(t, errors[path], field) : undefined);
  const setLine = (index: number, line: DraftLine) => setDraft({ ...draft, lines: draft.lines.map((each, at) => (at === index ? line : each)) });

  const save = async () => {
    const checked = bodyOf(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      showToast({ tone: 'error', title: t('invalid') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await (templateId ? updateProgramTemplate(organizationId, templateId, checked.body) : createProgramTemplate(organizationId, checked.body));
      // The list may have been fetched a moment ago, within SWR's deduping window: fetch it anew, or it shows without the save.
      await mutate(programTemplatesKey(organizationId));
      showToast({ tone: 'success', title: t('saved', { name: draft.name }) });
      await navigate(back);
    } catch (failure) {
      showToast({ tone: 'error', title: t('saveFailed', { name: draft.name }), description: errorText(t, failure) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={templateForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // The dosage dialog's own form is drawn elsewhere but its submit bubbles through React's tree to here.
        if (event.target !== event.currentTarget) return;
        void save();
      }}
    >
      <Link href={back} className={mutedText}>
        {t('backToList')}
      </Link>
      <Box as="h2" fontSize="h3" fontWeight="bold">
        {templateId ? t('editTitle', { name: initial.name }) : t('newTitle')}
      </Box>
      <Card>
        <Box display="flex" flexDirection="column" gap="lg" className={fieldWidth}>
          <TextField label={t('name')} description={t('nameHint')} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} maxLength={200} isRequired errorMessage={errorOf('name', 'name')} />
          <NumberField label={t('weeks')} minValue={1} maxValue={52} value={draft.weeks} onChange={(weeks) => setDraft({ ...draft, weeks: Number.isNaN(weeks) ? 0 : weeks })} isRequired errorMessage={errorOf('weeks', 'weeks')} />
        </Box>
      </Card>
      {draft.lines.map((line, index) => (
        <TemplateLine
          key={line.key}
          organizationId={organizationId}
          number={index + 1}
          line={line}
          error={errorOf(`lines.${index}.exercises`, 'exercises')}
          onChange={(next) => setLine(index, next)}
          onRemove={draft.lines.length > 1 ? () => setDraft({ ...draft, lines: draft.lines.filter((_, at) => at !== index) }) : undefined}
        />
      ))}
      <div className={formActions}>
        <Button variant="outlined" icon={<PlusIcon />} isDisabled={draft.lines.length >= 21} onPress={() => setDraft({ ...draft, lines: [...draft.lines, emptyLine()] })}>
          {t('addLine')}
        </Button>
      </div>
      <div className={formActions}>
        <Button type="submit" isLoading={isSaving} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Button variant="text" onPress={() => void navigate(back)}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

type TemplateLineProps = { organizationId: string; number: number; line: DraftLine; error?: string; onChange: (line: DraftLine) => void; onRemove?: () => void };

function TemplateLine({ organizationId, number, line, error, onChange, onRemove }: TemplateLineProps) {
  const { t, i18n } = useTranslation(['programTemplates', 'program', 'library']);
  const [isPicking, setPicking] = useState(false);
  const [editing, setEditing] = useState<{ index: number; exercise: DraftExercise; isNew: boolean }>();
  const title = t('lineTitle', { number, day: t(`weekdays.${line.day}`, { ns: 'program' }), type: t(`exerciseTypes.${line.type}`, { ns: 'program' }) });
  const nameOf = (name: { sv: string; en: string }) => (i18n.language.startsWith('en') && name.en ? name.en : name.sv);

  return (
    <Card title={title} headingLevel={3} actions={onRemove && <Button variant="text" tone="destructive" aria-label={t('removeLineOf', { line: title })} onPress={onRemove}>{t('removeLine')}</Button>}>
      <Box display="flex" flexDirection="column" gap="lg">
        <div className={lineFields}>
          <Select label={t('day')} items={weekdays.map((day) => ({ id: day, name: t(`weekdays.${day}`, { ns: 'program' }) }))} selectedKey={line.day} onSelectionChange={(key) => onChange({ ...line, day: Number(key) })}>
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
          <Select
            label={t('kind')}
            items={libraryKinds.map((kind) => ({ id: kind, name: t(`exerciseTypes.${kind}`, { ns: 'program' }) }))}
            selectedKey={line.type}
            // Another kind's exercises do not belong on the line.
            onSelectionChange={(key) => key !== line.type && onChange({ ...line, type: key as LibraryKind, exercises: [] })}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
          <NumberField label={t('level')} minValue={1} maxValue={10} value={line.level} onChange={(level) => onChange({ ...line, level: Number.isNaN(level) ? 1 : level })} />
        </div>
        {line.exercises.length === 0 ? (
          <p className={mutedText}>{t('lineExercises.empty', { ns: 'program' })}</p>
        ) : (
          <ol className={plainList} aria-label={t('exercisesOf', { line: title })}>
            {line.exercises.map((exercise, index) => {
              const name = nameOf(exercise.name);
              return (
                <li key={exercise.exerciseId} className={exerciseRow}>
                  <Box display="flex" flexDirection="column" gap="xxs">
                    <Box fontWeight="medium">{name}</Box>
                    <span className={mutedText}>{dosageText(t, exercise.dosage) || t('lineExercises.noDosage', { ns: 'program' })}</span>
                    {exercise.comment && <span>{t('lineExercises.commentShown', { ns: 'program', comment: exercise.comment })}</span>}
                  </Box>
                  <Box display="flex" flexWrap="wrap" gap="xs" alignItems="center">
                    <IconButton variant="plain" aria-label={t('lineExercises.moveUp', { ns: 'program', name })} isDisabled={index === 0} onPress={() => onChange({ ...line, exercises: moved(line.exercises, index, 'up') })}>
                      <ChevronUpIcon />
                    </IconButton>
                    <IconButton
                      variant="plain"
                      aria-label={t('lineExercises.moveDown', { ns: 'program', name })}
                      isDisabled={index === line.exercises.length - 1}
                      onPress={() => onChange({ ...line, exercises: moved(line.exercises, index, 'down') })}
                    >
                      <ChevronDownIcon />
                    </IconButton>
                    <Button variant="text" aria-label={t('lineExercises.editOf', { ns: 'program', name })} onPress={() => setEditing({ index, exercise, isNew: false })}>
                      {t('lineExercises.edit', { ns: 'program' })}
                    </Button>
                    <Button variant="text" tone="destructive" aria-label={t('lineExercises.removeOf', { ns: 'program', name })} onPress={() => onChange({ ...line, exercises: line.exercises.filter((_, at) => at !== index) })}>
                      {t('lineExercises.remove', { ns: 'program' })}
                    </Button>
                  </Box>
                </li>
              );
            })}
          </ol>
        )}
        {error && (
          <Box role="alert" color="errorText">
            {error}
          </Box>
        )}
        <div>
          <Button variant="text" icon={<PlusIcon />} isDisabled={line.exercises.length >= 20} onPress={() => setPicking(true)} aria-label={t('lineExercises.addTo', { ns: 'program', line: title })}>
            {t('lineExercises.addExercise', { ns: 'program' })}
          </Button>
        </div>
      </Box>
      {isPicking && (
        <LibraryExercisePicker
          organizationId={organizationId}
          kind={line.type}
          held={new Set(line.exercises.map((each) => each.exerciseId))}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            setEditing({ index: line.exercises.length, exercise: { exerciseId: picked.id, name: picked.name, dosage: picked.dosage, comment: '' }, isNew: true });
          }}
        />
      )}
      {editing && (
        <LineExerciseDialog
          name={nameOf(editing.exercise.name)}
          isNew={editing.isNew}
          dosage={editing.exercise.dosage}
          comment={editing.exercise.comment}
          onClose={() => setEditing(undefined)}
          onSave={(values) => {
            const changed = { ...editing.exercise, ...values };
            onChange({ ...line, exercises: editing.isNew ? [...line.exercises, changed] : line.exercises.map((each, at) => (at === editing.index ? changed : each)) });
            setEditing(undefined);
            return Promise.resolve();
          }}
        />
      )}
    </Card>
  );
}
