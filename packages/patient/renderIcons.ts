/**
 * Draws the installed app's icons from its favicon (public/favicon.svg) with the system Chromium, once, and
 * writes them to public/icons/, where they are committed: `npx tsx packages/patient/renderIcons.ts`.
 * The maskable icon fills its whole square with the app's colour and keeps the mark inside the middle
 * four fifths, which every launcher's mask leaves whole.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { palette } from '@rehab/tokens/values';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';

const publicDir = fileURLToPath(new URL('public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const page = (size: number, maskable: boolean) => `<!doctype html>
<style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${maskable ? palette.primary : 'transparent'}; }
  svg { display: block; width: ${maskable ? '75%' : '100%'}; height: ${maskable ? '75%' : '100%'}; margin: ${maskable ? '12.5%' : '0'}; }
</style>
${mark}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
mkdirSync(`${publicDir}icons`, { recursive: true });
for (const { file, size, maskable } of icons) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, maskable));
  writeFileSync(`${publicDir}icons/${file}`, await tab.screenshot({ omitBackground: !maskable }));
  await tab.close();
}
await browser.close();
