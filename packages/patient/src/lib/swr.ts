/**
 * The portal's SWR setup (docs/rules/caching.md): no refetch on focus or reconnect unless a screen asks, and data kept
 * while a screen shows it and 60 s after. Without the keeping, the cache forgot the week 60 s after it came while today
 * still showed it, and a socket event's revalidation (which reads only the keys in the cache) found nothing to read again.
 */
export { swrDefaults } from '../../../portal/src/lib/swr';
