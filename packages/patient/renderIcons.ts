/**
 * Draws the installed app's icons from its favicon (public/favicon.svg) with the system Chromium, once, and
 * writes them to public/icons/, where they are committed: `npx tsx packages/patient/renderIcons.ts`. The tab's
 * icon is drawn too, for both apps (the portal's mark is the same): a page that names an SVG favicon has Chromium
 * build an SVG document for it on the page's main thread, a task of 10 to 40 ms after the first paint, where a
 * small PNG is decoded in well under one.
 * The maskable icon fills its whole square with the app's colour and keeps the mark inside the middle
 * four fifths, which every launcher's mask leaves whole.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { palette } from '@rehab/tokens/values';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '@rehab/test-kit/chromium';

const publicDir = fileURLToPath(new URL('public/', import.meta.url));
const portalPublicDir = fileURLToPath(new URL('../portal/public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`, 'utf8');

const icons = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, maskable: true },
  // The tab's icon, at one and two device pixels per CSS pixel.
  ...[32, 64].flatMap((size) => [
    { file: `icons/favicon-${size}.png`, size, maskable: false },
    { file: `${portalPublicDir}favicon-${size}.png`, size, maskable: false },
  ]),
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
  writeFileSync(file.startsWith('/') ? file : `${publicDir}${file}`, await tab.screenshot({ omitBackground: !maskable }));
  await tab.close();
}
await browser.close();
