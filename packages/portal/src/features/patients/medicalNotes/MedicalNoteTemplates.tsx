import type { MedicalNoteTemplate } from '@rehab/contract';
import { Box, Button, Card, showToast } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMedicalNote } from '../api/useMedicalNotes';
import { plainList } from '../../../lib/views.css';
import { mutedText } from '../patients.css';
import * as styles from './medicalNotes.css';
import { errorText } from '@rehab/web/serverErrors';

type MedicalNoteTemplatesProps = {
  patientId: string;
  /** Only the templates not yet used for this patient (docs/rules/records.md). */
  templates: MedicalNoteTemplate[];
  /** Reloads notes and templates, so the used template leaves this list. */
  onAdded: () => Promise<unknown>;
};

/** "Add from template": each unused template, with a button that adds it as a note. */
export function MedicalNoteTemplates({ patientId, templates, onAdded }: MedicalNoteTemplatesProps) {
  const { t } = useTranslation('patients');
  const [pendingId, setPendingId] = useState<string>();

  const add = async (template: MedicalNoteTemplate) => {
    setPendingId(template.id);
    try {
      await addMedicalNote(patientId, template);
      showToast({ title: t('medicalNotes.added', { title: template.title }), tone: 'success' });
      await onAdded();
    } catch (error) {
      showToast({ title: t('medicalNotes.addFailed'), description: errorText(t, error), tone: 'error' });
    } finally {
      setPendingId(undefined);
    }
  };

  return (
    <Card title={t('medicalNotes.templates')}>
      {templates.length === 0 ? (
        <p className={mutedText}>{t('medicalNotes.templatesEmpty')}</p>
      ) : (
        <ul className={plainList}>
          {templates.map((template) => (
            <Box as="li" key={template.id} display="flex" alignItems="flex-start" justifyContent="space-between" gap="lg" className={styles.note}>
              <Box display="flex" flexDirection="column" gap="xs">
                <Box as="h3" fontSize="h5" fontWeight="medium">
                  {template.title}
                </Box>
                <p className={mutedText}>{template.body}</p>
              </Box>
              <Button
                variant="outlined"
                aria-label={t('medicalNotes.addLabel', { title: template.title })}
                isLoading={pendingId === template.id}
                loadingLabel={t('medicalNotes.adding')}
                isDisabled={pendingId !== undefined && pendingId !== template.id}
                onPress={() => void add(template)}
              >
                {t('medicalNotes.add')}
              </Button>
            </Box>
          ))}
        </ul>
      )}
    </Card>
  );
}
