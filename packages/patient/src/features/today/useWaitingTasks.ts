import { useMemo, useSyncExternalStore } from 'react';
import { currentPatient } from '../../lib/offline/currentPatient';
import { offlineTasks, type WaitingTasks } from './offlineTasks';

/** The signed-in patient's tasks marked done, undone and rated offline, still waiting to be sent. */
export function useWaitingTasks(): WaitingTasks & { feedback: ReadonlySet<string> } {
  const entries = useSyncExternalStore(offlineTasks.subscribe, offlineTasks.entries, offlineTasks.entries);
  return useMemo(() => {
    const owner = currentPatient();
    const mine = entries.filter((entry) => entry.owner === owner).map((entry) => entry.item);
    const ofKind = (kind: string) => new Set(mine.filter((item) => item.kind === kind).map((item) => item.taskId));
    return { done: ofKind('done'), undone: ofKind('undo'), feedback: ofKind('feedback') };
  }, [entries]);
}
