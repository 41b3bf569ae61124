import { Box, List, ListItem } from '@rehab/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TaskStatusBadge } from '../components/TaskStatusBadge';
import { TodoScreen } from '../components/TodoScreen';

/** /to-do: the day's tasks of every patient, filtered by type and day. */
export function Component() {
  const { t } = useTranslation('todo');
  const navigate = useNavigate();
  return (
    <TodoScreen>
      {(items) => (
        <List
          aria-label={t('tasks')}
          items={items}
          onAction={(key) => {
            const item = items.find((candidate) => candidate.id === key);
            if (item) navigate(`/patients/view/${item.patient.id}/program`);
          }}
        >
          {(item) => {
            const name = item.exercise?.name ?? t(`types.${item.type}`);
            const patient = `${item.patient.firstName} ${item.patient.lastName}`;
            return (
              <ListItem id={item.id} textValue={`${patient}, ${name}`}>
                <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="md">
                  <Box display="flex" flexDirection="column" gap="xxs">
                    <Box as="span" fontWeight="medium">
                      {patient}
                    </Box>
                    <Box as="span" color="mediumGrey">
                      {`${name} · ${t(`types.${item.type}`)}`}
                    </Box>
                  </Box>
                  <TaskStatusBadge status={item.status} />
                </Box>
              </ListItem>
            );
          }}
        </List>
      )}
    </TodoScreen>
  );
}
