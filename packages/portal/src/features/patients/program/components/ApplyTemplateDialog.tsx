import { zodResolver } from '@hookform/resolvers/zod';
import { applyTemplateBody } from '@rehab/contract';
import { toIsoDate } from '@rehab/contract/dates';
import { Link, Select, SelectItem, showToast } from '@rehab/ui';
import { useServerSubmit } from '@rehab/web/serverErrors';
import { translateValidationMessage } from '@rehab/web/validation';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { applyTemplate, useProgramTemplates } from '../api/lineExercises';
import { dateLocale } from '@rehab/web/language';
import { mutedText } from '../program.css';
import { DateField } from '../../../../lib/DateField';
import { FormDialog } from '../../../../lib/FormDialog';

/** The template and the day it starts on (the contract's body of the call, with the template the path names). */
const applyTemplateForm = z.extend(applyTemplateBody, { templateId: z.string().check(z.minLength(1, 'templateId is required')) });
type ApplyTemplateForm = z.infer<typeof applyTemplateForm>;
const fields = ['templateId', 'start'] as const;

type ApplyTemplateDialogProps = {
  patientId: string;
  organizationId: string;
  onClose: () => void;
  onApplied: () => Promise<unknown>;
};

/** "Använd mall": one of the organization's templates becomes the patient's program lines from a day on. */
export function ApplyTemplateDialog({ patientId, organizationId, onClose, onApplied }: ApplyTemplateDialogProps) {
  const { t } = useTranslation('program');
  const locale = dateLocale();
  const templates = useProgramTemplates(organizationId);
  const { control, handleSubmit, setError, formState } = useForm<ApplyTemplateForm>({
    resolver: zodResolver(applyTemplateForm),
    defaultValues: { templateId: '', start: toIsoDate(new Date()) },
  });
  const errorOf = (field: (typeof fields)[number]) => {
    const message = formState.errors[field]?.message;
    return message ? translateValidationMessage(t, message, field) : undefined;
  };
  const templateId = useWatch({ control, name: 'templateId' });
  const chosen = templates.data?.find((template) => template.id === templateId);

  const { submit, formError } = useServerSubmit({ handleSubmit, setError }, fields, async ({ templateId, start }) => {
    await applyTemplate(patientId, templateId, start);
    showToast({ title: t('templates.applied'), tone: 'success' });
    await onApplied();
  });

  return (
    <FormDialog
      title={t('templates.title')}
      formId="apply-template"
      cancelLabel={t('templates.cancel')}
      confirmLabel={t('templates.apply')}
      pendingLabel={t('templates.applying')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className={mutedText}>{t('templates.description')}</p>
      <Controller
        control={control}
        name="templateId"
        render={({ field }) => (
          <Select
            ref={field.ref}
            label={t('templates.template')}
            placeholder={templates.data ? t('templates.choose') : t('templates.loading')}
            items={templates.data ?? []}
            selectedKey={field.value || null}
            onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
            onBlur={field.onBlur}
            isRequired
            isDisabled={!templates.data || templates.data.length === 0}
            description={templates.data?.length === 0 ? t('templates.none') : undefined}
            errorMessage={errorOf('templateId')}
          >
            {(template) => <SelectItem id={template.id}>{t('templates.option', { name: template.name, count: template.weeks })}</SelectItem>}
          </Select>
        )}
      />
      {chosen && (
        <p className={mutedText}>
          {t('templates.lines', { count: chosen.lines.length, exercises: chosen.lines.reduce((sum, line) => sum + line.exercises.length, 0) })}
        </p>
      )}
      <Link href={`/program-templates?organization=${organizationId}`}>{t('templates.manage')}</Link>
      <DateField control={control} name="start" label={t('templates.start')} locale={locale} errorMessage={errorOf('start')} />
    </FormDialog>
  );
}
