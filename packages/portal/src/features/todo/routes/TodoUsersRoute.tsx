import type { TodoItem } from '@rehab/contract';
import { Box, Link } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { plainList } from '../../../lib/views.css';
import { TaskStatusBadge } from '../components/TaskStatusBadge';
import { TodoScreen } from '../components/TodoScreen';

type PatientTasks = { patient: TodoItem['patient']; items: TodoItem[] };

/** The tasks per patient, in the order the call gives them (by last name). */
function byPatient(items: TodoItem[]): PatientTasks[] {
  const groups = new Map<string, PatientTasks>();
  for (const item of items) {
    const group = groups.get(item.patient.id) ?? { patient: item.patient, items: [] };
    group.items.push(item);
    groups.set(item.patient.id, group);
  }
  return [...groups.values()];
}

/** /to-do/users: the day's tasks grouped per patient, each leading to the patient's program. */
export function Component() {
  const { t } = useTranslation('todo');
  return (
    <TodoScreen>
      {(items) => (
        <Box display="flex" flexDirection="column" gap="md">
          {byPatient(items).map(({ patient, items: tasks }) => {
            const name = `${patient.firstName} ${patient.lastName}`;
            return (
              // Not a Card: its region landmark would repeat when two patients share a name.
              <Box
                as="article"
                key={patient.id}
                display="flex"
                flexDirection="column"
                gap="md"
                padding="lg"
                background="white"
                borderRadius="lg"
                boxShadow="sm"
              >
                <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
                  <Box as="h3" fontSize="h4" fontWeight="bold">
                    {name}
                  </Box>
                  <Link
                    variant="standalone"
                    href={`/patients/view/${patient.id}/program`}
                    aria-label={t('openProgramOf', { name })}
                  >
                    {t('openProgram')}
                  </Link>
                </Box>
                <Box as="ul" display="flex" flexDirection="column" gap="sm" className={plainList}>
                  {tasks.map((item) => (
                    <Box
                      as="li"
                      key={item.id}
                      display="flex"
                      flexWrap="wrap"
                      alignItems="center"
                      justifyContent="space-between"
                      gap="md"
                    >
                      <span>{`${item.exercise?.name ?? t(`types.${item.type}`)} · ${t(`types.${item.type}`)}`}</span>
                      <TaskStatusBadge status={item.status} />
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </TodoScreen>
  );
}
