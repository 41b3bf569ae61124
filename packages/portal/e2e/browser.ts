import AxeBuilder from '@axe-core/playwright';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';

const baselineDir = fileURLToPath(new URL('__screenshots__', import.meta.url));
const attachmentDir = fileURLToPath(new URL('../../../.vitest-attachments/e2e', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}

/** A page as a physio in Sweden sees it, with stable pixels: no animations, sv-SE, Stockholm time. */
export async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
  });
  return context.newPage();
}

export async function expectNoAxeViolations(page: Page) {
  // react-aria's live announcer briefly points at labels of elements that just left the page (a pending
  // button that was replaced); it is a transient screen-reader message, not part of any screen.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export type ScreenshotOptions = {
  /** Parts whose content follows today's date (the seed is relative to it), painted over. */
  mask?: Locator[];
  /** Only the viewport, when the page's length follows the data. Default: the full page. */
  fullPage?: boolean;
};

/**
 * Compares the page with its committed baseline. A missing baseline is written and fails, to be reviewed;
 * UPDATE_SCREENSHOTS=1 rewrites baselines on purpose.
 */
export async function expectScreenshot(page: Page, name: string, { mask = [], fullPage = true }: ScreenshotOptions = {}) {
  await page.evaluate(() => document.fonts.ready);
  // The pointer rests where a click left it; away from every control, no hover state reaches the picture.
  await page.mouse.move(0, 0);
  const actual = PNG.sync.read(await page.screenshot({ fullPage, mask, animations: 'disabled', caret: 'hide' }));
  const baselinePath = join(baselineDir, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !existsSync(baselinePath)) {
    const created = !existsSync(baselinePath);
    write(baselinePath, actual);
    if (created && process.env.UPDATE_SCREENSHOTS !== '1') {
      throw new Error(`No baseline for "${name}"; one was written to ${baselinePath}. Review it before running the tests again.`);
    }
    return;
  }
  const baseline = PNG.sync.read(readFileSync(baselinePath));
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    write(join(attachmentDir, `${name}-actual.png`), actual);
    throw new Error(`"${name}" is ${actual.width}×${actual.height}, its baseline ${baseline.width}×${baseline.height}.`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.03 });
  if (changed > 0) {
    write(join(attachmentDir, `${name}-actual.png`), actual);
    write(join(attachmentDir, `${name}-diff.png`), diff);
    throw new Error(`"${name}" differs from its baseline in ${changed} pixels; see ${attachmentDir}/${name}-diff.png`);
  }
}

function write(path: string, image: PNG) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, PNG.sync.write(image));
}
