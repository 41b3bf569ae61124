import type { MedicalNote } from '@rehab/contract';
import { Box, Card, EmptyState } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { dateLocale } from '@rehab/web/language';
import { plainList } from '../../../lib/views.css';
import { mutedText, preserveLines } from '../patients.css';
import * as styles from './medicalNotes.css';

/** The patient's medical notes in their template order. */
export function MedicalNoteList({ notes }: { notes: MedicalNote[] }) {
  const { t, i18n } = useTranslation('patients');
  const format = new Intl.DateTimeFormat(dateLocale(i18n.language), { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });
  return (
    <Card title={t('medicalNotes.title')}>
      {notes.length === 0 ? (
        <EmptyState title={t('medicalNotes.empty')} description={t('medicalNotes.emptyDescription')} />
      ) : (
        <ul className={plainList}>
          {notes.map((note) => (
            <Box as="li" key={note.id} display="flex" flexDirection="column" gap="xs" className={styles.note}>
              <Box as="h3" fontSize="h5" fontWeight="medium">
                {note.title}
              </Box>
              <p className={mutedText} data-date>
                {note.author
                  ? t('medicalNotes.by', { name: `${note.author.firstName} ${note.author.lastName}`, date: format.format(new Date(note.createdAt)) })
                  : format.format(new Date(note.createdAt))}
              </p>
              <p className={preserveLines}>{note.note}</p>
            </Box>
          ))}
        </ul>
      )}
    </Card>
  );
}
