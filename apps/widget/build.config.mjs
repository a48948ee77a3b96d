// esbuild options and size budgets of the widget, shared by build.mjs, bench.mjs and the tests.

import { build } from 'esbuild';

/** Browsers the widget runs in (spec §1: Chrome, Firefox, Opera, Safari, Edge; iOS and Android). */
export const TARGET = 'es2019';

/** dist/ layout: the loader at the root, the panel and its chunks in one folder beside it. */
export const ASSETS_DIR = 'widget-assets';

/**
 * Workspace packages (@switchboard/widget-embed) are bundled from their sources (the `source` entry
 * of their exports): the widget builds without building them first.
 */
const CONDITIONS = ['source'];

/**
 * Budgets the build fails on (bytes), besides the snippet's own (`SNIPPET_BUDGET_BYTES` of
 * @switchboard/widget-embed/install: the pasted snippet, raw, what a site owner copies).
 */
export const BUDGETS = {
  /** dist/widget.js, gzip: what every page view downloads. */
  loaderGzip: 5 * 1024,
  /** The panel and all its chunks, gzip: what a visitor who opens the widget downloads at most. */
  panelGzip: 30 * 1024,
};

/**
 * @param {string} dir the package directory
 * @param {string} panelPath the panel entry's path relative to widget.js
 * @returns {import('esbuild').BuildOptions}
 */
export function loaderOptions(dir, panelPath) {
  return {
    absWorkingDir: dir,
    entryPoints: ['src/loader/entry.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: TARGET,
    // import() of the panel: every browser the widget supports has it; ES2019 only lacks the name.
    supported: { 'dynamic-import': true },
    define: { __PANEL_PATH__: JSON.stringify(panelPath) },
    conditions: CONDITIONS,
    legalComments: 'none',
    logLevel: 'warning',
  };
}

/**
 * @param {string} dir the package directory
 * @returns {import('esbuild').BuildOptions}
 */
export function panelOptions(dir) {
  return {
    absWorkingDir: dir,
    entryPoints: ['src/panel/index.ts'],
    bundle: true,
    format: 'esm',
    splitting: true,
    entryNames: 'panel-[hash]',
    chunkNames: 'chunk-[hash]',
    minify: true,
    target: TARGET,
    supported: { 'dynamic-import': true },
    // Module scripts are always decoded as UTF-8, whatever the host page's encoding: the
    // dictionaries can stay unescaped (the classic-script loader keeps esbuild's ASCII escapes).
    charset: 'utf8',
    conditions: CONDITIONS,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * The console's live preview (src/preview/entry.ts): the loader's draw() and the panel in one ESM
 * entry, split like the panel so only the widget's language chunk loads. Never on customer pages,
 * so no budget.
 * @param {string} dir the package directory
 * @returns {import('esbuild').BuildOptions}
 */
export function previewOptions(dir) {
  return { ...panelOptions(dir), entryPoints: ['src/preview/entry.ts'], entryNames: 'preview-[hash]' };
}

/** The preview page's URL path (served by the API, framed by the console on the same origin). */
export const PREVIEW_PAGE = 'widget-preview.html';

/**
 * Cache-Control for what the API serves. widget.js keeps one URL (the snippet names it), so it is
 * cached for an hour and revalidated with its ETag; the panel and its chunks carry a content hash
 * in their names and never change.
 */
export const CACHE_CONTROL = {
  loader: 'public, max-age=3600, stale-while-revalidate=86400',
  immutable: 'public, max-age=31536000, immutable',
  /** The preview page names the current hashed script: revalidated on every load. */
  page: 'no-cache',
};

/**
 * Headers every widget file needs on a customer's page: the panel is imported as a module from
 * another origin, which the browser only allows with CORS.
 */
export const ASSET_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** The preview page's headers: same-origin only (no CORS); the API adds its CSP and frame rules. */
export const PAGE_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

/**
 * The snippet as @switchboard/widget-embed/install holds it (bundled from its source): the minified
 * code, the code a site owner pastes as the console shows it (`installSnippet`, with a realistic key
 * and API address: what the snippet budget is about), and that budget.
 * @param {string} dir the package directory
 * @returns {Promise<{ code: string, pasted: string, budget: number }>}
 */
export async function widgetSnippet(dir) {
  const install = await build({
    absWorkingDir: dir,
    stdin: { contents: "export * from '@switchboard/widget-embed/install';", resolveDir: dir },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: CONDITIONS,
    write: false,
    logLevel: 'silent',
  });
  const { installSnippet, SNIPPET_BUDGET_BYTES, SNIPPET_CODE } = await import(
    `data:text/javascript;base64,${Buffer.from(install.outputFiles[0].text).toString('base64')}`
  );
  return {
    code: SNIPPET_CODE,
    pasted: installSnippet('https://switchboard.example.com', '0f8c2a5e-3b7d-4c1e-9a6f-2d4b8e7c1a90'),
    budget: SNIPPET_BUDGET_BYTES,
  };
}
