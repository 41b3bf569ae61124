import { describe, expect, it } from 'vitest';
import { neighbours, versionAt, type ChainMember } from './chains';

const member = (id: string, level: number, organizationId: string | null = null): ChainMember => ({ id, chainId: 'c', level, organizationId, dosage: {} });

describe('a progression and the levels 1–10', () => {
  const chain = [member('a', 1), member('b', 4), member('c', 8)];

  it('gives each level the version at the highest level not above it', () => {
    expect([1, 2, 3, 4, 5, 7, 8, 10].map((level) => versionAt(chain, 'c', level)?.id)).toEqual(['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c']);
  });

  it('gives a level below the easiest version the easiest', () => {
    expect(versionAt([member('b', 4), member('c', 8)], 'c', 2)?.id).toBe('b');
  });

  it('prefers the organization’s own copy to the base version at the same level', () => {
    expect(versionAt([...chain, member('own-b', 4, 'org')], 'c', 5)?.id).toBe('own-b');
  });

  it('names the easier and harder neighbours', () => {
    expect(neighbours(chain, { id: 'b', chainId: 'c', level: 4 })).toEqual({ easierId: 'a', harderId: 'c' });
    expect(neighbours(chain, { id: 'a', chainId: 'c', level: 1 })).toEqual({ easierId: null, harderId: 'b' });
  });
});
