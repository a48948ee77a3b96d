import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ariaCalendars } from './aria-calendars.ts';
import { ariaLocales } from './aria-locales.ts';
import { chunkGroups } from './chunk-groups.ts';
import { libraryCssWithChunk } from './library-css.ts';
import { messageAst } from './message-ast.ts';
import { sizeBudget } from './size-budget.ts';
import { workspaceSource } from './workspace-source.ts';

/**
 * `#app/…`, `#features/…`, `#test/…`: the console's top folders by name rather than by climbing
 * (`tsconfig.json` declares the same three for the type checker).
 */
export const sourceFolders = ['app', 'features', 'test'].map((folder) => ({
  find: new RegExp(`^#${folder}/`),
  replacement: fileURLToPath(new URL(`./src/${folder}/`, import.meta.url)),
}));

/** The API in development (`cd apps/api && pnpm start`); override with API_URL. */
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * Paths the API serves beside the console: its endpoints, health, uploads, the widget script and
 * the widget's public endpoints (the provider widget on the profile pages fetches its config), and
 * the appearance editor's live preview page (framed, so it must share the console's origin), and
 * the sandbox card provider's pages and the provider's subscribe paths (`/{card_provider}/subscribe`).
 */
const proxy = Object.fromEntries(
  [
    '/admin',
    '/healthz',
    '/uploads',
    '/public',
    '/widget.js',
    '/widget-assets',
    '/widget-preview.html',
    '/sandbox',
  ].map((path) => [path, { target: apiUrl, changeOrigin: true }]),
);

export default defineConfig({
  // Order matters (toolchain notes, gotcha 9): routes are generated and split before React's
  // transform, and the kit's .css.ts files are compiled by vanilla-extract.
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      autoCodeSplitting: true,
      // Loaders too: a loader reaches into its feature's queries, which load with the route, not
      // with the first page (measured: 14 KB gzip and 22 files less on the first load).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // Workspace packages are used from their sources (the `source` entry of their exports).
    workspaceSource(),
    // Messages ship as syntax trees, without the ICU parser.
    ...messageAst(),
    // react-aria's strings: English with the controls, the other languages with their catalog.
    ariaLocales(),
    // Its calendar systems: those of the console's languages only.
    ariaCalendars(),
    // The flow editor's canvas styles come with the editor, not in the one stylesheet.
    libraryCssWithChunk(['@xyflow/react/dist/style.css']),
    // The first paint and every route within their budgets (size-budgets.json), or the build fails.
    sizeBudget(),
  ],
  resolve: {
    // vanilla-extract evaluates `.css.ts` files in its own compiler, which does not run the plugins
    // above: a package whose styles use the kit's theme contract (the flow editor) would get the kit's
    // published build there, whose variables have other names than the ones the themes define.
    alias: [
      ...sourceFolders,
      {
        find: /^@switchboard\/ui$/,
        replacement: fileURLToPath(new URL('../../packages/ui/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1', port: 4173, proxy },
  // The manifest lets the size budget and `pnpm bench` measure the first load and each route chunk.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // All the console's styles are 12 KB gzip: one stylesheet, loaded once, instead of one file per
    // screen chunk (nine more requests on the login page alone).
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
