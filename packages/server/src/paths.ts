import { fileURLToPath } from 'node:url';

// This file sits one folder below the server package, as the built server (dist/main.js) does: these
// addresses hold whether the server runs from its source or from its build.
/** The repository's root, where the data folder and both apps' builds are by default. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Drizzle's migrations, read at start; the build leaves them where they are. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The demo library's committed videos (made by src/db/library/make-demo-videos.ts). */
export const demoMediaFolder = fileURLToPath(new URL('../demo-media', import.meta.url));
