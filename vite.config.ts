/// <reference types="vitest/config" />
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkName } from './scripts/chunkNames.ts';
import { moduleMessages } from './scripts/moduleMessagesPlugin.ts';
import { routePreloadsPlugin } from './scripts/routePreloadsPlugin.ts';

// The reference backend serves the API and the login service on one port; `npm run dev` proxies to it.
const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';
// Uploaded files (thumbnails, logos) are served by the backend under /media/.
const apiPrefixes = ['/fr/', '/en/', '/it/', '/media/'];
// The entry of index.html and the chunks it imports statically (the `framework` group and the
// bundler's runtime): loaded before any dynamic import can run.
const alwaysLoaded = /^assets\/(framework|rolldown-runtime|index)-[^/]+\.js$/;

export default defineConfig({
  base: '/publish/',
  plugins: [
    // React Aria (the date field) ships its own labels in some thirty languages: keep the interface's.
    optimizeLocales.vite({ locales: ['fr-FR', 'en-US', 'it-IT'] }),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader comes with its component, out of the entry: the loaders import the API's query
      // factories, which the first screen does not run (issue 49, bench measure 1). main.tsx starts
      // loading the opened route's chunk with the start, so its data does not wait for it.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        // The localised layout (the shell: header, breadcrumb, toasts) frames every screen, so the start
        // always loads it: it stays in the entry rather than in a chunk of its own and the three small
        // ones it shared with the screens, which cost 0.9 kB gzip more (issue 49, bench measure 1).
        splitBehavior: ({ routeId }) => (routeId === '/$locale' ? [] : undefined),
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // Each module's French messages go with it, into its own chunk (decision 0034).
    moduleMessages({ locale: 'fr', registry: 'src/i18n/moduleMessages.ts' }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    tailwindcss(),
    // Each screen's files, which the reference backend names in the page it serves for the screen.
    routePreloadsPlugin({ announced: (file) => alwaysLoaded.test(file) }),
  ],
  server: {
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: backend, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: {
      // Every browser of the last two years preloads modules itself (Chrome 66, Firefox 115, Safari 17):
      // the entry does without Vite's polyfill for the others (0.2 kB gzip; issue 49, bench measure 1),
      // which still run everything, only fetching a route's files one level after another.
      polyfill: false,
      // Vite lists, at each dynamic import, the chunk imported and every chunk it needs, and the entry
      // holds those lists for all the routes (2.9 kB gzip; issue 49, bench measure 1). Two kinds of
      // names in them were preloaded for nothing: the imported chunk itself, which the import() that
      // follows fetches at once, and the entry with the two chunks it imports, loaded before any
      // import() can run. What a chunk needs besides stays listed, so a route change still fetches its
      // files together, without waiting for the route's chunk to name them.
      // The page itself (hostType 'html') keeps its list: there the entry's own imports are announced
      // with the entry, not discovered once it has arrived (one round trip more before the first screen:
      // Lighthouse's mobile network, 150 ms, plus the entry's transfer; issue 49, bench measure 2).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep !== file && !alwaysLoaded.test(dep)),
    },
    rolldownOptions: {
      output: {
        // One name per chunk, so that the size budget can name it (scripts/check-bundle-size.mjs).
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
        // What every screen runs before it shows ($initial: the entry's static imports) in two files,
        // libraries apart from our code so that a release of ours leaves the first one cached;
        // otherwise every module shared with a lazy screen became a file of its own, and the
        // first screen waited for some twenty small requests (issue 18).
        codeSplitting: {
          groups: [
            { name: 'framework', tags: ['$initial'], test: /node_modules/, priority: 30 },
            { name: 'shell', tags: ['$initial'], priority: 20 },
            // The libraries a screen uses once the person acts (Headless UI's menus, dialogs and
            // disclosures with the React Aria, Floating UI and tabbable parts they need) in one file,
            // not split at every seam between screens: the dataset list waited for 42 files, nine of
            // them these, and each cost the start a preload link to insert (up to 4 ms at 4×) and, over
            // HTTP/1.1's six connections, a place in the queue (issue 49, bench measure 2: the list's
            // blocking time, median of four Lighthouse runs, 968 → 759 ms). The first screen loads
            // none of it.
            {
              name: 'widgets',
              test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria[\\/](interactions|focus|utils)|tabbable)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'machines/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'happy-dom',
          // One environment and module cache for all files of a worker: setting up happy-dom and the
          // imports again for each of some 200 files took four fifths of this project's time (291 s
          // against 55 s). The files share no state: the setup file cleans up after each test, and they
          // pass in any order (checked with --sequence.shuffle.files).
          isolate: false,
          setupFiles: ['./tests/setup/vitest.setup.ts'],
          // Typing through user-event on a busy shared 2-core machine can take seconds: a guard against
          // a hung test, not a performance check (performance is measured by `npm run bench`).
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/load/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // Tests that need a PostgreSQL server (several server processes on one database): run by
        // `node scripts/with-postgres.mjs`, which npm test does; without one they fail, never skip.
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
