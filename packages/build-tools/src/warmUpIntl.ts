import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The first use of `Intl` in a page makes the browser build its locale tables: 25 to 160 ms on one core in our
 * measurements, four times that on the slow phone Lighthouse's mobile preset stands for. In both apps that first
 * use was react-aria's locale detection as the entry script was evaluated, which made the longest task of a
 * signed-in visit longer. This script formats one date before the entry runs, while the entry still downloads and
 * the browser has nothing else to do; the entry's dates are then formatted at once.
 */
const source = "new Intl.DateTimeFormat('sv-SE', { dateStyle: 'full', timeStyle: 'short' }).format(0);\n";

/** Under assets/, where the server caches a file for a year, with a name that changes with its content. */
const fileName = `assets/intl-warm-up-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;

/**
 * Adds the script to index.html, early in the head and `defer`: deferred and module scripts run in the order of
 * the page once it is parsed, so it runs before the entry. A file of its own: the Content-Security-Policy allows
 * no inline script. Only index.html, the page of the signed-in screens, whose first paint waits for the entry
 * anyway: a page drawn at build time (prerenderSignIn.ts, listed before this plugin, so it copies index.html without
 * the script) paints first and fetches its entry after, and a task before that paint would only delay it.
 */
export function warmUpIntl(): Plugin {
  let base = '/';
  return {
    name: 'rehab:warm-up-intl',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('The build has no index.html to add the Intl warm-up to');
        const html = String(page.source);
        // Right after the character set, which must come first.
        const charset = /<meta charset="[^"]+" \/>\s*/.exec(html);
        if (!charset) throw new Error('index.html has no <meta charset> to put the Intl warm-up after');
        page.source = html.replace(charset[0], `${charset[0]}<script defer src="${base}${fileName}"></script>\n    `);
      },
    },
  };
}
