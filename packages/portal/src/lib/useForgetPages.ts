import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** SWR keeps a paged list (`usePages`) under its first page's key with this prefix, and each page under its URL. */
const infinitePrefix = '$inf$';

/** Whether a cache key belongs to the list at `path`: the list itself or one of its pages, whatever their query. */
const ofList = (path: string) => (key: string) => {
  const url = key.startsWith(infinitePrefix) ? key.slice(infinitePrefix.length) : key;
  return url === path || url.startsWith(`${path}?`);
};

/**
 * After a change made away from a paged list (a physio saved on their own screen): forgets every cached
 * page of the list at `path` (`/physios`) whatever its search, so the list reads each page anew when it
 * is shown again, and one on screen at once. Forgetting only the list would not do: it would read again
 * only its first page, and a read within the deduping interval would not be made at all.
 */
export function useForgetPages() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (path: string) => {
      const keys = [...cache.keys()].filter(ofList(path));
      // The pages first, then the lists made of them, so a list on screen reads every page again.
      await Promise.all(keys.filter((key) => !key.startsWith(infinitePrefix)).map((key) => mutate(key, undefined)));
      await Promise.all(keys.filter((key) => key.startsWith(infinitePrefix)).map((key) => mutate(key, undefined)));
    },
    [cache, mutate],
  );
}
