import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, inject, it } from 'vitest';
import { compileHintComment } from '@rehab/build-tools';
import { initialScripts, readManifest } from '../bench/initialScripts';
import { launchChromium, openPage } from '@rehab/test-kit/browser';
import { demoPhysio, signInAs } from '@rehab/test-kit/session';

/** A request as a browser sends it; fetch undoes the compression but keeps the headers that name it. */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${inject('baseUrl')}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });
}

const navigation = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };

// The production build as `npm start` serves it: compressed at build time, cached by its hash, no source maps.
describe('the built portal as the server sends it', () => {
  it('sends the page brotli, never cached without asking, preloading the font of the first paint', async () => {
    const page = await get('/sign-in', navigation);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const font = /<link rel="preload" href="(\/assets\/poppins-latin-400-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(html)?.[1];
    expect(font, html).toBeDefined();

    const fontFile = await get(font ?? '');
    expect(fontFile.status).toBe(200);
    expect(fontFile.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The preloaded file is the one the stylesheet draws with, else the browser downloads it twice.
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((match) => match[1] ?? '');
    const css = (await Promise.all(stylesheets.map(async (href) => (await get(href)).text()))).join('\n');
    expect(css).toContain(`url(${font})`);
  });

  it("names the tab's icon as small PNGs, not the SVG, in both apps", async () => {
    // Chromium builds a document of its own for an SVG favicon on the page's main thread: 10 to 40 ms after the
    // first paint, a long task on a slow phone. A PNG of 32 or 64 pixels is decoded in well under a millisecond.
    for (const path of ['/sign-in', '/', '/app/sign-in', '/app/']) {
      const html = await (await get(path, navigation)).text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
      expect(icons, path).toHaveLength(2);
      for (const tag of icons) {
        expect(tag, path).toMatch(/type="image\/png" sizes="(32x32|64x64)"/);
        const icon = await get(/href="([^"]+)"/.exec(tag)?.[1] ?? '');
        expect(icon.status, tag).toBe(200);
        expect(icon.headers.get('content-type'), tag).toBe('image/png');
      }
    }
  });

  it('sends each script compressed as the browser takes it, cached a year, without a source map', async () => {
    const html = await (await get('/', navigation)).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry, html).toBeDefined();

    const brotli = await get(entry ?? '');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await brotli.text()).not.toContain('sourceMappingURL');

    const gzip = await get(entry ?? '', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const map = await get(`${entry ?? ''}.map`, { accept: '*/*' });
    expect(map.status).toBe(404);
    // The suite's build also has Vite's manifest, for the web bench; a folder whose name starts with a dot is not served.
    expect((await get('/.vite/manifest.json', { accept: '*/*' })).status).toBe(404);
  });

  it('marks the entry, and no other script, to be compiled as it downloads, its source map a line lower', async () => {
    const html = await (await get('/', navigation)).text();
    const entry = /<script type="module" crossorigin src="\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const code = await (await get(`/assets/${entry}`)).text();
    // V8 reads the hint on the file's first line only (compileHint.ts).
    expect(code.startsWith(`${compileHintComment}\n`)).toBe(true);
    const frame = [...initialScripts(readManifest(inject('portalDir')), ['frame'])].find((file) => !file.includes('index-'));
    expect(frame).toBeDefined();
    expect(await (await get(`/${frame ?? ''}`)).text()).not.toContain(compileHintComment);

    // A line of main.tsx still maps to main.tsx: the map moved down with the code under the hint.
    const map = new SourceMapConsumer(JSON.parse(readFileSync(join(inject('portalDir'), 'assets', `${entry}.map`), 'utf8')));
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('index.html has no #root element'));
    const column = lines[line]?.indexOf('index.html has no #root element') ?? -1;
    const original = map.originalPositionFor({ line: line + 1, column });
    expect(original.source).toMatch(/packages\/portal\/src\/main\.tsx$/);
    const sourceLine = readFileSync(fileURLToPath(new URL('../src/main.tsx', import.meta.url)), 'utf8')
      .split('\n')
      .findIndex((text) => text.includes('index.html has no #root element'));
    expect(original.line).toBe(sourceLine + 1);
  });

  it('sends a signed-in first screen its code in a few files, not one per component', () => {
    const dashboard = initialScripts(readManifest(inject('portalDir')), [
      'frame',
      'src/features/dashboard/routes/DashboardRoute.tsx',
    ]);
    // On a slow phone network each file costs a round trip; the dashboard's first visit fetched 68 scripts before the
    // frame and what it imports became one chunk (firstScreenChunks.ts), most of them one or two kB.
    expect(dashboard.size).toBeGreaterThan(1);
    expect(dashboard.size).toBeLessThanOrEqual(32);
  });
});

describe('a signed-in first visit', () => {
  it("builds the browser's locale tables in a script of its own before the entry runs", async () => {
    // The script is on the signed-in screens' page only, in both apps; a page drawn at build time paints first.
    for (const [path, base] of [['/', '/'], ['/app/', '/app/']] as const) {
      const html = await (await get(path, navigation)).text();
      expect(html).toMatch(new RegExp(`<script defer src="${base}assets/intl-warm-up-[\\w-]+\\.js"></script>[\\s\\S]*<script type="module"`));
    }
    expect(await (await get('/sign-in', navigation)).text()).not.toContain('intl-warm-up');

    const browser = await launchChromium();
    try {
      const page = await openPage(browser, inject('baseUrl'));
      await signInAs(page);
      // Where the page first used Intl: the first use is the one that builds the tables.
      await page.addInitScript(() => {
        const record = () => {
          const trace = new Error().stack ?? '';
          Object.assign(window, { firstIntlUse: (window as { firstIntlUse?: string }).firstIntlUse ?? trace });
        };
        for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator', 'ListFormat', 'RelativeTimeFormat', 'Locale'] as const) {
          const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
          const watched = new Proxy(original, {
            construct: (target, args) => (record(), Reflect.construct(target, args) as object),
            apply: (target, self, args) => (record(), Reflect.apply(target, self, args)),
            get: (target, key) => (key === 'supportedLocalesOf' && record(), Reflect.get(target, key) as unknown),
          });
          Object.defineProperty(Intl, name, { value: watched, configurable: true, writable: true });
        }
      });
      await page.goto('/');
      await page.getByRole('heading', { name: `Välkommen tillbaka, ${demoPhysio.name}` }).waitFor();
      const firstUse = await page.evaluate(() => (window as { firstIntlUse?: string }).firstIntlUse);
      expect(firstUse).toMatch(/\/assets\/intl-warm-up-[\w-]+\.js/);
    } finally {
      await browser.close();
    }
  });

  it("asks for the frame's and the screen's texts with the app's own, before the screen is drawn", async () => {
    const browser = await launchChromium();
    try {
      const page = await openPage(browser, inject('baseUrl'));
      await signInAs(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto('/');
      await page.getByRole('heading', { name: `Välkommen tillbaka, ${demoPhysio.name}` }).waitFor();
      // Asked for once the screen is drawn, each would be one more round trip before the greeting; they were three.
      // The to-do list asks for its page once it is drawn (the screen's first calls are sent with the entry).
      const drawn = asked.indexOf('/specialists/patients/todo');
      expect(drawn, asked.join('\n')).toBeGreaterThan(0);
      for (const texts of ['navigation', 'notifications', 'dashboard']) {
        const index = asked.findIndex((path) => new RegExp(`^/assets/${texts}-[\\w-]+\\.js$`).test(path));
        expect(index, `${texts} in\n${asked.join('\n')}`).toBeGreaterThan(0);
        expect(index, `${texts} in\n${asked.join('\n')}`).toBeLessThan(drawn);
      }
    } finally {
      await browser.close();
    }
  });
});
