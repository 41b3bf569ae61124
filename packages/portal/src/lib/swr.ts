import type { SWRConfiguration } from 'swr';

/** SPEC section 9: no refetch on focus or reconnect outside chats; unused data kept 60 s. */
export const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  dedupingInterval: 60_000,
};
