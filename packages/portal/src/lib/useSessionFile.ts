import { useCallback, useEffect, useState } from 'react';
import { apiFetchFile } from './fetcher';

export type SessionFile = {
  /** A local address the browser can show and download; undefined until the file has loaded. */
  url?: string;
  /** The file could not be fetched. */
  failed: boolean;
  /** Fetches the file again after a failure. */
  retry: () => void;
};

/**
 * A file of the server's (a chat file, a photo) as a local address: the server's address needs the
 * bearer token, which a plain link or image does not send, so the file is fetched with the session and
 * offered from the browser's memory.
 */
export function useSessionFile(url: string | undefined): SessionFile {
  const [loaded, setLoaded] = useState<{ url?: string; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let local: string | undefined;
    let cancelled = false;
    apiFetchFile(url).then(
      (blob) => {
        if (cancelled) return;
        local = URL.createObjectURL(blob);
        setLoaded({ url: local, failed: false });
      },
      () => {
        if (!cancelled) setLoaded({ failed: true });
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
  return { ...loaded, retry };
}
