import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { formStepsPreloadAhead } from './scripts/build/form-steps-preload.ts';
import { muiWithoutCssVars } from './scripts/build/mui-without-css-vars.ts';
import { precompressBuild } from './scripts/build/precompress.ts';
import { preloadEntryScreen } from './scripts/build/preload-entry-screen.ts';
import { prerenderPublicScreens } from './scripts/build/prerender.ts';

/**
 * Dev only: when an analyst saves a config or schema file, re-run `journey compile` (validators + resolved
 * programmes into src/generated) so the page reloads with the change; a broken file prints its problems.
 */
function journeyConfigReload(): Plugin {
  return {
    name: 'journey-config-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(['journey-config', 'schemas']);
      server.watcher.on('change', (file) => {
        if (!/[\\/](journey-config|schemas)[\\/].*\.json$/.test(file)) return;
        const result = spawnSync(process.execPath, ['bin/journey.mjs', 'compile'], { encoding: 'utf8' });
        if (result.status !== 0) server.config.logger.error(result.stderr || result.stdout);
        else server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

const formSteps = formStepsPreloadAhead(
  '/src/renderer/form/library-steps/mui-scope.ts',
  '/src/renderer/form/journey-form.tsx',
);

/** What the page and the prerender's server build share, so both draw the same markup and the same styles. */
const shared = {
  plugins: [react(), muiWithoutCssVars()],
  resolve: {
    alias: [
      {
        find: /^markdown-to-jsx(\/react)?$/,
        replacement: fileURLToPath(new URL('./src/renderer/form/plain-markdown.tsx', import.meta.url)),
      },
    ],
  },
};

/**
 * Every message the page formats was parsed by journey compile (programme.json `messages`): in the page's bundle
 * intl-messageformat gets FormatJS's parser-less build (its ES module, which the bundle shakes like the rest), so no
 * message is parsed in the browser and the parser is never shipped. The prerender runs in Node, which cannot load that
 * module's extensionless imports, and keeps the whole package.
 */
const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
};

export default defineConfig({
  plugins: [
    ...shared.plugins,
    journeyConfigReload(),
    preloadEntryScreen(),
    prerenderPublicScreens(shared),
    precompressBuild(),
    formSteps.capture,
  ],
  resolve: { alias: [...shared.resolve.alias, withoutMessageParser] },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    // no modulepreload polyfill in the page's entry (about 0.25 kB gzip on every route): every browser the app supports
    // but Safari before 17 preloads modules itself, and there a module not preloaded is still fetched by its import
    modulePreload: { polyfill: false, resolveDependencies: formSteps.resolveDependencies },
    rolldownOptions: {
      output: {
        // React gets a chunk of its own (it changes least, so it stays cached across releases). Naming any group also
        // makes Rolldown emit its interop helpers as a separate tiny chunk; without one they went into the
        // @rjsf/utils chunk and every route, /login included, downloaded that library to get two helpers.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`,
        rewrite: (p) => p.replace(/^\/api/, ''),
      },
    },
  },
});
