import { Box } from '@rehab/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInSweden } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { endedNotice } from '../program.css';

/** Says that the program ended with the treatment: nothing is planned, changed or marked after it. */
export function ProgramEnded({ treatmentEnd }: { treatmentEnd: string | null }) {
  const { t } = useTranslation('program');
  const locale = dateLocale();
  const titleId = useId();
  const date = treatmentEnd
    ? formatInSweden(treatmentEnd, locale, { dateStyle: 'long' })
    : null;
  return (
    <Box role="note" aria-labelledby={titleId} className={endedNotice}>
      <Box as="h2" id={titleId} fontSize="h5" fontWeight="bold">
        {t('ended.title')}
      </Box>
      <Box as="p">{date ? t('ended.descriptionOn', { date }) : t('ended.description')}</Box>
    </Box>
  );
}
