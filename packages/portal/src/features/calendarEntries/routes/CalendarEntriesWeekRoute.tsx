import { CalendarWeekView } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useCalendarEntries } from '../api/useCalendarEntries';
import { calendarEntryWeekEntry } from '../components/calendarEntryWeekEntry';
import { CalendarScreen } from '../components/CalendarScreen';
import { useAppointmentDialog } from '../components/useAppointmentDialog';
import { useWeekParam } from '../components/useWeekParam';
import { useWeekViewLabels } from '../components/useWeekViewLabels';

/** /calendar-entries/week: the specialist's calendar entries as a week, Monday to Sunday. */
export function Component() {
  const { t, i18n } = useTranslation('calendarEntries');
  const week = useWeekParam();
  const labels = useWeekViewLabels();
  const entries = useCalendarEntries(week.monday, week.sunday);
  const { data } = entries;
  const booking = useAppointmentDialog(() => entries.mutate());
  return (
    <CalendarScreen onBook={() => booking.open()}>
      <CalendarWeekView
        week={fromIsoDate(week.monday)}
        today={week.today}
        locale={dateLocale(i18n.language)}
        labels={labels}
        isLoading={!data}
        entries={(data ?? []).map((entry) => calendarEntryWeekEntry(entry, t('ownEntry')))}
        onPreviousWeek={week.previous}
        onThisWeek={week.thisWeek}
        onNextWeek={week.next}
        onEntryPress={(pressed) => {
          const entry = data?.find((each) => each.id === pressed.id);
          if (entry) booking.open(entry);
        }}
      />
      {booking.dialog}
    </CalendarScreen>
  );
}
