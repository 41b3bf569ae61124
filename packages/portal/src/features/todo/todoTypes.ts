import type { ActivityType, TodoItem } from '@rehab/contract';
import type { CalendarEntryType, CalendarWeekEntry } from '@rehab/ui';

/** The kinds of task a patient's program books, which the to-do filters by. */
export const todoTypes = [
  'exercise-strength',
  'exercise-pulse',
  'theory-lesson',
  'breathing',
  'mindfulness',
] as const satisfies readonly ActivityType[];
export type TodoType = (typeof todoTypes)[number];

export function isTodoType(value: string | null): value is TodoType {
  return todoTypes.includes(value as TodoType);
}

/** The calendar's colour family of each activity: exercises, lessons, or forms and reports. */
const entryTypeOf: Record<ActivityType, CalendarEntryType> = {
  lesson: 'lesson',
  'theory-lesson': 'lesson',
  'exercise-strength': 'exercise-strength',
  strength: 'exercise-strength',
  'exercise-pulse': 'exercise-pulse',
  walking: 'exercise-pulse',
  breathing: 'exercise-pulse',
  mindfulness: 'exercise-pulse',
  'medical-note': 'questionary',
  'physical-function': 'questionary',
  wellbeing: 'questionary',
  'stress-scale': 'questionary',
};

/** A task as a whole-day entry of the week calendar, named `title`. */
export function taskEntry(item: TodoItem, title: string): CalendarWeekEntry {
  const [year = 0, month = 1, day = 1] = item.bookedDate.split('-').map(Number);
  return {
    id: item.id,
    start: new Date(year, month - 1, day),
    title,
    patientName: `${item.patient.firstName} ${item.patient.lastName}`,
    type: entryTypeOf[item.type],
    status: item.status,
    isAllDay: true,
  };
}
