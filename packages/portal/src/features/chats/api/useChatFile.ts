import { useEffect, useState } from 'react';
import { apiFetchFile } from '../../../lib/fetcher';

/**
 * A chat file as a local address the browser can show and download: the server's address needs the
 * bearer token, which a plain link or image does not send. Undefined until it has loaded.
 */
export function useChatFile(url: string | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!url) return;
    let local: string | undefined;
    let cancelled = false;
    apiFetchFile(url).then(
      (blob) => {
        if (cancelled) return;
        local = URL.createObjectURL(blob);
        setObjectUrl(local);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      if (local) URL.revokeObjectURL(local);
    };
  }, [url]);
  return objectUrl;
}
