import type { CalendarWeekEntry } from '@rehab/ui';
import type { TodoItem } from '@rehab/contract';

export type SkippedCard = CalendarWeekEntry & { patientId: string };

/**
 * One card per patient and day for the tasks they skipped, with how many: a clinic's day
 * holds dozens of skipped tasks, and the physio acts per patient, not per task.
 * Most skipped first, then by name.
 */
export function skippedCards(tasks: readonly TodoItem[], countText: (count: number) => string): SkippedCard[] {
  const groups = new Map<string, { item: TodoItem; count: number }>();
  for (const item of tasks) {
    const key = `${item.bookedDate}/${item.patient.id}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { item, count: 1 });
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.count - a.count || patientName(a.item).localeCompare(patientName(b.item), 'sv'))
    .map(([key, { item, count }]) => {
      const [year = 0, month = 1, day = 1] = item.bookedDate.split('-').map(Number);
      return {
        id: `skipped/${key}`,
        patientId: item.patient.id,
        start: new Date(year, month - 1, day),
        title: patientName(item),
        status: 'skipped' as const,
        statusText: countText(count),
        isAllDay: true,
      };
    });
}

const patientName = (item: TodoItem) => `${item.patient.firstName} ${item.patient.lastName}`;
