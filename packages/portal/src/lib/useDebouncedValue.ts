import { useEffect, useState } from 'react';

/** How long typing pauses before a search is sent: one search per word, not per key. */
export const searchDelayMs = 300;

/** The value once it has stayed the same for `delayMs`: what a search box sends while the reader types. */
export function useDebouncedValue<T>(value: T, delayMs = searchDelayMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
