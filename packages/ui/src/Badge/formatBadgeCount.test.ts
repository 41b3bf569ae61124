import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './formatBadgeCount';

describe('formatBadgeCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps larger counts at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(4321)).toBe('99+');
  });

  it('takes another cap', () => {
    expect(formatBadgeCount(10, 9)).toBe('9+');
  });
});
