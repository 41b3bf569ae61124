import { vars } from '@rehab/tokens';
import { addDays, getISOWeek, isSameDay, startOfISOWeek } from 'date-fns';
import { useId, useState } from 'react';
import { Button, GridList, GridListItem } from 'react-aria-components';
import { formatTime } from '../internal/format';
import { DoneIcon, PlannedIcon, SkippedIcon } from '../Icon';
import { WeekNavigation } from '../WeekNavigation';
import { Skeleton } from '../Skeleton';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './CalendarWeekView.css';

export type TaskStatus = 'planned' | 'done' | 'skipped';
export type CalendarEntryType = 'appointment' | 'lesson' | 'exercise-strength' | 'exercise-pulse' | 'questionary';

/** A task or calendar entry on the to-do home. Tasks carry a status; plain calendar entries do not. */
export type CalendarWeekEntry = {
  id: string;
  start: Date;
  title: string;
  /** Left out when the title is the patient, as on a card that sums up a patient's day. */
  patientName?: string;
  /** Left out on a card of several tasks of different kinds. */
  type?: CalendarEntryType;
  status?: TaskStatus;
  /** Said beside the status icon instead of the status's name, e.g. "3 uteblivna uppgifter". */
  statusText?: string;
  /** A task booked for the day rather than a time: no time is shown, and it comes before timed entries. */
  isAllDay?: boolean;
};

export type CalendarWeekViewLabels = {
  /** Abbreviation before the week number, e.g. "v.". */
  week: string;
  /** The week steps' group, e.g. "Byt vecka". */
  navigation: string;
  previousWeek: string;
  thisWeek: string;
  nextWeek: string;
  today: string;
  emptyDay: string;
  loading: string;
  types: Record<CalendarEntryType, string>;
  statuses: Record<TaskStatus, string>;
  /** With `maxEntriesPerDay`: the button that shows a capped day whole, e.g. "Visa alla (12)". */
  showAll?: (count: number) => string;
  /** The button that caps the day again, e.g. "Visa färre". */
  showFewer?: string;
  /** With `day`: the day steps, e.g. "Föregående dag", "Nästa dag". */
  previousDay?: string;
  nextDay?: string;
  /** With `day`: the day steps' group, e.g. "Byt dag". */
  dayNavigation?: string;
};

export type CalendarWeekViewProps = {
  /** Any day of the week to show; the view starts on its Monday. */
  week: Date;
  /** The current date, passed in so the view (and its screenshots) never reads a clock. */
  today: Date;
  entries: readonly CalendarWeekEntry[];
  labels: CalendarWeekViewLabels;
  locale?: string;
  isLoading?: boolean;
  onPreviousWeek: () => void;
  onThisWeek: () => void;
  onNextWeek: () => void;
  onEntryPress: (entry: CalendarWeekEntry) => void;
  /**
   * At most this many cards a day, the rest behind a "show all" button that opens the day in place;
   * timed entries (the specialist's own bookings) are never the ones left out for all-day tasks.
   */
  maxEntriesPerDay?: number;
  /** One day of the week at a time (a phone): this day, with steps to the day before and after. */
  day?: Date;
  onPreviousDay?: () => void;
  onNextDay?: () => void;
};

const statusIcons = { planned: PlannedIcon, done: DoneIcon, skipped: SkippedIcon } as const;

/** The to-do home: a Monday-first week of tasks and calendar entries per day. */
export function CalendarWeekView({ locale = 'sv-SE', labels, ...props }: CalendarWeekViewProps) {
  const headingId = useId();
  const monday = startOfISOWeek(props.week);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    monday,
    addDays(monday, 6),
  );
  const isThisWeek = isSameDay(startOfISOWeek(props.today), monday);
  const shownDays = props.day ? [props.day] : days;
  const entriesOf = (day: Date) =>
    props.entries
      .filter((entry) => isSameDay(entry.start, day))
      .sort((a, b) => Number(!a.isAllDay) - Number(!b.isAllDay) || a.start.getTime() - b.start.getTime());

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={props.isLoading || undefined}>
      <WeekNavigation
        headingId={headingId}
        heading={`${labels.week} ${getISOWeek(monday)} · ${range}`}
        {...(props.day
          ? {
              labels: { navigation: labels.dayNavigation ?? labels.navigation, previous: labels.previousDay ?? '', thisWeek: labels.today, next: labels.nextDay ?? '' },
              isThisWeek: isSameDay(props.day, props.today),
              onPrevious: () => props.onPreviousDay?.(),
              onNext: () => props.onNextDay?.(),
            }
          : {
              labels: { navigation: labels.navigation, previous: labels.previousWeek, thisWeek: labels.thisWeek, next: labels.nextWeek },
              isThisWeek,
              onPrevious: props.onPreviousWeek,
              onNext: props.onNextWeek,
            })}
        onThisWeek={props.onThisWeek}
      />
      {props.isLoading && <p className={visuallyHidden}>{labels.loading}</p>}
      <div className={props.day ? styles.oneDay : styles.grid}>
        {shownDays.map((day) => (
          <CalendarDay
            key={day.toISOString()}
            day={day}
            isToday={isSameDay(day, props.today)}
            entries={entriesOf(day)}
            maxEntries={props.maxEntriesPerDay}
            labels={labels}
            locale={locale}
            isLoading={props.isLoading}
            onEntryPress={props.onEntryPress}
          />
        ))}
      </div>
    </section>
  );
}

type CalendarDayProps = {
  day: Date;
  isToday: boolean;
  entries: CalendarWeekEntry[];
  maxEntries?: number;
  labels: CalendarWeekViewLabels;
  locale: string;
  isLoading?: boolean;
  onEntryPress: (entry: CalendarWeekEntry) => void;
};

/** The cards a capped day shows: every timed entry, then as many all-day ones as still fit, in the day's order. */
function cappedEntries(entries: CalendarWeekEntry[], max: number): CalendarWeekEntry[] {
  let allDayRoom = Math.max(0, max - entries.filter((entry) => !entry.isAllDay).length);
  return entries.filter((entry) => !entry.isAllDay || allDayRoom-- > 0);
}

function CalendarDay({ day, isToday, entries, maxEntries, labels, locale, isLoading, onEntryPress }: CalendarDayProps) {
  const headingId = useId();
  const [isWhole, setWhole] = useState(false);
  const isCapped = maxEntries !== undefined && entries.length > maxEntries;
  const shown = isCapped && !isWhole ? cappedEntries(entries, maxEntries) : entries;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(day);
  const fullDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);
  return (
    <div className={`${styles.day} ${isToday ? styles.today : ''}`}>
      <h3 id={headingId} className={styles.dayHeading} aria-label={isToday ? `${fullDate}, ${labels.today}` : fullDate}>
        <span aria-hidden="true">{weekday}</span>
        <span aria-hidden="true" className={`${styles.dayNumber} ${isToday ? styles.todayNumber : ''}`}>
          {day.getDate()}
        </span>
        {isToday && (
          <span aria-hidden="true" className={styles.todayTag}>
            {labels.today}
          </span>
        )}
      </h3>
      {isLoading ? (
        <div className={styles.list}>
          <Skeleton variant="rectangle" height={vars.size.buttonHeight} />
          <Skeleton variant="rectangle" height={vars.size.buttonHeight} />
        </div>
      ) : (
        <GridList
          aria-labelledby={headingId}
          items={shown}
          className={styles.list}
          onAction={(key) => {
            const entry = entries.find((candidate) => candidate.id === key);
            if (entry) onEntryPress(entry);
          }}
          renderEmptyState={() => <p className={styles.empty}>{labels.emptyDay}</p>}
        >
          {(entry) => (
            <GridListItem
              id={entry.id}
              textValue={entry.isAllDay ? entry.title : `${formatTime(entry.start, locale)} ${entry.title}`}
              className={`${styles.entry} ${entry.type ? styles.entryType[entry.type] : styles.entryWithoutType}`}
            >
              {!entry.isAllDay && <span className={styles.time}>{formatTime(entry.start, locale)}</span>}
              <span className={styles.title}>{entry.title}</span>
              {entry.patientName && <span className={styles.meta}>{entry.patientName}</span>}
              {entry.type && <span className={styles.meta}>{labels.types[entry.type]}</span>}
              {entry.status && (
                <span className={`${styles.status} ${styles.statusTone[entry.status]}`}>
                  <StatusIcon status={entry.status} />
                  <span>{entry.statusText ?? labels.statuses[entry.status]}</span>
                </span>
              )}
            </GridListItem>
          )}
        </GridList>
      )}
      {!isLoading && isCapped && labels.showAll && (
        <Button className={styles.showAll} onPress={() => setWhole((whole) => !whole)} aria-expanded={isWhole}>
          {isWhole ? labels.showFewer : labels.showAll(entries.length)}
        </Button>
      )}
    </div>
  );
}

function StatusIcon({ status }: { status: TaskStatus }) {
  const Glyph = statusIcons[status];
  return <Glyph size="sm" />;
}
