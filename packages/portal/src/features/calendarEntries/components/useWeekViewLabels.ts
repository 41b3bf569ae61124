import { entryTypes, taskStatuses } from '@rehab/contract';
import type { CalendarWeekViewLabels } from '@rehab/ui';
import { useTranslation } from 'react-i18next';

/** The week calendar's texts, in the reader's language. */
export function useWeekViewLabels(): CalendarWeekViewLabels {
  const { t } = useTranslation('calendarEntries');
  return {
    week: t('week.abbreviation'),
    navigation: t('week.navigation'),
    previousWeek: t('week.previous'),
    thisWeek: t('week.this'),
    nextWeek: t('week.next'),
    today: t('week.today'),
    emptyDay: t('week.emptyDay'),
    loading: t('week.loading'),
    types: Object.fromEntries(entryTypes.map((type) => [type, t(`types.${type}`)])) as CalendarWeekViewLabels['types'],
    statuses: Object.fromEntries(
      taskStatuses.map((status) => [status, t(`statuses.${status}`)]),
    ) as CalendarWeekViewLabels['statuses'],
  };
}
