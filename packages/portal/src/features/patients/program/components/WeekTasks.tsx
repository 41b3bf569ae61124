import type { Task } from '@rehab/contract';
import { Box, Card } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { addDays } from '@rehab/contract/dates';
import { formatDay } from '@rehab/contract/dates';
import { plainList } from '../../../../lib/views.css';
import { day as dayStyle } from '../program.css';
import { TaskItem } from './TaskItem';

type WeekTasksProps = {
  patientId: string;
  weekStart: string;
  tasks: readonly Task[];
  hasEnded: boolean;
  onChanged: () => Promise<unknown>;
};

/** The week's tasks, one section per day from Monday to Sunday. */
export function WeekTasks({ patientId, weekStart, tasks, hasEnded, onChanged }: WeekTasksProps) {
  const { t } = useTranslation('program');
  const days = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  return (
    <Card title={t('tasks.title')}>
      <Box display="flex" flexDirection="column" gap="md">
        {days.map((date) => {
          const ofDay = tasks.filter((task) => task.bookedDate === date);
          const dayName = formatDay(date);
          return (
            <section key={date} className={dayStyle} aria-label={dayName}>
              <Box as="h3" fontSize="h6" fontWeight="bold" marginBottom="sm">
                {dayName}
              </Box>
              {ofDay.length === 0 ? (
                <Box as="p" color="mediumGrey">
                  {t('tasks.emptyDay')}
                </Box>
              ) : (
                <Box as="ul" display="flex" flexDirection="column" gap="sm" className={plainList}>
                  {ofDay.map((task) => (
                    <TaskItem key={task.id} patientId={patientId} task={task} dayName={dayName} hasEnded={hasEnded} onChanged={onChanged} />
                  ))}
                </Box>
              )}
            </section>
          );
        })}
      </Box>
    </Card>
  );
}
