import type { SWRConfiguration } from 'swr';

/** docs/rules/caching.md: chat data, unlike the rest, is fetched again on focus and on reconnect. */
export const chatSwrOptions: SWRConfiguration = { revalidateOnFocus: true, revalidateOnReconnect: true };
