import { Box, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMedicalNotes, useMedicalNoteTemplates } from '../api/useMedicalNotes';
import { MedicalNoteList } from './MedicalNoteList';
import { DraftEditor } from './DraftEditor';
import { NewNotePicker } from './NewNotePicker';
import { LoadError } from '../../../lib/LoadError';

/** /patients/view/{userId}/medical-notes: the reader's drafts, a new note from a template or blank, and the signed notes. */
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
  // The reader's own drafts first (only theirs come), then where a new note starts, then the signed record.
  const drafts = notes.data.filter((note) => note.status === 'draft');
  const record = notes.data.filter((note) => note.status !== 'draft');
  return (
    <Box display="flex" flexDirection="column" gap="xl">
      {drafts.map((draft) => (
        <DraftEditor key={draft.id} patientId={userId} note={draft} onDone={reload} />
      ))}
      <NewNotePicker patientId={userId} templates={templates.data} onCreated={reload} />
      <MedicalNoteList patientId={userId} notes={record} onChanged={reload} />
    </Box>
  );
}
