import type { PatientTask } from '@rehab/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { errorText } from '@rehab/web/serverErrors';
import { sendOrQueue } from './offlineTasks';

/**
 * Marking tasks done and taking that back: one at a time, every shown week read again after, and what failed in
 * words. Offline, marking done and undoing are queued and sent once the phone is online again, or take each other
 * back while waiting (offlineTasks).
 */
export function useTaskActions({ onMarkedDone }: { onMarkedDone: (task: PatientTask) => void }) {
  const { t } = useTranslation('patientToday');
  const { mutate } = useSWRConfig();
  const [busyTaskId, setBusyTaskId] = useState<string>();
  const [error, setError] = useState<string>();

  const run = async (task: PatientTask, action: () => Promise<unknown>, after?: () => void) => {
    setBusyTaskId(task.id);
    setError(undefined);
    try {
      await action();
      after?.();
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      // Today's list and any shown week may hold the task.
      await mutate((key) => typeof key === 'string' && key.startsWith('/patient-app/week'));
      setBusyTaskId(undefined);
    }
  };

  return {
    busyTaskId,
    error,
    markDone: (task: PatientTask) => run(task, () => sendOrQueue({ kind: 'done', taskId: task.id, exerciseName: task.exercise?.name }), () => onMarkedDone(task)),
    undo: (task: PatientTask) => run(task, () => sendOrQueue({ kind: 'undo', taskId: task.id, exerciseName: task.exercise?.name })),
  };
}
