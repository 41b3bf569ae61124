import { Box, Card, EmptyState, Link, NoteText, Skeleton } from '@rehab/ui';
import { PrintButton } from '@rehab/web/PrintButton';
import { useTranslation } from 'react-i18next';
import { downloadOwnJournal, downloadOwnRecord, useOwnJournal, useOwnRecord } from '../api/journalCalls';
import { OwnRecord } from '../components/OwnRecord';
import { formatDateTimeInSweden } from '@rehab/contract/dates';
import { shownSections } from '../journalTexts';
import { ListScreen } from '../../../lib/ListScreen';

/** /journal, "Min journal": the signed notes of the patient's journal, newest first, then the program, answers and feedback. */
export function Component() {
  const { t } = useTranslation('patientJournal');
  const journal = useOwnJournal();
  const record = useOwnRecord();

  return (
    <ListScreen
      heading={t('heading')}
      intro={t('intro')}
      headExtra={
        <>
          <Link href="/journal/readers">{t('readersLink')}</Link>
          {journal.data && (
            <Box marginTop="sm" display="flex" flexWrap="wrap" gap="sm">
              {journal.data.shared && journal.data.notes.length > 0 && (
                <PrintButton print={downloadOwnJournal} label={t('download')}>
                  {t('download')}
                </PrintButton>
              )}
              <PrintButton print={downloadOwnRecord} label={t('downloadRecord')} busyText={t('downloadingRecord')} errorTitle={t('downloadRecordError')}>
                {t('downloadRecord')}
              </PrintButton>
              <Box as="p" color="mediumGrey" fontSize="small">
                {t('recordHint')}
              </Box>
            </Box>
          )}
        </>
      }
    >
      {journal.error && !journal.data ? (
        <EmptyState title={t('loadError')} description={t('loadErrorDescription')} />
      ) : !journal.data ? (
        <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="12rem" />
        </Box>
      ) : !journal.data.shared ? (
        <EmptyState title={t('notShared')} description={t('notSharedDescription')} />
      ) : journal.data.notes.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyDescription')} />
      ) : (
        journal.data.notes.map((note) => (
          <Card key={note.id} title={note.title}>
            <Box display="flex" flexDirection="column" gap="md">
              <Box as="p" color="mediumGrey" fontSize="small">
                {note.signedBy
                  ? t('signedBy', { name: `${note.signedBy.firstName} ${note.signedBy.lastName}`, date: formatDateTimeInSweden(note.signedAt) })
                  : formatDateTimeInSweden(note.signedAt)}
                {note.amendedAt && ` · ${t('amendedAt', { date: formatDateTimeInSweden(note.amendedAt) })}`}
              </Box>
              {note.status === 'struck' && (
                <Box as="p" fontSize="small">
                  {t('struck', { reason: note.strikeReason ?? '' })}
                </Box>
              )}
              <NoteText sections={shownSections(note.sections)} isStruck={note.status === 'struck'} emptyLabel={t('emptySection')} />
            </Box>
          </Card>
        ))
      )}
      {record.data && <OwnRecord record={record.data} />}
    </ListScreen>
  );
}
