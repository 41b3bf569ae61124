import { Box, Button } from '@rehab/ui';
import { getISOWeek } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '../../../lib/calendarDates';
import { dateLocale } from '../../../lib/language';
import type { useWeekParam } from './useWeekParam';

/** The shown week's number and dates, with steps to the previous, the current and the next week. */
export function WeekNavigation({ week }: { week: ReturnType<typeof useWeekParam> }) {
  const { t, i18n } = useTranslation('calendarEntries');
  const range = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatRange(fromIsoDate(week.monday), fromIsoDate(week.sunday));
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
      <Box as="h2" fontSize="h3" fontWeight="bold" aria-live="polite">
        {`${t('week.abbreviation')} ${getISOWeek(fromIsoDate(week.monday))} · ${range}`}
      </Box>
      <Box role="group" aria-label={t('week.navigation')} display="flex" gap="sm">
        <Button variant="text" onPress={week.previous}>
          {t('week.previous')}
        </Button>
        <Button variant="text" isDisabled={week.isThisWeek} onPress={week.thisWeek}>
          {t('week.this')}
        </Button>
        <Button variant="text" onPress={week.next}>
          {t('week.next')}
        </Button>
      </Box>
    </Box>
  );
}
