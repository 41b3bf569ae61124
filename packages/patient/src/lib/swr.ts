import type { SWRConfigValue } from 'swr';
import { createExpiringCache } from '../../../portal/src/lib/swr';

/** As in the portal (SPEC section 9): no refetch on focus or reconnect unless a screen asks; unused data kept 60 s. */
export const swrDefaults: SWRConfigValue = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  provider: () => createExpiringCache(),
};
