import type { JournalNote } from '@rehab/contract';
import { Card, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { plainList } from '../../../lib/views.css';
import { exportRecord, printMedicalNotes } from '../api/useMedicalNotes';
import { NoteCard } from './NoteCard';
import { PrintButton } from '@rehab/web/PrintButton';

/** The patient's signed (and struck) notes, newest first. */
export function MedicalNoteList({ patientId, notes, onChanged }: { patientId: string; notes: JournalNote[]; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('patients');
  return (
    <Card
      title={t('medicalNotes.title')}
      actions={
        <>
          {notes.length > 0 && (
            <PrintButton print={(language) => printMedicalNotes(patientId, undefined, language)} label={t('medicalNotes.printAllLabel')}>
              {t('medicalNotes.printAll')}
            </PrintButton>
          )}
          <PrintButton
            print={(language) => exportRecord(patientId, language)}
            label={t('medicalNotes.exportLabel')}
            busyText={t('medicalNotes.exporting')}
            errorTitle={t('medicalNotes.exportError')}
          >
            {t('medicalNotes.export')}
          </PrintButton>
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
