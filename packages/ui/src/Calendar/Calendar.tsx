import type { DateValue } from '@internationalized/date';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  type CalendarProps as AriaCalendarProps,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import { calendar, cell, grid, header, heading, navButton, weekday } from './Calendar.css';

export type CalendarProps<T extends DateValue> = Omit<AriaCalendarProps<T>, 'className' | 'style' | 'children'> & {
  /** Formats month, weekdays and the week's first day; sv-SE starts weeks on Monday. */
  locale?: string;
};

/** A month grid for picking a date. Arrows move by day and week, Page Up/Down by month, Enter picks. */
export function Calendar<T extends DateValue>({ locale = 'sv-SE', ...props }: CalendarProps<T>) {
  return (
    <I18nProvider locale={locale}>
      <AriaCalendar {...props} className={calendar}>
        <div className={header}>
          <Button slot="previous" className={navButton}>
            <ChevronLeftIcon />
          </Button>
          <Heading className={heading} />
          <Button slot="next" className={navButton}>
            <ChevronRightIcon />
          </Button>
        </div>
        <CalendarGrid className={grid}>
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
        </CalendarGrid>
      </AriaCalendar>
    </I18nProvider>
  );
}
