import { useCallback, useEffect, useState } from 'react';
import { getAccessToken } from './session';

export type SessionFile = { url?: string; failed: boolean; retry: () => void };

/**
 * A file of the server's (a chat file, the profile photo) as a local address: the server gives it only with
 * the bearer token, which a plain link or image does not send, so it is fetched with the patient's session
 * and offered from the browser's memory.
 */
export function useSessionFile(url: string | undefined): SessionFile {
  // Which address the local copy is of: a removed or replaced file never shows the old one's copy.
  const [loaded, setLoaded] = useState<{ of?: string; url?: string; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let local: string | undefined;
    let cancelled = false;
    fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` }, signal: AbortSignal.timeout(30_000) })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then(
        (blob) => {
          if (cancelled) return;
          local = URL.createObjectURL(blob);
          setLoaded({ of: url, url: local, failed: false });
        },
        () => {
          if (!cancelled) setLoaded({ of: url, failed: true });
        },
      );
    return () => {
      cancelled = true;
      if (local) URL.revokeObjectURL(local);
    };
  }, [url, attempt]);
  const retry = useCallback(() => {
    setLoaded({ failed: false });
    setAttempt((count) => count + 1);
  }, []);
  return loaded.of === url ? { url: loaded.url, failed: loaded.failed, retry } : { failed: false, retry };
}
