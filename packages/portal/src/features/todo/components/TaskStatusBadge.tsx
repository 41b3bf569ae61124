import type { TaskStatus } from '@rehab/contract';
import { Badge } from '@rehab/ui';
import { useTranslation } from 'react-i18next';

const tones = { done: 'primary', skipped: 'error', planned: 'neutral' } as const;

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('todo');
  return <Badge tone={tones[status]}>{t(`statuses.${status}`)}</Badge>;
}
