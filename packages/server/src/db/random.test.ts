import { describe, expect, it } from 'vitest';
import { seededRandom } from './random';

describe('the seeded generator', () => {
  it('gives the same draws for the same seed', () => {
    const [a, b] = [seededRandom(7), seededRandom(7)];
    expect(Array.from({ length: 5 }, () => a.uuid())).toEqual(Array.from({ length: 5 }, () => b.uuid()));
  });

  it('gives 10,000 patients, each with a generator of their own, ids no two share', { timeout: 60_000 }, () => {
    const seeds = seededRandom(20_261_124);
    const ids = new Set<string>();
    let drawn = 0;
    for (let p = 0; p < 10_000; p += 1) {
      const random = seededRandom(seeds.int(1, 2 ** 31 - 1), `patient-${p}`);
      // Without their own ids, 10,000 such streams repeat some of each other's.
      for (let i = 0; i < 50; i += 1) {
        ids.add(random.uuid());
        drawn += 1;
      }
    }
    expect(ids.size).toBe(drawn);
    for (const id of [...ids].slice(0, 100)) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
