import { Box, Button } from '@rehab/ui';
import { getISOWeek } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromIsoDate, useDateLocale } from '../dates';
import { weekHeading } from '../program.css';

type WeekNavigationProps = {
  weekStart: string;
  weekEnd: string;
  weekOffset: number;
  onWeekOffsetChange: (weekOffset: number) => void;
};

/** The shown week (Monday to Sunday) with steps to the previous, the current and the next week. */
export function WeekNavigation({ weekStart, weekEnd, weekOffset, onWeekOffsetChange }: WeekNavigationProps) {
  const { t } = useTranslation('program');
  const locale = useDateLocale();
  const monday = fromIsoDate(weekStart);
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    monday,
    fromIsoDate(weekEnd),
  );
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
      <Box as="h2" fontSize="h3" fontWeight="bold" aria-live="polite" className={weekHeading}>
        {t('week.heading', { number: getISOWeek(monday), range })}
      </Box>
      <Box role="group" aria-label={t('week.navigation')} display="flex" gap="sm">
        <Button variant="text" onPress={() => onWeekOffsetChange(weekOffset - 1)}>
          {t('week.previous')}
        </Button>
        <Button variant="text" isDisabled={weekOffset === 0} onPress={() => onWeekOffsetChange(0)}>
          {t('week.this')}
        </Button>
        <Button variant="text" onPress={() => onWeekOffsetChange(weekOffset + 1)}>
          {t('week.next')}
        </Button>
      </Box>
    </Box>
  );
}
