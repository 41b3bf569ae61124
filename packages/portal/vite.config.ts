import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
// Its own entry, which Node loads as it is: the config is read before anything is bundled.
import { serverAddressPattern } from '@rehab/contract/server-addresses';
import { defineConfig } from 'vite';
import { compileHint, firstScreenChunks, precompress, preloadFont, prerenderSignIn, warmUpIntl } from '@rehab/build-tools';
import * as browserKeys from './src/lib/browserKeys.ts';

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    preloadFont(/poppins-latin-400-normal-[\w-]+\.woff2$/),
    // Sign-in drawn at build time, served for /sign-in (packages/server/src/app.ts) and hydrated by main.tsx.
    prerenderSignIn(browserKeys),
    // After prerenderSignIn, so the page drawn at build time is copied from index.html without it.
    warmUpIntl(),
    compileHint(),
    precompress(),
  ],
  // `npm run dev`: calls, files and the socket go to the server in watch mode; a page the browser navigates to
  // stays here even where a call shares its path (/patients, /chats).
  server: {
    port: 5173,
    proxy: {
      [serverAddressPattern]: {
        target: 'http://localhost:8080',
        ws: true,
        bypass: (request) => (request.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
  // Source maps are built for error reporting but not linked from the files, and the server does not serve them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
  },
});
