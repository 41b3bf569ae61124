import { Box, ChevronRightIcon, Skeleton } from '@rehab/ui';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDateInSweden } from '@rehab/contract/dates';
import { useForms } from '../api/questionnaireCalls';
import { FormsLoadError } from '../components/FormsLoadError';
import * as styles from '../questionnaires.css';
import { ListScreen } from '../../../lib/ListScreen';

/** /questionnaires: the forms the patient can answer, and when they last did. */
export function Component() {
  const { t } = useTranslation('patientQuestionnaires');
  const forms = useForms();

  return (
    <ListScreen heading={t('heading')} intro={t('intro')}>
      {forms.error && !forms.data ? (
        <FormsLoadError forms={forms} />
      ) : forms.data ? (
        <ul className={styles.list}>
          {forms.data.forms.map((form) => (
            <li key={form.kind}>
              <Link href={`/questionnaires/${form.kind}`} className={styles.formLink}>
                <span className={styles.linkRow}>
                  <Box as="h2" className={styles.title}>
                    {t(`kinds.${form.kind}.title`)}
                  </Box>
                  <ChevronRightIcon />
                </span>
                <span>{t(`kinds.${form.kind}.description`)}</span>
                <span className={styles.meta}>
                  {form.answeredAt ? t('lastAnswered', { date: formatDateInSweden(form.answeredAt) }) : t('neverAnswered')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Box display="flex" flexDirection="column" gap="lg" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rectangle" height="7rem" />
          <Skeleton variant="rectangle" height="7rem" />
          <Skeleton variant="rectangle" height="7rem" />
        </Box>
      )}
    </ListScreen>
  );
}
