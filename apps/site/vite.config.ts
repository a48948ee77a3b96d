import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { entryFiles, entrySource } from './page-sizes.mjs';
import { clientEntries } from './src/pages.ts';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
/** Workspace packages from their sources (the tests resolve them the same way). */
export const workspaceSources = [
  { find: /^@switchboard\/ui\/theme$/, replacement: `${packages}ui/src/theme/tokens.ts` },
  { find: /^@switchboard\/(contract|i18n|forms)$/, replacement: `${packages}$1/src/index.ts` },
];

/** Where the client's files are served (apps/api/src/routes/site.ts). */
export const ASSETS_BASE = '/site-assets/';

/**
 * Two builds from one config (build.mjs runs both): the client entries (plain TypeScript and the one
 * stylesheet) into dist/client, then the server bundle into dist/server with the client's file names
 * written in. Workspace packages are bundled from their sources, so vanilla-extract gives the kit's
 * classes the same names in both builds.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin()],
  base: ASSETS_BASE,
  resolve: { alias: workspaceSources },
  // The API imports the server bundle from any folder (SITE_DIST): it carries its dependencies.
  ssr: { noExternal: true, target: 'node' as const },
  define: isSsrBuild ? { __SITE_ASSETS__: JSON.stringify(clientAssets()) } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: 'render.js' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        assetsDir: '',
        manifest: true,
        rolldownOptions: {
          input: Object.fromEntries(clientEntries.map((name) => [name, entrySource(name)])),
        },
      },
}));

/** Each client entry's JS files (entry first) and stylesheets, as URLs, from the client build. */
function clientAssets() {
  const dir = fileURLToPath(new URL('./dist/client/', import.meta.url));
  const manifest = JSON.parse(readFileSync(`${dir}.vite/manifest.json`, 'utf8'));
  const url = (file: string) => ASSETS_BASE + file;
  return Object.fromEntries(
    clientEntries.map((name) => [
      name,
      {
        js: entryFiles(manifest, name).map(url),
        css: (manifest[entrySource(name)]?.css ?? []).map(url),
      },
    ]),
  );
}
