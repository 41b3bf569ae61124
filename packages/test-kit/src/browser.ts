import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { shiftPageDate } from './clock';
import { clinicTimeZone } from '@rehab/contract/dates';

const attachmentDir = fileURLToPath(new URL('../../../.vitest-attachments/e2e', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** Widths the portal is used at: a phone upright, a tablet upright, a desktop. */
export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * A page as a physio in Sweden sees it, with stable pixels: no animations, sv-SE, Stockholm time, the suite's clock;
 * through `proxy` when given, even to this machine's own addresses.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
  proxy?: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    ...(proxy && { proxy: { server: proxy, bypass: '<-loopback>' } }),
    locale: 'sv-SE',
    timezoneId: clinicTimeZone,
    reducedMotion: 'reduce',
    viewport,
    // A phone and a tablet are touched, not clicked; react-aria then behaves as it does there.
    hasTouch: viewport.width < 1200,
  });
  await context.addInitScript(shiftPageDate, inject('clockOffsetMs'));
  await context.addInitScript(recordPolicyViolations);
  const page = await context.newPage();
  recordHeaderComplaints(page);
  return page;
}

/** What the browser logged about the server's security headers: a policy it could not read is not in force as written. */
const headerComplaints = new WeakMap<Page, string[]>();

function recordHeaderComplaints(page: Page) {
  const complaints: string[] = [];
  headerComplaints.set(page, complaints);
  page.on('console', (message) => {
    if (/Permissions-Policy|Content-Security-Policy|Feature-Policy/.test(message.text())) complaints.push(message.text());
  });
}

declare global {
  interface Window {
    policyViolations?: string[];
  }
}

/** Runs in each page before its scripts: keeps every Content-Security-Policy refusal the browser reports. */
function recordPolicyViolations() {
  window.policyViolations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.policyViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`),
  );
}

/**
 * The portal runs under the server's Content-Security-Policy: anything it refused fails the test, and so does
 * anything the browser said about the security headers themselves (a feature it does not know, a bad directive).
 */
export async function expectNoPolicyViolations(page: Page) {
  expect(await page.evaluate(() => window.policyViolations ?? [])).toEqual([]);
  expect(headerComplaints.get(page) ?? []).toEqual([]);
}

export async function expectNoAxeViolations(page: Page) {
  // react-aria's live announcer briefly points at labels of elements that just left the page (a pending
  // button that was replaced); it is a transient screen-reader message, not part of any screen.
  // Every checked screen is also checked for what the security policy refused.
  await expectNoPolicyViolations(page);
  // Axe runs in the page itself (legacy mode) and gathers only the violations: the default runs it in each frame and
  // then once more in a blank page it opens beside, which took two thirds of a check's 3.6 s; the portal has no frames.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude('[data-live-announcer]')
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export type ScreenshotOptions = {
  /** Parts whose content follows today's date (the seed is relative to it), painted over. */
  mask?: Locator[];
  /** Only the viewport, when the page's length follows the data. Default: the full page. */
  fullPage?: boolean;
  /** Where the baseline lives; by default __screenshots__ beside the running test file. */
  baselineDir?: string;
};

/**
 * The page's times, which follow the clock, for a screenshot's mask: each is first written as 00:00, so the box painted
 * over it, and the layout around it, is the same whenever the test runs.
 */
export async function clockTimes(page: Page): Promise<Locator[]> {
  await page.evaluate(() => document.querySelectorAll('time').forEach((time) => (time.textContent = '00:00')));
  return [page.locator('time')];
}

/** The running test file's __screenshots__ folder, where each app keeps its e2e baselines. */
function besideTheTest(): string {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error('expectScreenshot runs inside a test');
  return join(dirname(testPath), '__screenshots__');
}

/** How long a screen may take to settle into its baseline, like Playwright's own screenshot assertion. */
const settleMs = 5000;

/**
 * Compares the page with its committed baseline. A missing baseline is written and fails, to be reviewed;
 * UPDATE_SCREENSHOTS=1 rewrites baselines on purpose. A screen still settling (a late re-render on a busy
 * machine) is photographed again until it matches or `settleMs` has passed; the last difference fails.
 */
export async function expectScreenshot(
  page: Page,
  name: string,
  { mask: masked = [], fullPage = true, baselineDir = besideTheTest() }: ScreenshotOptions = {},
) {
  // The menu's count of unread messages and the bell's of notifications follow what other files do meanwhile
  // (opening a seeded chat reads it, feedback rings the bell); the tests that own a count assert it, the pictures leave it out.
  const mask = [
    ...masked,
    page.getByRole('navigation').getByRole('img', { name: /(olästa? meddelanden?|unread messages?)$/ }),
    page.getByRole('button', { name: /^(Notiser|Notifications)\b/ }).locator('span[aria-hidden="true"]'),
  ];
  await page.evaluate(() => document.fonts.ready);
  // A focus ring or a caret belongs to the moment, not to the screen: nothing is focused in a picture.
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  // The pointer rests where a click left it; away from every control, no hover state reaches the picture.
  await page.mouse.move(0, 0);
  const shoot = async () => PNG.sync.read(await page.screenshot({ fullPage, mask, animations: 'disabled', caret: 'hide' }));
  const baselinePath = join(baselineDir, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baselinePath)) {
    const created = !existsSync(baselinePath);
    write(baselinePath, await shoot());
    if (created && process.env.UPDATE_SCREENSHOTS !== '1') {
      throw new Error(`No baseline for "${name}"; one was written to ${baselinePath}. Review it before running the tests again.`);
    }
    return;
  }
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  const deadline = Date.now() + settleMs;
  for (;;) {
    const actual = await shoot();
    const difference = compare(baseline, actual);
    if (!difference) return;
    if (Date.now() > deadline) {
      write(join(attachmentDir, `${name}-actual.png`), actual);
      if (difference.diff) write(join(attachmentDir, `${name}-diff.png`), difference.diff);
      throw new Error(`"${name}" ${difference.message}; see ${attachmentDir}/${name}-actual.png`);
    }
    await page.waitForTimeout(250);
  }
}

const maxDifferentPixels = 8;

/** Undefined when the two match; otherwise what differs, where, and a picture of it. */
function compare(baseline: PNG, actual: PNG): { message: string; diff?: PNG } | undefined {
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { message: `is ${actual.width}×${actual.height}, its baseline ${baseline.width}×${baseline.height}` };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const changed = pixelmatch(baseline.data, actual.data, diff.data, width, height, { threshold: 0.03 });
  // A handful of pixels is the anti-aliasing of an icon's edge, which a loaded machine sometimes rasterizes a shade off.
  if (changed <= maxDifferentPixels) return undefined;
  return { message: `differs from its baseline in ${changed} pixels within ${changedArea(diff)}`, diff };
}

/** The box around the changed pixels (pixelmatch paints them pure red in its diff), so a failure in CI says where to look. */
function changedArea(diff: PNG): string {
  let [left, top, right, bottom] = [diff.width, diff.height, -1, -1];
  for (let y = 0; y < diff.height; y += 1) {
    for (let x = 0; x < diff.width; x += 1) {
      const index = (y * diff.width + x) * 4;
      if (diff.data[index] !== 255 || diff.data[index + 1] !== 0 || diff.data[index + 2] !== 0) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  return `x ${left}–${right}, y ${top}–${bottom}`;
}

function write(path: string, image: PNG) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, PNG.sync.write(image));
}

/**
 * Resolves when the page's socket.io client has been accepted: the server's answer to its CONNECT
 * (`40{"sid"...`) came, over its WebSocket or by long-polling.
 */
export function socketConnected(page: Page, ms = 15_000) {
  const isAccepted = (payload: string | Buffer) => String(payload).includes('40{"sid"');
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket did not connect within ${ms} ms`)), ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => isAccepted(frame.payload) && done()));
    page.on('response', (response) => {
      if (response.url().includes('/socket.io/'))
        response.text().then(
          (text) => isAccepted(text) && done(),
          () => undefined,
        );
    });
  });
}
