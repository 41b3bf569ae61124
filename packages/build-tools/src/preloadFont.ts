import type { Plugin } from 'vite';

/**
 * Preloads the one font file the first paint draws with (Poppins regular, Latin), so its text is not
 * drawn twice and the page's largest text is not held back until the CSS has been read. The file's
 * hashed name is known only once the bundle is written, so the link is added to index.html then.
 */
export function preloadFont(fileName: RegExp): Plugin {
  // The address the app is served at (the patient app's is /app/).
  let base = '/';
  return {
    name: 'rehab:preload-font',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => fileName.test(file));
        if (!font) throw new Error(`No font file in the build matches ${String(fileName)}`);
        return [{ tag: 'link', attrs: { rel: 'preload', href: `${base}${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head-prepend' }];
      },
    },
  };
}
