/** The portal's /sign-in may weigh at most this many times the bare app's. */
export const signInTarget = 1.6;

/**
 * The targets per page of issues 19 and 45, and the patient app's issue's for its first screen (a score, no LCP):
 * a first visit's, and the dashboard's next visit's score. `script`: the transferred JavaScript at most this many
 * times the bare app's page of the same kind (its sign-in for a sign-in, its signed-in home for the rest). The bare
 * app's pages have none.
 */
export const pageTargets: Record<string, { performance: number; lcp?: number; tbt?: number; script?: number }> = {
  'sign-in': { performance: 95, lcp: 2000, script: signInTarget },
  dashboard: { performance: 90, lcp: 2500, tbt: 200, script: 1.6 },
  'patient list': { performance: 90, lcp: 2500, tbt: 200, script: 1.6 },
  chat: { performance: 90, lcp: 2500, tbt: 200, script: 1.6 },
  'dashboard again': { performance: 95 },
  'app-sign-in': { performance: 90 },
  'app-today': { performance: 90 },
};

/** Layout shift, the same on every page with a target. */
export const clsTarget = 0.05;

type Figures = { page: string; performance: number; lcp: number; tbt: number; cls: number; transferredScript: number };

/** The bare app's page a portal page is held against: its sign-in for a sign-in, its signed-in home for the rest. */
export const barePageFor = (page: string) => (page.includes('sign-in') ? 'sign-in' : 'dashboard');

/** How a page's target reads, e.g. "≥ 90, LCP ≤ 2.50 s, TBT ≤ 200 ms, CLS ≤ 0.05, JS ≤ 1.6× bare". */
export function targetText(page: string): string | undefined {
  const target = pageTargets[page];
  if (!target) return undefined;
  return [
    `≥ ${target.performance}`,
    target.lcp && `LCP ≤ ${(target.lcp / 1000).toFixed(2)} s`,
    target.tbt && `TBT ≤ ${target.tbt} ms`,
    `CLS ≤ ${clsTarget}`,
    target.script && `JS ≤ ${target.script}× bare`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What a page misses of its target, each as its figure beside the target ("TBT 1230 ms > 200"); empty when it meets
 * it, undefined when it has none. `bareScript`: the bare page's transferred JavaScript, when it was measured.
 */
export function missedTargets(page: Figures, bareScript?: number): string[] | undefined {
  const target = pageTargets[page.page];
  if (!target) return undefined;
  const missed: string[] = [];
  if (page.performance < target.performance) missed.push(`score ${page.performance} < ${target.performance}`);
  if (target.lcp && page.lcp > target.lcp) missed.push(`LCP ${(page.lcp / 1000).toFixed(2)} s > ${(target.lcp / 1000).toFixed(2)}`);
  if (target.tbt && page.tbt > target.tbt) missed.push(`TBT ${Math.round(page.tbt)} ms > ${target.tbt}`);
  if (page.cls > clsTarget) missed.push(`CLS ${page.cls.toFixed(3)} > ${clsTarget}`);
  if (target.script && bareScript && page.transferredScript > target.script * bareScript) {
    missed.push(`JS ${(page.transferredScript / bareScript).toFixed(2)}× bare > ${target.script}`);
  }
  return missed;
}
