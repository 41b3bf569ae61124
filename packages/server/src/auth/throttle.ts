/**
 * Counts failures per key in a fixed window, in this process's memory. Used
 * to slow down password guessing; a restart forgets the counts, which only
 * gives a guesser one more window.
 */
export function failureThrottle({ limit, windowMs, maxKeys = 100_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { failures: number; resetAt: number }>();
  const current = (key: string, now: number) => {
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now) return undefined;
    return entry;
  };
  return {
    blocked(key: string, now = Date.now()) {
      return (current(key, now)?.failures ?? 0) >= limit;
    },
    fail(key: string, now = Date.now()) {
      const entry = current(key, now) ?? { failures: 0, resetAt: now + windowMs };
      entry.failures += 1;
      // Oldest keys go first when an attack sprays many addresses.
      if (!windows.has(key) && windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, entry);
    },
    reset(key: string) {
      windows.delete(key);
    },
  };
}
