/**
 * Lighthouse's mobile preset slows the CPU down 4× to emulate a mid-tier phone, which holds on the host it was
 * tuned on (a BenchmarkIndex of about 1,533). On a slower or busier host 4× emulates a slower phone than that, so
 * Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown") have the multiplier calibrated to the
 * host's BenchmarkIndex; these are the points of their calculator, between which it is linear.
 */
type Point = readonly [benchmarkIndex: number, multiplier: number];
const calibration: readonly [Point, Point, ...Point[]] = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` emulate the preset's phone; above 1,533 it goes on rising.
 * A host slower than 150 is already slower than the phone (the calculator gives it no multiplier): it is not slowed.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`no BenchmarkIndex was measured (${benchmarkIndex})`);
  let [from, to] = [calibration[0], calibration[1]];
  if (benchmarkIndex <= from[0]) return 1;
  // The stretch the index is in; past the last point, the calculator keeps the last stretch's slope (233 a step).
  for (const next of calibration.slice(2)) {
    if (benchmarkIndex <= to[0]) break;
    [from, to] = [to, next];
  }
  return from[1] + ((benchmarkIndex - from[0]) * (to[1] - from[1])) / (to[0] - from[0]);
}

/**
 * Whether a run's slowdown, calibrated to the host's speed measured just before (`calibrationIndex`), fits the speed
 * Lighthouse measured as the run began (`runIndex`): within a quarter, about the index's own spread between samples
 * on a quiet host. Outside it the machine's load changed between the two, and the run emulated a slower or faster
 * phone than the preset's.
 */
export function calibrationHeld(calibrationIndex: number, runIndex: number): boolean {
  return Math.abs(runIndex - calibrationIndex) <= calibrationIndex / 4;
}
