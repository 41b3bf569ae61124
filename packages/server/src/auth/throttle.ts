import { Redis } from 'ioredis';
import { HttpError } from '../errors';

/**
 * Where failures are counted, per key in a fixed window: this process's memory, or Redis when the
 * server runs as several processes, so N processes behind a balancer allow no more guesses than one.
 */
export interface FailureCounts {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Counts in this process; a restart forgets them, which only gives a guesser one more window. */
export function memoryFailureCounts({ maxKeys = 100_000 } = {}): FailureCounts {
  const windows = new Map<string, { failures: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > Date.now() ? entry : undefined;
  };
  return {
    count: async (key) => current(key)?.failures ?? 0,
    async add(key, windowMs) {
      const entry = current(key) ?? { failures: 0, resetAt: Date.now() + windowMs };
      entry.failures += 1;
      // Oldest keys go first when an attack sprays many addresses.
      if (!windows.has(key) && windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, entry);
    },
    reset: async (key) => void windows.delete(key),
    close: async () => undefined,
  };
}

/** Counts in Redis, shared by every process of the deployment; each key expires with its window. */
export function redisFailureCounts(redisUrl: string, prefix: string): FailureCounts {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const at = (key: string) => `${prefix}:failures:${key}`;
  return {
    count: async (key) => Number((await redis.get(at(key))) ?? 0),
    async add(key, windowMs) {
      // The window starts with the first failure and is not stretched by the next ones.
      await redis.multi().set(at(key), 0, 'PX', windowMs, 'NX').incr(at(key)).exec();
    },
    reset: async (key) => void (await redis.del(at(key))),
    close: async () => void (await redis.quit().catch(() => undefined)),
  };
}

/** Failures of one kind (per email, per address), `limit` of them in `windowMs` before it blocks. */
export function failureThrottle(counts: FailureCounts, kind: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  const key = (value: string) => `${kind}:${value.toLowerCase()}`;
  return {
    blocked: async (value: string) => (await counts.count(key(value))) >= limit,
    fail: (value: string) => counts.add(key(value), windowMs),
    reset: (value: string) => counts.reset(key(value)),
  };
}

/** Wrong passwords allowed per email and per address in 15 minutes before sign-in answers 429. */
export const passwordRules = { perEmail: 10, perIp: 50, windowMs: 15 * 60 * 1000 };

/**
 * Password sign-in, slowed down: after too many wrong passwords for an email or from an address, it
 * answers 429 for the rest of the window. A right password clears the email's count.
 */
export function passwordGuard(counts: FailureCounts, app: string) {
  const byEmail = failureThrottle(counts, `${app}:email`, { limit: passwordRules.perEmail, windowMs: passwordRules.windowMs });
  const byIp = failureThrottle(counts, `${app}:ip`, { limit: passwordRules.perIp, windowMs: passwordRules.windowMs });
  return {
    byIp,
    async signIn<T>(email: string, ip: string, check: () => Promise<T>): Promise<T> {
      if ((await byEmail.blocked(email)) || (await byIp.blocked(ip))) throw tooManyRequests();
      try {
        const result = await check();
        await byEmail.reset(email);
        return result;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) {
          await Promise.all([byEmail.fail(email), byIp.fail(ip)]);
        }
        throw error;
      }
    },
  };
}

/**
 * An attempt with a mailed code, slowed down like passwords: after too many wrong ones (400s) from an address it
 * answers 429 for the rest of the window.
 */
export function codeAttempts(byIp: ReturnType<typeof failureThrottle>) {
  return async <T>(ip: string, attempt: () => Promise<T>): Promise<T> => {
    if (await byIp.blocked(ip)) throw tooManyRequests();
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) await byIp.fail(ip);
      throw error;
    }
  };
}

export const tooManyRequests = () => new HttpError(429, 'Too many requests, try again later');
