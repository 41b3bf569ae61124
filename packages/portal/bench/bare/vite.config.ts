import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The yardstick of `npm run bench:web`: React and react-router, nothing else. */
export default defineConfig({ plugins: [react()] });
