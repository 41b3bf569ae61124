import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { unstable_serialize, useSWRConfig, type Cache, type Middleware, type SWRConfigValue, type State } from 'swr';
import { infinite, unstable_serialize as listKey, type SWRInfiniteKeyLoader } from 'swr/infinite';

/** docs/rules/caching.md: cached data no screen uses any more is kept this long. */
export const unusedDataLifetime = 60_000;

/** SWR's cache that forgets a key `lifetime` after its last user left (or after it was written, when nothing uses it). */
export type ExpiringCache = Cache & {
  /** Marks the keys as in use until the returned function is called. */
  use(keys: readonly string[]): () => void;
};

export function createExpiringCache(lifetime = unusedDataLifetime): ExpiringCache {
  const entries = new Map<string, State>();
  const users = new Map<string, number>();
  const expiries = new Map<string, ReturnType<typeof setTimeout>>();

  const keep = (key: string) => {
    clearTimeout(expiries.get(key));
    expiries.delete(key);
  };
  const expireLater = (key: string) => {
    keep(key);
    expiries.set(
      key,
      setTimeout(() => {
        expiries.delete(key);
        if (!users.has(key)) entries.delete(key);
      }, lifetime),
    );
  };

  return {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
      // Written for no one (a mutate from elsewhere, a page read ahead): unused from now on.
      if (!users.has(key)) expireLater(key);
    },
    delete(key) {
      entries.delete(key);
      keep(key);
    },
    use(keys) {
      for (const key of keys) {
        users.set(key, (users.get(key) ?? 0) + 1);
        keep(key);
      }
      return () => {
        for (const key of keys) {
          const left = (users.get(key) ?? 1) - 1;
          if (left > 0) {
            users.set(key, left);
          } else {
            users.delete(key);
            if (entries.has(key)) expireLater(key);
          }
        }
      };
    },
  };
}

const isExpiring = (cache: Cache): cache is ExpiringCache => 'use' in cache;

/** The keys a paged list (useSWRInfinite) reads: the list itself and each page it holds. */
function listKeys(getKey: SWRInfiniteKeyLoader, pages: unknown): string[] {
  const held = Array.isArray(pages) ? (pages as unknown[]) : [];
  return [listKey(getKey), ...held.map((_page, index) => unstable_serialize(() => getKey(index, index ? held[index - 1] : null)))];
}

/** Keeps the keys a mounted hook reads in use, so the cache forgets them only after the hook is gone. */
const keepWhileUsed: Middleware = (useSWRNext) =>
  function useKeptSWR(key, fetcher, config) {
    const response = useSWRNext(key, fetcher, config);
    const { cache } = useSWRConfig();
    const keys = config.use?.includes(infinite)
      ? listKeys(key as SWRInfiniteKeyLoader, response.data)
      : [unstable_serialize(key)];
    const used = JSON.stringify(keys.filter(Boolean));
    useEffect(() => (isExpiring(cache) ? cache.use(JSON.parse(used) as string[]) : undefined), [cache, used]);
    return response;
  };

/**
 * Asks every call held again once the reader chooses another language, as the server answers the product's content
 * in the language a call asks for (decision 0023); what is on the screen stays until the answer in the new one comes.
 * Rendered once inside each app's SWR settings.
 */
export function RefetchOnLanguageChange() {
  const { i18n } = useTranslation();
  const { mutate } = useSWRConfig();
  const shown = useRef(i18n.language);
  useEffect(() => {
    if (shown.current === i18n.language) return;
    shown.current = i18n.language;
    void mutate(() => true);
  }, [i18n.language, mutate]);
  return null;
}

/** docs/rules/caching.md: no refetch on focus or reconnect outside chats; unused data kept 60 s. */
export const swrDefaults: SWRConfigValue = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  provider: () => createExpiringCache(),
  use: [keepWhileUsed],
};
