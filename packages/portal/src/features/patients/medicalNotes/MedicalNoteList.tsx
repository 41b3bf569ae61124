import type { JournalNote } from '@rehab/contract';
import { Card, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { plainList } from '../../../lib/views.css';
import { NoteCard } from './NoteCard';
import { DownloadButton } from './DownloadButton';

/** The patient's signed (and struck) notes, newest first. */
export function MedicalNoteList({ patientId, notes, onChanged }: { patientId: string; notes: JournalNote[]; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('patients');
  return (
    <Card
      title={t('medicalNotes.title')}
      actions={
        <>
          {notes.length > 0 && (
            <DownloadButton format="pdf" patientId={patientId} label={t('medicalNotes.printAllLabel')}>
              {t('medicalNotes.printAll')}
            </DownloadButton>
          )}
          <DownloadButton format="fhir" patientId={patientId} label={t('medicalNotes.exportLabel')}>
            {t('medicalNotes.export')}
          </DownloadButton>
        </>
      }
    >
      {notes.length === 0 ? (
        <EmptyState title={t('medicalNotes.empty')} description={t('medicalNotes.emptyDescription')} />
      ) : (
        <ul className={plainList}>
          {notes.map((note) => (
            <NoteCard key={note.id} patientId={patientId} note={note} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </Card>
  );
}
