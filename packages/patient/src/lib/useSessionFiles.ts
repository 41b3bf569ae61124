import { useEffect, useState } from 'react';
import { apiFetchFile } from './fetcher';

/**
 * Several of the server's files (a lesson's pictures) as local addresses, fetched with the patient's session, in
 * the order asked; each undefined until it has loaded (or when it failed: its place is kept, marked as loading).
 */
export function useSessionFiles(urls: readonly string[]): (string | undefined)[] {
  const key = urls.join('\n');
  const [loaded, setLoaded] = useState<{ of: string; urls: (string | undefined)[] }>({ of: '', urls: [] });
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    const local: (string | undefined)[] = wanted.map(() => undefined);
    let cancelled = false;
    wanted.forEach((url, index) => {
      apiFetchFile(url).then(
        (blob) => {
          if (cancelled) return;
          local[index] = URL.createObjectURL(blob);
          setLoaded({ of: key, urls: [...local] });
        },
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      for (const url of local) if (url) URL.revokeObjectURL(url);
    };
  }, [key]);
  return loaded.of === key ? loaded.urls : urls.map(() => undefined);
}
