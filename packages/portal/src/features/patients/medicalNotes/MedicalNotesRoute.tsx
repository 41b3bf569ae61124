import { Box, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMedicalNotes, useMedicalNoteTemplates } from '../api/useMedicalNotes';
import { MedicalNoteList } from './MedicalNoteList';
import { MedicalNoteTemplates } from './MedicalNoteTemplates';
import { LoadError } from '../../../lib/LoadError';

/** /patients/view/{userId}/medical-notes: the patient's notes, and the templates a note can be added from. */
export function Component() {
  const { t } = useTranslation('patients');
  const { userId = '' } = useParams();
  const notes = useMedicalNotes(userId);
  const templates = useMedicalNoteTemplates(userId);
  const reload = () => Promise.all([notes.mutate(), templates.mutate()]);

  const failure = notes.error ?? templates.error;
  if (failure && !(notes.data && templates.data)) {
    return <LoadError headingLevel={2} title={t('medicalNotes.loadError')} of={[notes, templates]} />;
  }
  if (!notes.data || !templates.data) {
    return (
      <Box as="section" display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('medicalNotes.title')}>
        <Skeleton variant="rectangle" height="16rem" />
        <Skeleton variant="rectangle" height="8rem" />
      </Box>
    );
  }
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      <MedicalNoteList notes={notes.data} />
      <MedicalNoteTemplates patientId={userId} templates={templates.data} onAdded={reload} />
    </Box>
  );
}
