import { createHash } from 'node:crypto';

/**
 * A small seeded generator (mulberry32), so the demo data is the same on every machine. Its one 32-bit
 * state walks a fixed step, so two generators can walk the same stretch: thousands of them would draw
 * the same UUIDs. With `idSalt`, UUIDs come from a hash of the salt and a counter instead, unique to it.
 */
export function seededRandom(seed: number, idSalt?: string) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const chance = (p: number) => next() < p;
  const hex = (length: number) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
  /** A version-4-shaped UUID drawn from the seed. */
  let drawn = 0;
  const hashed = () => {
    const h = createHash('sha256').update(`${idSalt}:${(drawn += 1)}`).digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Number.parseInt(h[16] ?? '0', 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
  const uuid = () => (idSalt === undefined ? `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}` : hashed());
  return { next, int, pick, chance, uuid };
}

export type Random = ReturnType<typeof seededRandom>;
