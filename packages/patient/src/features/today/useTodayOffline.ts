import type { PatientTask } from '@rehab/contract';
import { useEffect } from 'react';
import { apiFetchFile } from '../../lib/fetcher';
import { useOnline } from '../../lib/offline/useOnline';
import { fetchTaskPlayer, taskPlayerKey } from './api/useTaskPlayer';
import { takesFeedback } from './taskRules';

/**
 * Fetches what the player shows of today's exercises while the phone is online, so the service worker keeps it
 * (src/lib/offline/exerciseCache.ts): each task's player answer, and each exercise's picture, or its video's
 * poster. A video itself is kept once it has been played. A failure here is left for the player to tell.
 */
export function useTodayOffline(todays: readonly PatientTask[]) {
  const online = useOnline();
  const playable = todays.filter(takesFeedback).map((task) => task.id);
  const key = playable.join(',');
  useEffect(() => {
    if (!online || key === '' || typeof caches === 'undefined') return;
    let cancelled = false;
    void (async () => {
      for (const taskId of key.split(',')) {
        if (cancelled) return;
        const answer = await fetchTaskPlayer(taskPlayerKey(taskId)).catch(() => undefined);
        for (const exercise of answer?.exercises ?? []) {
          const first = exercise.media[0];
          const shown = first?.kind === 'picture' ? first.urls.page : first?.urls.poster;
          if (shown && !cancelled) await apiFetchFile(shown).catch(() => undefined);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [online, key]);
}
