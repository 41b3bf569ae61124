import { HttpError } from '../errors';

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

/** Wrong passwords allowed per email and per address in 15 minutes before sign-in answers 429. */
export const passwordRules = { perEmail: 10, perIp: 50, windowMs: 15 * 60 * 1000 };

/**
 * Password sign-in, slowed down: after too many wrong passwords for an email or from an address, it
 * answers 429 for the rest of the window. A right password clears the email's count.
 */
export function passwordGuard() {
  const byEmail = failureThrottle({ limit: passwordRules.perEmail, windowMs: passwordRules.windowMs });
  const byIp = failureThrottle({ limit: passwordRules.perIp, windowMs: passwordRules.windowMs });
  return {
    byIp,
    async signIn<T>(email: string, ip: string, check: () => Promise<T>): Promise<T> {
      if (byEmail.blocked(email) || byIp.blocked(ip)) throw tooManyRequests();
      try {
        const result = await check();
        byEmail.reset(email);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) {
          byEmail.fail(email);
          byIp.fail(ip);
        }
        throw error;
      }
    },
  };
}

export const tooManyRequests = () => new HttpError(429, 'Too many requests, try again later');
