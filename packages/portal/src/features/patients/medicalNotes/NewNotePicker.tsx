import type { NoteTemplate } from '@rehab/contract';
import { Box, Button, Card, Link, showToast } from '@rehab/ui';
import { errorText } from '@rehab/web/serverErrors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createNote } from '../api/useMedicalNotes';
import { mutedText } from '../patients.css';

type NewNotePickerProps = {
  patientId: string;
  /** Only the templates offered for this patient (docs/rules/journal.md). */
  templates: NoteTemplate[];
  onCreated: () => Promise<unknown>;
};

/** "Ny anteckning": a template (its headings become the sections) or a blank note, started as a draft. */
export function NewNotePicker({ patientId, templates, onCreated }: NewNotePickerProps) {
  const { t, i18n } = useTranslation('patients');
  const language = i18n.language.startsWith('en') ? 'en' : 'sv';
  const [pending, setPending] = useState<string | null>();

  const start = async (templateId: string | null) => {
    setPending(templateId);
    try {
      await createNote(patientId, { templateId, language });
      await onCreated();
    } catch (error) {
      showToast({ title: t('medicalNotes.createFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setPending(undefined);
    }
  };

  return (
    <Card title={t('medicalNotes.newNote')} actions={<Link href="/journal-templates">{t('medicalNotes.manageTemplates')}</Link>}>
      <Box display="flex" flexDirection="column" gap="md">
        <p className={mutedText}>{templates.length === 0 ? t('medicalNotes.templatesEmpty') : t('medicalNotes.newNoteDescription')}</p>
        <Box display="flex" flexWrap="wrap" gap="sm">
          {templates.map((template) => {
            const text = template.texts[language] ?? template.texts.sv ?? template.texts.en;
            if (!text) return null;
            return (
              <Button
                key={template.id}
                variant="outlined"
                aria-label={t('medicalNotes.fromTemplate', { title: text.title })}
                isLoading={pending === template.id}
                loadingLabel={t('medicalNotes.creating')}
                isDisabled={pending !== undefined && pending !== template.id}
                onPress={() => void start(template.id)}
              >
                {text.title}
              </Button>
            );
          })}
          <Button
            variant="text"
            isLoading={pending === null}
            loadingLabel={t('medicalNotes.creating')}
            isDisabled={pending !== undefined && pending !== null}
            onPress={() => void start(null)}
          >
            {t('medicalNotes.blank')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
