import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { offlineTasks, sendWaitingTasks } from './offlineTasks';

/**
 * Sends what the patient did offline as soon as the phone is online again (and when the app opens with
 * something still waiting), then reads every shown week again. Rendered once, in the app's frame, so
 * it runs whichever screen is open.
 */
export function OfflineTaskSync() {
  const { mutate } = useSWRConfig();

  useEffect(() => {
    const revalidateWeeks = () => mutate((key) => typeof key === 'string' && key.startsWith('/patient-app/week'));
    const sync = async () => {
      const result = await sendWaitingTasks(revalidateWeeks);
      // Nothing was waiting: the weeks shown offline came from the service worker's cache and are read again.
      if (!result || result.sent.length + result.refused.length === 0) await revalidateWeeks();
    };
    // Another tab queued or sent something: this one shows it too.
    const onStorage = () => offlineTasks.refresh();
    const onOnline = () => void sync();
    if (navigator.onLine && offlineTasks.entries().length > 0) void sendWaitingTasks(revalidateWeeks);
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }, [mutate]);

  return null;
}
