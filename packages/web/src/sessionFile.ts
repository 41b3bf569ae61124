import { useCallback, useEffect, useState } from 'react';

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
 * bearer token, which a plain link or image does not send, so the file is fetched with the session
 * (`fetchBlob`, each app's own, a function that stays the same) and offered from the browser's memory.
 * Shared by the portal and the patient app.
 */
export function useSessionFileWith(url: string | undefined, fetchBlob: (url: string) => Promise<Blob>): SessionFile {
  // Which address the local copy is of: a removed or replaced file never shows the old one's copy.
  const [loaded, setLoaded] = useState<{ of?: string; url?: string; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!url) return;
    let local: string | undefined;
    let cancelled = false;
    fetchBlob(url).then(
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
  }, [url, attempt, fetchBlob]);
  const retry = useCallback(() => {
    setLoaded({ failed: false });
    setAttempt((count) => count + 1);
  }, []);
  return loaded.of === url ? { url: loaded.url, failed: loaded.failed, retry } : { failed: false, retry };
}
