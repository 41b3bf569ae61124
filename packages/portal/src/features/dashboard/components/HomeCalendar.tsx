import { CalendarWeekView } from '@rehab/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addDays, fromIsoDate, mondayOf, toIsoDate } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useViewport } from '../../../lib/useViewport';
import { calendarEntryWeekEntry } from '../../calendarEntries/components/calendarEntryWeekEntry';
import { useWeekParam } from '../../calendarEntries/components/useWeekParam';
import { useWeekViewLabels } from '../../calendarEntries/components/useWeekViewLabels';
import { useCalendarEntries } from '../../calendarEntries/api/useCalendarEntries';
import { useTodoWeek } from '../../todo/api/useTodo';
import { skippedCards } from './skippedCards';

/** Cards a day shows before "Visa alla": the week stays about a screen high whatever the clinic's size. */
const cardsPerDay = 4;

/**
 * The to-do calendar of the home page: the specialist's own calendar and, per patient and day, the tasks
 * they skipped. On a phone it is one day at a time, today first, stepping a day back or forth.
 */
export function HomeCalendar() {
  const { t, i18n } = useTranslation(['dashboard', 'calendarEntries']);
  const navigate = useNavigate();
  const week = useWeekParam();
  const labels = useWeekViewLabels();
  const isPhone = useViewport() === 'phone';
  const [chosenDay, setChosenDay] = useState<string>();
  const todo = useTodoWeek(week.monday, 'skipped');
  const calendar = useCalendarEntries(week.monday, week.sunday);

  const today = toIsoDate(week.today);
  // The day chosen on a phone while its week is shown; else today in this week, or the week's Monday.
  const day = chosenDay && mondayOf(chosenDay) === week.monday ? chosenDay : week.isThisWeek ? today : week.monday;
  const step = (days: -1 | 1) => {
    const next = addDays(day, days);
    setChosenDay(next);
    if (mondayOf(next) !== week.monday) (days < 0 ? week.previous : week.next)();
  };

  const skipped = skippedCards(todo.data ?? [], (count) => t('calendar.skippedTasks', { count }));
  const entries = calendar.data ?? [];
  const patientOf = new Map<string, string>([
    ...skipped.map((card) => [card.id, card.patientId] as const),
    ...entries.flatMap((entry) => (entry.patient ? [[entry.id, entry.patient.id] as const] : [])),
  ]);

  return (
    <CalendarWeekView
      week={fromIsoDate(week.monday)}
      today={week.today}
      locale={dateLocale(i18n.language)}
      labels={{
        ...labels,
        showAll: (count) => t('calendar.showAll', { count }),
        showFewer: t('calendar.showFewer'),
        previousDay: t('calendar.previousDay'),
        nextDay: t('calendar.nextDay'),
        dayNavigation: t('calendar.dayNavigation'),
      }}
      isLoading={!todo.data || !calendar.data}
      entries={[...skipped, ...entries.map((entry) => calendarEntryWeekEntry(entry, t('ownEntry', { ns: 'calendarEntries' })))]}
      maxEntriesPerDay={cardsPerDay}
      day={isPhone ? fromIsoDate(day) : undefined}
      onPreviousDay={() => step(-1)}
      onNextDay={() => step(1)}
      onPreviousWeek={week.previous}
      onThisWeek={() => {
        setChosenDay(today);
        week.thisWeek();
      }}
      onNextWeek={week.next}
      onEntryPress={(entry) => {
        const patientId = patientOf.get(entry.id);
        if (patientId) navigate(`/patients/view/${patientId}/program`);
      }}
    />
  );
}
