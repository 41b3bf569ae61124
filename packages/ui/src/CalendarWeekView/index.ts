export {
  CalendarWeekView,
  type CalendarEntryType,
  type CalendarWeekEntry,
  type CalendarWeekViewLabels,
  type CalendarWeekViewProps,
  type TaskStatus,
} from './CalendarWeekView';
