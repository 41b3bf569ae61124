import type { SWRConfiguration } from 'swr';

/** SPEC section 9: chat data, unlike the rest, is fetched again on focus and on reconnect. */
export const chatSwrOptions: SWRConfiguration = { revalidateOnFocus: true, revalidateOnReconnect: true };
