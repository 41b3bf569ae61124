import { showToast } from '@rehab/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { FlushResult } from '../../lib/offline/offlineQueue';
import { offlineTasks, sendWaitingTasks, type OfflineTaskAction, type RefusalReason } from './offlineTasks';
import { refusalToast } from './refusalToast';

/**
 * Sends what the patient did offline as soon as the phone is online again (and when the app opens with
 * something still waiting), then reads every shown week again, and tells the patient of anything the
 * server refused for good. Rendered once, in the app's frame, so it runs whichever screen is open.
 */
export function OfflineTaskSync() {
  const { t } = useTranslation('patientToday');
  const { mutate } = useSWRConfig();

  useEffect(() => {
    const revalidateWeeks = () => mutate((key) => typeof key === 'string' && key.startsWith('/patient-app/week'));
    // Opening the app and coming online at once share one flush, whose refusals are told once.
    const told = new WeakSet<object>();
    const tellRefused = (result: FlushResult<OfflineTaskAction, RefusalReason> | undefined) => {
      if (!result || told.has(result)) return;
      told.add(result);
      // Stays until closed (a timeout of 0 sets none): the patient may look at the phone only later.
      result.refused.forEach((refused) => showToast(refusalToast(t, refused), { timeout: 0 }));
    };
    const sync = async () => {
      const result = await sendWaitingTasks(revalidateWeeks);
      tellRefused(result);
      // Nothing was waiting: the weeks shown offline came from the service worker's cache and are read again.
      if (!result || result.sent.length + result.refused.length === 0) await revalidateWeeks();
    };
    // Another tab queued or sent something: this one shows it too.
    const onStorage = () => offlineTasks.refresh();
    const onOnline = () => void sync();
    if (navigator.onLine && offlineTasks.entries().length > 0) void sendWaitingTasks(revalidateWeeks)?.then(tellRefused);
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
    };
  }, [mutate, t]);

  return null;
}
