import { useEffect, useRef, useState } from 'react';
import { apiFetchFile } from './fetcher';

/**
 * Several files of the server's (a list's pictures) as local addresses, fetched with the session, for a list
 * whose rows cannot each call `useSessionFile`. An address fetched once is kept until the list is gone.
 */
export function useSessionFiles(urls: readonly (string | null)[]): (string | undefined)[] {
  const [loaded, setLoaded] = useState<Record<string, string>>({});
  const asked = useRef(new Set<string>());
  const made = useRef<string[]>([]);
  const wanted = [...new Set(urls.filter((url): url is string => Boolean(url)))].join('\n');

  useEffect(() => {
    for (const url of wanted.split('\n').filter(Boolean)) {
      if (asked.current.has(url)) continue;
      asked.current.add(url);
      apiFetchFile(url).then(
        (blob) => {
          const local = URL.createObjectURL(blob);
          made.current.push(local);
          setLoaded((current) => ({ ...current, [url]: local }));
        },
        // A picture that does not load leaves the kind's icon in its place.
        () => asked.current.delete(url),
      );
    }
  }, [wanted]);

  useEffect(() => {
    const local = made.current;
    return () => {
      for (const url of local) URL.revokeObjectURL(url);
    };
  }, []);

  return urls.map((url) => (url ? loaded[url] : undefined));
}
