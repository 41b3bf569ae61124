import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

/** Where an app keeps its session's access token: a cookie of its own name under its own path. */
export type SessionCookie = { name: string; path: string };

export type Session = {
  getAccessToken(): string | undefined;
  hasSession(): boolean;
  startSession(accessToken: string): void;
  endSession(): void;
  /** The session's token, re-rendering when it changes, so what holds it (the socket) moves to the new one. */
  useAccessToken(): string | undefined;
};

/**
 * An app's session: the access token lives in a cookie, each app under its own
 * name and path, so a physio signed in to the portal and a patient signed in to the app in the same browser each
 * keep theirs. `onEnd` forgets what the app kept for the session beside the cookie.
 */
export function createSession(cookie: SessionCookie, onEnd?: () => void): Session {
  const getAccessToken = () => Cookies.get(cookie.name);
  // Who wants to know when the token changes (a second factor answers a new one).
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    getAccessToken,
    hasSession: () => getAccessToken() !== undefined,
    startSession(accessToken) {
      Cookies.set(cookie.name, accessToken, {
        path: cookie.path,
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
      });
      for (const listener of listeners) listener();
    },
    endSession() {
      Cookies.remove(cookie.name, { path: cookie.path });
      onEnd?.();
    },
    useAccessToken: () => useSyncExternalStore(subscribe, getAccessToken, () => undefined),
  };
}
