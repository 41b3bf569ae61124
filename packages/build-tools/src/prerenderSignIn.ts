import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { bankIdOfferAttribute, hydratedEvent, startOnFirstAct, type FirstActOptions } from '@rehab/web/firstAct';
import { drawnForAttribute, type DrawnFor } from '@rehab/web/prerenderedPage';

/** Where an app keeps the reader's language, and the cookie of its session (each app's src/lib/browserKeys.ts). */
type BrowserKeys = { languageKey: string; tokenCookie: string };

/** Each app's sign-in: `render()` of src/prerender.tsx draws the route module, whose chunks' stylesheets the page links. */
const entry = 'src/prerender.tsx';
const route = 'src/features/auth/routes/SignInRoute.tsx';
/** Written beside index.html, and a second time with its BankID offer shown, for a server that offers BankID to send. */
const fileName = 'sign-in.html';

/**
 * A screen the server draws for a signed-in reader: `page` is index.html with the stylesheets of its `routes`' modules
 * and the first act's script, its #root empty for the server to fill; `module` is `entry` built for Node with every
 * package in it, whose render() the server runs. It goes in the build's server/ folder, never served nor precached.
 */
export type DrawnByServer = { entry: string; routes: string[]; page: string; module: string };
export const serverFolder = 'server';

/**
 * Writes the app's sign-in drawn at build time as a page of its own: index.html with the screen's markup in #root,
 * so a first visit paints before the app's script has arrived, and the app hydrates it once the reader acts on it
 * (drawn for a Swedish reader who is signed out: `browserKeys` tell the page's script who that is). The entry is
 * built for Node with Vite's SSR build (the same React and vanilla-extract plugins, so the class names are the
 * browser's) and run once. The page is added to the bundle, so precompress() and the service worker's precache see it.
 * With `drawnByServer`, the build also writes a screen's page and code for the server to draw it with (the patient
 * app's today).
 */
export function prerenderSignIn({ languageKey, tokenCookie }: BrowserKeys, drawnByServer?: DrawnByServer): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rehab:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('The build has no index.html to draw the page into');
        const index = String(page.source);
        const emptyRoot = '<div id="root"></div>';
        if (!index.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot}`);
        const linkStylesheets = (html: string, moduleIds: string[]) => {
          const files = new Set(moduleIds.flatMap((moduleId) => stylesheetsOf(bundle, join(config.root, moduleId))));
          const links = [...files]
            .map((file) => `${config.base}${file}`)
            .filter((href) => !index.includes(`href="${href}"`))
            .map((href) => `\n    <link rel="stylesheet" crossorigin href="${href}">`);
          return html.replace(/\s*<\/head>/, `${links.join('')}\n  </head>`);
        };
        const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
        if (!script?.[1]) throw new Error("index.html has no module script for the app's entry");
        // The page is a plain form until the reader acts on it (src/lib/firstAct.ts). A file of its own, as the
        // Content-Security-Policy allows no inline script.
        const options: FirstActOptions = { entry: script[1], languageKey, sessionCookie: tokenCookie, hydratedEvent, drawnForAttribute };
        // The function's own source, as the loader that ran this config hands it over: tsx (esbuild, keeping
        // names) wraps its inner functions in a `__name` helper, which the page must then have too.
        const source = `var __name = (target) => target;\n(${startOnFirstAct.toString()})(${JSON.stringify(options)});\n`;
        const firstAct = this.getFileName(this.emitFile({ type: 'asset', name: 'first-act.js', source }));
        const drawnPage = (moduleIds: string[], drawnFor: DrawnFor, markup: string) =>
          linkStylesheets(index, moduleIds)
            .replace(emptyRoot, `<div id="root" ${drawnForAttribute}="${drawnFor}">${markup}</div>`)
            .replace(script[0], `<script type="module" src="${config.base}${firstAct}"></script>`);

        const html = drawnPage([route], 'signed-out', await renderScreen(config, entry));
        this.emitFile({ type: 'asset', fileName, source: html });
        this.emitFile({ type: 'asset', fileName: fileName.replace(/\.html$/, '-bankid.html'), source: withBankIdOffered(html) });
        if (drawnByServer) {
          this.emitFile({ type: 'asset', fileName: drawnByServer.page, source: drawnPage(drawnByServer.routes, 'signed-in', '') });
          const module = await buildForNode(config, drawnByServer.entry, { bundled: true }, (file) => readFile(file, 'utf8'));
          this.emitFile({ type: 'asset', fileName: `${serverFolder}/${drawnByServer.module}`, source: module });
        }
      },
    },
  };
}

/** The page with the part marked as offering BankID shown: drawn hidden, since the build does not know the server. */
function withBankIdOffered(html: string): string {
  const offer = new RegExp(`<[^>]*\\s${bankIdOfferAttribute}=""[^>]*>`, 'g');
  if (!offer.test(html)) throw new Error(`The page has no ${bankIdOfferAttribute}`);
  return html.replace(offer, (tag) => tag.replace(' hidden=""', ''));
}

/** The stylesheets of the chunk that holds the route module and of every chunk it imports statically. */
function stylesheetsOf(bundle: Rolldown.OutputBundle, moduleId: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const routeChunk = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!routeChunk) throw new Error(`No chunk of the build is ${moduleId}`);
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(file);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(routeChunk);
  return [...stylesheets];
}

/** Builds `entry` for Node beside the app's packages (which it imports, not bundles), runs its render() once. */
function renderScreen(config: ResolvedConfig, entry: string): Promise<string> {
  // A fresh address each time: Node keeps a module it has imported, and a process may build twice (the bench).
  return buildForNode(config, entry, { bundled: false }, async (file) => {
    const module = (await import(`${pathToFileURL(file).href}?${Date.now()}`)) as { render: () => Promise<string> };
    return module.render();
  });
}

/**
 * Builds `entry` for Node with Vite's SSR build (the same React and vanilla-extract plugins, so the class names are
 * the browser's) and hands its one file to `take`. `bundled`: with every package in it, to run where the app's
 * packages are not (the server); else importing them from the app's node_modules.
 */
async function buildForNode<T>(config: ResolvedConfig, entry: string, { bundled }: { bundled: boolean }, take: (file: string) => Promise<T>): Promise<T> {
  // Under the app's node_modules (made if npm hoisted everything), where Node finds the packages it imports; a
  // folder of its own, as two builds of the app may run at once (the test suite's and the bench's).
  await mkdir(join(config.root, 'node_modules'), { recursive: true });
  const outDir = await mkdtemp(join(config.root, 'node_modules', '.prerender-'));
  try {
    const output = await build({
      configFile: false,
      root: config.root,
      base: config.base,
      mode: config.mode,
      logLevel: 'warn',
      plugins: [react(), vanillaExtractPlugin()],
      ssr: bundled ? { noExternal: true } : undefined,
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: bundled,
        copyPublicDir: false,
        rolldownOptions: bundled ? { output: { codeSplitting: false, entryFileNames: '[name].mjs' } } : undefined,
      },
    });
    const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
    const main = outputs.flatMap((result) => result.output).find((file) => file.type === 'chunk' && file.isEntry);
    if (!main) throw new Error(`The build of ${entry} has no entry chunk`);
    return await take(join(outDir, main.fileName));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
