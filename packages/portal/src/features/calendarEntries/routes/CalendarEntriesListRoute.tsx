import type { CalendarEntry } from '@rehab/contract';
import { Box, Button, Card, EmptyState, Link, Skeleton } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { fromIsoDate, toIsoDate, weekDates } from '@rehab/contract/dates';
import { dateLocale } from '@rehab/web/language';
import { useCalendarEntries } from '../api/useCalendarEntries';
import { CalendarScreen } from '../components/CalendarScreen';
import { useAppointmentDialog } from '../components/useAppointmentDialog';
import { useWeekParam } from '../components/useWeekParam';
import { entryAction, timeColumn } from '../calendarEntries.css';
import { plainList } from '../../../lib/views.css';
import { WeekNavigation } from '../components/WeekNavigation';
import { LoadError } from '../../../lib/LoadError';

/** /calendar-entries: the specialist's appointments, lessons and other entries of a week, day by day. */
export function Component() {
  const { t, i18n } = useTranslation('calendarEntries');
  const locale = dateLocale(i18n.language);
  const week = useWeekParam();
  const entries = useCalendarEntries(week.monday, week.sunday);
  const { data, error, isValidating } = entries;
  const booking = useAppointmentDialog(() => entries.mutate());
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const days = weekDates(week.monday)
    .map((date) => ({ date, entries: (data ?? []).filter((entry) => toIsoDate(new Date(entry.startsAt)) === date) }))
    .filter((day) => day.entries.length > 0);

  return (
    <CalendarScreen onBook={() => booking.open()}>
      <WeekNavigation week={week} />
      <section aria-label={t('entries')} aria-busy={isValidating || undefined}>
        {error && !data ? (
          <LoadError title={t('failed')} of={entries} />
        ) : !data ? (
          <Skeleton variant="text" lines={6} />
        ) : days.length === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} />
        ) : (
          <Box display="flex" flexDirection="column" gap="md">
            {days.map((day) => (
              <Card key={day.date} title={dayName.format(fromIsoDate(day.date))} headingLevel={3}>
                <Box as="ul" display="flex" flexDirection="column" gap="md" className={plainList}>
                  {day.entries.map((entry) => (
                    <EntryRow
                      key={entry.id}
                      entry={entry}
                      time={`${time.format(new Date(entry.startsAt))}–${time.format(new Date(entry.endsAt))}`}
                      onChange={() => booking.open(entry)}
                    />
                  ))}
                </Box>
              </Card>
            ))}
          </Box>
        )}
      </section>
      {booking.dialog}
    </CalendarScreen>
  );
}

function EntryRow({ entry, time, onChange }: { entry: CalendarEntry; time: string; onChange: () => void }) {
  const { t } = useTranslation('calendarEntries');
  return (
    <Box as="li" display="flex" alignItems="baseline" justifyContent="space-between" gap="md">
      <Box display="flex" alignItems="baseline" gap="lg">
        <Box as="span" fontWeight="bold" className={timeColumn}>
          {time}
        </Box>
        <Box display="flex" flexDirection="column" gap="xxs">
          <Box as="span" fontWeight="medium">
            {entry.title}
          </Box>
          <Box display="flex" flexWrap="wrap" gap="sm" color="mediumGrey">
            <span>{t(`types.${entry.type}`)}</span>
            <span aria-hidden="true">·</span>
            {entry.patient ? (
              <Link
                href={`/patients/view/${entry.patient.id}/program`}
              >{`${entry.patient.firstName} ${entry.patient.lastName}`}</Link>
            ) : (
              <span>{t('ownEntry')}</span>
            )}
            {entry.videoUrl && (
              <>
                <span aria-hidden="true">·</span>
                <Link href={entry.videoUrl} target="_blank" rel="noreferrer">
                  {t('videoVisit')}
                </Link>
              </>
            )}
          </Box>
        </Box>
      </Box>
      <div className={entryAction}>
        <Button variant="text" aria-label={t('form.changeLabel', { title: entry.title, time })} onPress={onChange}>
          {t('form.change')}
        </Button>
      </div>
    </Box>
  );
}
