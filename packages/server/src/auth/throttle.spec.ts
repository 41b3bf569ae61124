import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhysio } from '../db/seed';
import { startCluster, type Cluster } from '../realtime/cluster-harness';
import { passwordRules } from './throttle';

/*
 * Two real server processes on one PostgreSQL and Redis, as behind a balancer: wrong passwords counted
 * on either add up, so two processes allow no more guesses than one.
 */
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe('sign-in throttling across server processes', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    if (!postgresUrl || !redisUrl) throw new Error('the realtime project needs TEST_DATABASE_URL and TEST_REDIS_URL');
    cluster = await startCluster(postgresUrl, redisUrl);
  }, 90_000);
  afterAll(() => cluster?.close(), 60_000);

  it('answers 429 on either process once the wrong passwords on both reach the limit', async () => {
    const [a, b] = await Promise.all([cluster.start(), cluster.start()]);
    try {
      const signIn = (url: string, password: string) =>
        fetch(`${url}/users/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: demoPhysio.email, password }),
        }).then((response) => response.status);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < passwordRules.perEmail; attempt += 1) {
        statuses.push(await signIn(attempt % 2 === 0 ? a.url : b.url, `wrong-password-${attempt}`));
      }
      expect(statuses).toEqual(Array.from({ length: passwordRules.perEmail }, () => 400));
      // Half the guesses went to each process; counted in one process's memory, neither would block yet.
      expect(await signIn(a.url, 'wrong-password-again')).toBe(429);
      expect(await signIn(b.url, demoPhysio.password)).toBe(429);
    } finally {
      await Promise.all([a.kill(), b.kill()]);
    }
  });
});
