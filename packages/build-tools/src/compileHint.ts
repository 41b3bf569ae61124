import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its functions
 * compiled on a background thread as it downloads, instead of each one on the main thread when it is first called.
 * Other browsers read a comment.
 */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Marks each app's entry script, and only it: every first screen runs most of the entry as it loads (React, the
 * router, the translations), and compiling that code function by function on the main thread was about half of the
 * entry's evaluation, the longest task of a first visit. The comment goes on the first line, the only place V8 reads it,
 * after Vite has put its preload list there; the source map moves down a line with it.
 */
export function compileHint(): Plugin {
  return {
    name: 'rehab:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = `${compileHintComment}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            // One generated line more on top: its (empty) mappings come first.
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
