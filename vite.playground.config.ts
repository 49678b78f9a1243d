import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import appConfig from './vite.config.ts';
import { journeyPlayground } from './src/playground/server/vite-plugin.ts';

/**
 * The analysts' studio (`npm run studio`): its own page, `playground.html`, never part of the app's build
 * (`vite.config.ts` builds index.html alone into dist/). JOURNEY_ROOT points it at another copy of the config.
 */
export default defineConfig({
  plugins: [react(), journeyPlayground({ root: resolve(process.env.JOURNEY_ROOT ?? '.') })],
  resolve: appConfig.resolve,
  // its own dependency cache: the app's dev server (`npm run dev`) keeps its own, and two studios started at once (the
  // two studio e2e files) each theirs, or one's dependency optimising reloads the other's page mid-test
  cacheDir: process.env.STUDIO_CACHE_DIR ?? 'node_modules/.vite-playground',
  // loopback only: the studio's server writes config files (its middleware also refuses a non-loopback Host or Origin).
  // No CORS: the studio's page is same-origin, and no other page (another localhost port included) may read the files.
  server: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 5180), strictPort: false, cors: false },
  preview: { host: '127.0.0.1', port: Number(process.env.PLAYGROUND_PORT ?? 5180), cors: false },
  build: {
    outDir: 'dist-playground',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: { playground: resolve(import.meta.dirname, 'playground.html') } },
  },
});
