import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@rehab/build-tools';

/** The yardstick of `npm run bench:web`: React and react-router, nothing else, compressed as the portal is. */
export default defineConfig({ plugins: [react(), precompress()] });
