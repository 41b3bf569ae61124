import { journalBounds, type NoteTemplate } from '@rehab/contract';
import { Box, Button, Checkbox, PlusIcon, Radio, RadioGroup, showToast, TextArea, TextField } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createNoteTemplate, updateNoteTemplate } from '../api/noteTemplateCalls';
import { sectionRow } from '../journalTemplates.css';
import { formValuesOf, newSection, templateBodyOf, templateLanguages, type TemplateFormValues, type TemplateLanguage } from './templateForm';
import { FormDialog } from '../../../lib/FormDialog';

type TemplateFormDialogProps = {
  organizationId: string;
  /** The template to edit; a new one without it. */
  template?: NoteTemplate;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** The headings of the template in one language, each with its hint: added, changed and removed in place. */
function SectionFields({ control, language, errorOf }: { control: Control<TemplateFormValues>; language: TemplateLanguage; errorOf: (field: string) => string | undefined }) {
  const { t } = useTranslation('journalTemplates');
  const { fields, append, remove } = useFieldArray({ control, name: `texts.${language}.sections` });
  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="md" className={sectionRow.fieldset}>
      <legend className={sectionRow.legend}>{t('form.sections')}</legend>
      <Box as="ol" display="flex" flexDirection="column" gap="lg" className={sectionRow.list}>
        {fields.map((field, index) => (
          <li key={field.id} className={sectionRow.item}>
            <Controller
              control={control}
              name={`texts.${language}.sections.${index}.heading`}
              render={({ field: input }) => (
                <TextField
                  {...input}
                  label={t('form.heading', { number: index + 1 })}
                  maxLength={journalBounds.heading}
                  errorMessage={errorOf(`texts.${language}.sections.${index}.heading`)}
                />
              )}
            />
            <Controller
              control={control}
              name={`texts.${language}.sections.${index}.hint`}
              render={({ field: input }) => <TextArea {...input} label={t('form.hint', { number: index + 1 })} description={t('form.hintDescription')} rows={2} maxLength={journalBounds.hint} />}
            />
            {fields.length > 1 && (
              <Box>
                <Button variant="text" tone="destructive" onPress={() => remove(index)}>
                  {t('form.removeSection', { number: index + 1 })}
                </Button>
              </Box>
            )}
          </li>
        ))}
      </Box>
      {fields.length < journalBounds.sections && (
        <Box>
          <Button variant="outlined" icon={<PlusIcon />} onPress={() => append(newSection())}>
            {t('form.addSection')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Adds or changes one of the organization's templates: its name and headings in Swedish, English or both, and whether it repeats. */
export function TemplateFormDialog({ organizationId, template, onClose, onSaved }: TemplateFormDialogProps) {
  const { t, i18n } = useTranslation('journalTemplates');
  const [language, setLanguage] = useState<TemplateLanguage>(() => (i18n.language === 'en' && (template?.texts.en || !template) ? 'en' : template?.texts.sv || !template ? 'sv' : 'en'));
  const { control, handleSubmit, formState } = useForm<TemplateFormValues>({ defaultValues: formValuesOf(template) });
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [formError, setFormError] = useState<string>();
  const errorOf = (field: string) => errors.get(field);

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const checked = templateBodyOf(values, template?.retired ?? false, language);
    if ('errors' in checked) {
      setErrors(new Map(checked.errors.map((error) => [error.field, t(`form.errors.${error.field.endsWith('title') ? 'title' : 'heading'}`)])));
      // The first wrong field may be in the other language: show that one.
      const first = checked.errors[0]?.field.split('.')[1] as TemplateLanguage | undefined;
      if (first && first !== language) setLanguage(first);
      return;
    }
    setErrors(new Map());
    try {
      await (template ? updateNoteTemplate(organizationId, template.id, checked.body) : createNoteTemplate(organizationId, checked.body));
    } catch (failure) {
      setFormError(errorText(t, failure));
      return;
    }
    showToast({ tone: 'success', title: template ? t('form.saved') : t('form.created') });
    await onSaved();
  });

  return (
    <FormDialog
      title={template ? t('form.editTitle') : t('form.createTitle')}
      formId="journal-template"
      cancelLabel={t('form.cancel')}
      confirmLabel={template ? t('form.save') : t('form.create')}
      pendingLabel={t('form.saving')}
      isSubmitting={formState.isSubmitting}
      formError={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      <RadioGroup label={t('form.language')} description={t('form.languageDescription')} value={language} onChange={(value) => setLanguage(value as TemplateLanguage)}>
        {templateLanguages.map((each) => (
          <Radio key={each} value={each}>
            <span lang={each}>{t(`form.languages.${each}`)}</span>
          </Radio>
        ))}
      </RadioGroup>
      {templateLanguages
        .filter((each) => each === language)
        .map((each) => (
          <Box key={each} display="flex" flexDirection="column" gap="lg">
            <Controller
              control={control}
              name={`texts.${each}.title`}
              render={({ field }) => <TextField {...field} label={t('form.title')} maxLength={journalBounds.title} errorMessage={errorOf(`texts.${each}.title`)} />}
            />
            <SectionFields control={control} language={each} errorOf={errorOf} />
          </Box>
        ))}
      <Controller
        control={control}
        name="repeatable"
        render={({ field }) => (
          <Box display="flex" flexDirection="column" gap="xs">
            <Checkbox isSelected={field.value} onChange={field.onChange} aria-describedby="template-repeatable-description">
              {t('form.repeatable')}
            </Checkbox>
            <Box as="p" id="template-repeatable-description" color="mediumGrey" fontSize="small">
              {t('form.repeatableDescription')}
            </Box>
          </Box>
        )}
      />
    </FormDialog>
  );
}
