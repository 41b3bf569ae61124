/**
 * The bench's last section: each target this run did not meet, with the figures of the same run that say where its
 * time went, and where docs/performance.md records what was tried for it. Nothing here is a verdict of its own: a
 * target's line follows from the figures printed above it.
 */
import { firstTapTargets, type FirstTap } from './firstTap.ts';
import type { PageFigures } from './lighthouse.ts';
import type { MainThread } from './mainThread.ts';
import { navigationTarget, type Navigation } from './navigation.ts';
import { barePageFor, missedTargets } from './targets.ts';

type Measured = {
  pages: { app: 'portal' | 'patient' | 'bare'; figures: PageFigures }[];
  bareScript: (page: string) => number | undefined;
  mainThread: MainThread[];
  firstTaps: FirstTap[];
  navigation: Navigation[];
};

/** docs/performance.md's sections, where what was measured and tried for each kind of target is written. */
const tried = {
  load: "docs/performance.md, 'Where the signed-in screens' time goes' and 'Measured and left out'",
  tap: "docs/performance.md, 'The first tap on a drawn page'",
  navigation: "docs/performance.md, 'Moving between screens'",
};

const ms = (value: number) => `${Math.round(value)} ms`;

/** The main thread's three largest phases and packages on the page's first visit, when this run traced it. */
function whereTheMainThreadWent(trace: MainThread | undefined): string | undefined {
  if (!trace) return undefined;
  const total = Object.values(trace.phases).reduce((sum, value) => sum + value, 0);
  const phases = Object.entries(trace.phases)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([phase, value]) => `${phase} ${ms(value)}`);
  const packages = trace.packages.slice(0, 3).map(({ name, total: own, parts }) => `${name} ${ms(own)} (render ${ms(parts.render)})`);
  const longest = Math.max(0, ...trace.longTasks);
  return `main thread ${ms(total)}: ${phases.join(', ')}; longest task ${ms(longest)}; most script: ${packages.join(', ')}`;
}

function pageLines({ pages, bareScript, mainThread }: Measured): string[] {
  const lines: string[] = [];
  for (const { app, figures: page } of pages) {
    if (app === 'bare') continue;
    const missed = missedTargets(page, bareScript(page.page));
    if (!missed?.length) continue;
    const bare = pages.find((each) => each.app === 'bare' && each.figures.page === barePageFor(page.page))?.figures;
    const beside = bare && `bare app's ${bare.page}: TBT ${ms(bare.tbt)}, LCP ${(bare.lcp / 1000).toFixed(2)} s`;
    const trace = whereTheMainThreadWent(mainThread.find((each) => each.page === page.page));
    lines.push(`${page.page}: ${[missed.join(', '), beside, trace].filter(Boolean).join('; ')}. Tried: ${tried.load}.`);
  }
  return lines;
}

function tapLines({ firstTaps }: Measured): string[] {
  return firstTaps.flatMap((tap) => {
    const missed = [
      tap.taken > firstTapTargets.taken && `taken ${ms(tap.taken)} > ${firstTapTargets.taken}`,
      !tap.pressedShown && 'the button did not look pressed in the frame after the tap',
      tap.result > firstTapTargets.result && `result ${ms(tap.result)} > ${firstTapTargets.result}`,
    ].filter(Boolean);
    if (!missed.length) return [];
    const ready = tap.ready === undefined ? 'the app fetched on the tap' : `React had the page ${ms(tap.ready)} after its load`;
    return [`${tap.page} (app loaded ${tap.mode === 'idle' ? 'at idle' : 'on the tap'}): ${missed.join(', ')}; ${ready}. Tried: ${tried.tap}.`];
  });
}

function navigationLines({ navigation }: Measured): string[] {
  const bare = navigation.find(({ app }) => app === 'bare')?.steps[0];
  return navigation
    .filter(({ app }) => app === 'portal')
    .flatMap(({ steps }) =>
      steps
        .filter((step) => step.drawn > navigationTarget)
        .map((step) => {
          const parts = [
            `drawn ${ms(step.drawn)} > ${navigationTarget}`,
            bare && `bare app ${ms(bare.drawn)}`,
            `route committed at ${ms(step.route)}`,
            `${step.scripts} scripts, the last at ${ms(step.scriptsEnd)}`,
            `${step.calls} calls, the last at ${ms(step.callsEnd)}`,
            `long tasks ${ms(step.longTasks)}`,
          ];
          return `${step.step}: ${parts.filter(Boolean).join('; ')}. Tried: ${tried.navigation}.`;
        }),
    );
}

/** The section's lines; "every target measured in this run is met" when there is none to explain. */
export function printWhyNotMet(measured: Measured): string[] {
  const lines = [...pageLines(measured), ...tapLines(measured), ...navigationLines(measured)];
  return ['\nTargets not met in this run, and where their time went (the same run\'s figures):\n', ...(lines.length ? lines : ['every target measured in this run is met'])];
}
