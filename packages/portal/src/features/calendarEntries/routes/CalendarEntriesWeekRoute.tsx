import { CalendarWeekView } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useCalendarEntries } from '../api/useCalendarEntries';
import { calendarEntryWeekEntry } from '../components/calendarEntryWeekEntry';
import { CalendarScreen } from '../components/CalendarScreen';
import { useWeekParam } from '../components/useWeekParam';
import { useWeekViewLabels } from '../components/useWeekViewLabels';

/** /calendar-entries/week: the specialist's calendar entries as a week, Monday to Sunday. */
export function Component() {
  const { t, i18n } = useTranslation('calendarEntries');
  const navigate = useNavigate();
  const week = useWeekParam();
  const labels = useWeekViewLabels();
  const { data } = useCalendarEntries(week.monday, week.sunday);
  return (
    <CalendarScreen>
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
          const patient = data?.find((entry) => entry.id === pressed.id)?.patient;
          if (patient) navigate(`/patients/view/${patient.id}/program`);
        }}
      />
    </CalendarScreen>
  );
}
