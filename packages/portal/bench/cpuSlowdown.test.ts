import { describe, expect, it } from 'vitest';
import { calibrationHeld, cpuSlowdownFor } from './cpuSlowdown';

describe('cpuSlowdownFor', () => {
  it("gives the preset's 4× on the host it was tuned on, and less on a slower one", () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('goes on rising past the last point of the calculator, at its last slope', () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('does not slow down a host already slower than the phone, and refuses no figure at all', () => {
    expect(cpuSlowdownFor(90)).toBe(1);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/no BenchmarkIndex/);
  });
});

describe('calibrationHeld', () => {
  it('holds while the host measured as the run began is within a quarter of the speed calibrated to', () => {
    expect(calibrationHeld(2400, 2400)).toBe(true);
    expect(calibrationHeld(2400, 1800)).toBe(true);
    expect(calibrationHeld(2400, 3000)).toBe(true);
  });

  it('fails when the host was much slower or faster during the run than before it', () => {
    expect(calibrationHeld(2790, 1699)).toBe(false);
    expect(calibrationHeld(1600, 2100)).toBe(false);
  });
});
