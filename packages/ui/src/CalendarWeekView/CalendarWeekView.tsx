import { vars } from '@rehab/tokens';
import { addDays, getISOWeek, isSameDay, startOfISOWeek } from 'date-fns';
import { useId } from 'react';
import { Button, GridList, GridListItem } from 'react-aria-components';
import { formatTime } from '../internal/format';
import { ChevronLeftIcon, ChevronRightIcon, DoneIcon, PlannedIcon, SkippedIcon } from '../Icon';
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
  patientName: string;
  type: CalendarEntryType;
  status?: TaskStatus;
  /** A task booked for the day rather than a time: no time is shown, and it comes before timed entries. */
  isAllDay?: boolean;
};

export type CalendarWeekViewLabels = {
  /** Abbreviation before the week number, e.g. "v.". */
  week: string;
  previousWeek: string;
  thisWeek: string;
  nextWeek: string;
  today: string;
  emptyDay: string;
  loading: string;
  types: Record<CalendarEntryType, string>;
  statuses: Record<TaskStatus, string>;
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

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-busy={props.isLoading || undefined}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.weekLabel} aria-live="polite">
          {`${labels.week} ${getISOWeek(monday)} · ${range}`}
        </h2>
        <div className={styles.nav}>
          <Button className={styles.navButton} onPress={props.onPreviousWeek}>
            <ChevronLeftIcon size="sm" />
            {labels.previousWeek}
          </Button>
          <Button className={styles.navButton} onPress={props.onThisWeek} isDisabled={isThisWeek}>
            {labels.thisWeek}
          </Button>
          <Button className={styles.navButton} onPress={props.onNextWeek}>
            {labels.nextWeek}
            <ChevronRightIcon size="sm" />
          </Button>
        </div>
      </div>
      {props.isLoading && <p className={visuallyHidden}>{labels.loading}</p>}
      <div className={styles.grid}>
        {days.map((day) => (
          <CalendarDay
            key={day.toISOString()}
            day={day}
            isToday={isSameDay(day, props.today)}
            entries={props.entries
              .filter((entry) => isSameDay(entry.start, day))
              .sort((a, b) => Number(!a.isAllDay) - Number(!b.isAllDay) || a.start.getTime() - b.start.getTime())}
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
  labels: CalendarWeekViewLabels;
  locale: string;
  isLoading?: boolean;
  onEntryPress: (entry: CalendarWeekEntry) => void;
};

function CalendarDay({ day, isToday, entries, labels, locale, isLoading, onEntryPress }: CalendarDayProps) {
  const headingId = useId();
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
          items={entries}
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
              className={`${styles.entry} ${styles.entryType[entry.type]}`}
            >
              {!entry.isAllDay && <span className={styles.time}>{formatTime(entry.start, locale)}</span>}
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.meta}>{entry.patientName}</span>
              <span className={styles.meta}>{labels.types[entry.type]}</span>
              {entry.status && (
                <span className={`${styles.status} ${styles.statusTone[entry.status]}`}>
                  <StatusIcon status={entry.status} />
                  {labels.statuses[entry.status]}
                </span>
              )}
            </GridListItem>
          )}
        </GridList>
      )}
    </div>
  );
}

function StatusIcon({ status }: { status: TaskStatus }) {
  const Glyph = statusIcons[status];
  return <Glyph size="sm" />;
}
