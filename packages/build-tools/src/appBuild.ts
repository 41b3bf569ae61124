import type { BuildOptions } from 'vite';
import { firstScreenChunks } from './firstScreenChunks.ts';

/** How both apps are built. Source maps are built for error reporting but not linked from the files, and the server does not serve them. */
export const appBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  sourcemap: 'hidden',
  rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
} satisfies BuildOptions;
