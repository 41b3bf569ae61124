import { useMemo, useSyncExternalStore } from 'react';
import { currentPatient } from '../../lib/offline/currentPatient';
import { offlineTasks } from './offlineTasks';

/** The signed-in patient's tasks marked done and rated offline, still waiting to be sent. */
export function useWaitingTasks(): { done: ReadonlySet<string>; feedback: ReadonlySet<string> } {
  const entries = useSyncExternalStore(offlineTasks.subscribe, offlineTasks.entries, offlineTasks.entries);
  return useMemo(() => {
    const owner = currentPatient();
    const mine = entries.filter((entry) => entry.owner === owner).map((entry) => entry.item);
    return {
      done: new Set(mine.filter((item) => item.kind === 'done').map((item) => item.taskId)),
      feedback: new Set(mine.filter((item) => item.kind === 'feedback').map((item) => item.taskId)),
    };
  }, [entries]);
}
