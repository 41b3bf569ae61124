import Cookies from 'js-cookie';
import { forgetCachedWeeks } from './offline/cachedWeeks';
import { tokenCookie } from './browserKeys';

/**
 * The patient's access token lives in a cookie, as the portal keeps its own, under the app's path and its
 * own name: a physio signed in to the portal in the same browser keeps their session, and the patient theirs.
 */
const cookiePath = '/app';

export function getAccessToken(): string | undefined {
  return Cookies.get(tokenCookie);
}

export function hasSession(): boolean {
  return getAccessToken() !== undefined;
}

export function startSession(accessToken: string) {
  Cookies.set(tokenCookie, accessToken, {
    path: cookiePath,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Ends the session here, and with it the weeks the service worker kept for offline use. */
export function endSession() {
  Cookies.remove(tokenCookie, { path: cookiePath });
  void forgetCachedWeeks();
}
