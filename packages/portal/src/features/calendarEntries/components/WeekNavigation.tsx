import { WeekNavigation as WeekSteps } from '@rehab/ui';
import { getISOWeek } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
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
    <WeekSteps
      heading={`${t('week.abbreviation')} ${getISOWeek(fromIsoDate(week.monday))} · ${range}`}
      labels={{ navigation: t('week.navigation'), previous: t('week.previous'), thisWeek: t('week.this'), next: t('week.next') }}
      isThisWeek={week.isThisWeek}
      onPrevious={week.previous}
      onThisWeek={week.thisWeek}
      onNext={week.next}
    />
  );
}
