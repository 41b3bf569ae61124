import { Box, EmptyState, Link, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useJournalReaders } from '../api/journalCalls';
import { formatDateTimeInSweden } from '@rehab/contract/dates';
import { whatKey } from '../journalTexts';
import * as styles from '../journal.css';
import { ListScreen } from '../../../lib/ListScreen';

/** /journal/readers, "Vem har läst min journal": the patient's extract of the access log. */
export function Component() {
  const { t } = useTranslation('patientJournal');
  const readers = useJournalReaders();

  return (
    <ListScreen heading={t('readersHeading')} intro={t('readersIntro')} headExtra={<Link href="/journal">{t('backToJournal')}</Link>}>
      {readers.error && !readers.data ? (
        <EmptyState title={t('loadError')} description={t('loadErrorDescription')} />
      ) : !readers.data ? (
        <Box aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="12rem" />
        </Box>
      ) : readers.data.length === 0 ? (
        <EmptyState title={t('readersEmpty')} description={t('readersEmptyDescription')} />
      ) : (
        <ul className={styles.readers}>
          {readers.data.map((reader, index) => (
            <li key={`${reader.at}-${index}`} className={styles.reader}>
              <Box as="p" fontWeight="medium">
                {reader.staff ? `${reader.staff.firstName} ${reader.staff.lastName}, ${t(`roles.${reader.role}`)}` : t(`roles.${reader.role}`)}
                {reader.organization && `, ${reader.organization}`}
              </Box>
              <Box as="p" color="mediumGrey" fontSize="small">
                {formatDateTimeInSweden(reader.at)} · {t(`what.${whatKey(reader.action)}`)}
              </Box>
            </li>
          ))}
        </ul>
      )}
    </ListScreen>
  );
}
