import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../portal/precompress.ts';

/** The patient app: served by the server at /app/, beside the portal. */
export default defineConfig({
  base: '/app/',
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: { port: 5174, proxy: { '/patient-app': 'http://localhost:8080', '/users': 'http://localhost:8080', '/health': 'http://localhost:8080' } },
  // Source maps are built for error reporting but not linked from the files, and the server does not serve them.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
