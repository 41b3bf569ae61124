import { CalendarWeekView } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { fromIsoDate } from '../../../lib/calendarDates';
import { dateLocale } from '../../../lib/language';
import { calendarEntryWeekEntry } from '../../calendarEntries/components/calendarEntryWeekEntry';
import { useWeekParam } from '../../calendarEntries/components/useWeekParam';
import { useWeekViewLabels } from '../../calendarEntries/components/useWeekViewLabels';
import { useCalendarEntries } from '../../calendarEntries/api/useCalendarEntries';
import { useTodoWeek } from '../../todo/api/useTodo';
import { taskEntry } from '../../todo/todoTypes';

/**
 * The to-do calendar of the home page: the specialist's own calendar and the tasks their patients skipped.
 * Every task of every patient would be hundreds a day; the to-do lists them all with their status.
 */
export function HomeCalendar() {
  const { t, i18n } = useTranslation(['todo', 'calendarEntries']);
  const navigate = useNavigate();
  const week = useWeekParam();
  const labels = useWeekViewLabels();
  const todo = useTodoWeek(week.monday, 'skipped');
  const calendar = useCalendarEntries(week.monday, week.sunday);

  const tasks = todo.data ?? [];
  const entries = calendar.data ?? [];
  const patientOf = new Map<string, string>([
    ...tasks.map((item) => [item.id, item.patient.id] as const),
    ...entries.flatMap((entry) => (entry.patient ? [[entry.id, entry.patient.id] as const] : [])),
  ]);

  return (
    <CalendarWeekView
      week={fromIsoDate(week.monday)}
      today={week.today}
      locale={dateLocale(i18n.language)}
      labels={labels}
      isLoading={!todo.data || !calendar.data}
      entries={[
        ...tasks.map((item) => taskEntry(item, item.exercise?.name ?? t(`types.${item.type}`, { ns: 'todo' }))),
        ...entries.map((entry) => calendarEntryWeekEntry(entry, t('ownEntry', { ns: 'calendarEntries' }))),
      ]}
      onPreviousWeek={week.previous}
      onThisWeek={week.thisWeek}
      onNextWeek={week.next}
      onEntryPress={(entry) => {
        const patientId = patientOf.get(entry.id);
        if (patientId) navigate(`/patients/view/${patientId}/program`);
      }}
    />
  );
}
