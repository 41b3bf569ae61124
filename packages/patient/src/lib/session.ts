import { createSession } from '@rehab/web/session';
import { forgetCachedWeeks } from './offline/cachedWeeks';
import { forgetCachedExercises } from './offline/exerciseCache';
import { tokenCookie } from './browserKeys';

/**
 * The patient's access token lives in a cookie, as the portal keeps its own, under the app's path and its own
 * name; ending the session forgets the weeks and exercises the service worker kept for offline use with it.
 */
export const { getAccessToken, hasSession, startSession, endSession } = createSession({ name: tokenCookie, path: '/app' }, () => {
  void forgetCachedWeeks();
  void forgetCachedExercises();
});
