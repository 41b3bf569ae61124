import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, proxy: { '/health': 'http://localhost:8080' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
