import { WeekNavigation as WeekSteps } from '@rehab/ui';
import { getISOWeek } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';

type WeekNavigationProps = {
  weekStart: string;
  weekEnd: string;
  weekOffset: number;
  onWeekOffsetChange: (weekOffset: number) => void;
};

/** The shown week (Monday to Sunday) with steps to the previous, the current and the next week. */
export function WeekNavigation({ weekStart, weekEnd, weekOffset, onWeekOffsetChange }: WeekNavigationProps) {
  const { t } = useTranslation('program');
  const locale = dateLocale();
  const monday = fromIsoDate(weekStart);
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    monday,
    fromIsoDate(weekEnd),
  );
  return (
    <WeekSteps
      heading={t('week.heading', { number: getISOWeek(monday), range })}
      labels={{ navigation: t('week.navigation'), previous: t('week.previous'), thisWeek: t('week.this'), next: t('week.next') }}
      isThisWeek={weekOffset === 0}
      onPrevious={() => onWeekOffsetChange(weekOffset - 1)}
      onThisWeek={() => onWeekOffsetChange(0)}
      onNext={() => onWeekOffsetChange(weekOffset + 1)}
    />
  );
}
