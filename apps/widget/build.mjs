#!/usr/bin/env node
// Builds the widget with esbuild and fails when a size budget is exceeded:
//   dist/snippet.min.js                 the pasted snippet (minified by @switchboard/widget-embed)
//   dist/widget.js                      the loader (IIFE)
//   dist/widget-assets/panel-[hash].js  the panel (ESM, split: one chunk per built-in language)
//   dist/widget-assets/preview-[hash].js, dist/widget-preview.html
//                                       the console's live preview (draw() + panel; no budget)
//   dist/manifest.json                  what the API serves, at which URL, with which headers
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  ASSET_HEADERS,
  ASSETS_DIR,
  BUDGETS,
  CACHE_CONTROL,
  loaderOptions,
  PAGE_HEADERS,
  PREVIEW_PAGE,
  panelOptions,
  previewOptions,
  widgetSnippet,
} from './build.config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');
const JS = 'text/javascript; charset=utf-8';

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9);

await rm(dist, { recursive: true, force: true });
await mkdir(path.join(dist, ASSETS_DIR), { recursive: true });

// 1. The snippet, as @switchboard/widget-embed minified it: written to dist, and measured as the
// console shows it (the code in its script tag, with a realistic key and API address).
const { code: snippetCode, pasted, budget: snippetBudget } = await widgetSnippet(dir);
await writeFile(path.join(dist, 'snippet.min.js'), `${snippetCode}\n`);
// The demo host page carries the pasted snippet verbatim.
const demoPath = path.join(dir, 'demo', 'index.html');
const demo = await readFile(demoPath, 'utf8');
const demoNext = demo.replace(
  /(<script data-switchboard-key="[^"]*" data-switchboard-api="[^"]*">)[^<]*(<\/script>)/,
  (_all, open, close) => `${open}${snippetCode}${close}`,
);
if (demoNext !== demo) {
  await writeFile(demoPath, demoNext);
  console.log('• demo/index.html snippet updated');
}

// 2. The panel, split: the entry plus a chunk per built-in language.
const panel = await build({ ...panelOptions(dir), outdir: path.join(dist, ASSETS_DIR) });
const outputs = Object.entries(panel.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const panelEntry = outputs.find(([, meta]) => meta.entryPoint)?.[0];
if (!panelEntry) throw new Error('esbuild wrote no panel entry');
const relative = (file) => path.relative(dist, path.resolve(dir, file)).split(path.sep).join('/');
const panelPath = relative(panelEntry);

// 3. The loader, which imports the panel from beside itself.
await build({ ...loaderOptions(dir, panelPath), outfile: path.join(dist, 'widget.js') });

// 4. The console's preview: its own entry (chunks of identical content share the panel's names),
// and the page that loads it.
const preview = await build({ ...previewOptions(dir), outdir: path.join(dist, ASSETS_DIR) });
const previewOutputs = Object.entries(preview.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const previewEntry = previewOutputs.find(([, meta]) => meta.entryPoint)?.[0];
if (!previewEntry) throw new Error('esbuild wrote no preview entry');
const previewPath = relative(previewEntry);
const page = await readFile(path.join(dir, 'src', 'preview', 'index.html'), 'utf8');
if (!page.includes('%PREVIEW_SCRIPT%')) throw new Error('src/preview/index.html names no %PREVIEW_SCRIPT%');
await writeFile(path.join(dist, PREVIEW_PAGE), page.replace('%PREVIEW_SCRIPT%', `/${previewPath}`));

// 5. Sizes, budgets, manifest.
async function measure(file, cacheControl, contentType = JS, headers = ASSET_HEADERS) {
  const buffer = await readFile(path.join(dist, file));
  return {
    file,
    url: `/${file}`,
    bytes: buffer.length,
    gzip: gzip(buffer),
    contentType,
    cacheControl,
    headers,
  };
}
const loader = await measure('widget.js', CACHE_CONTROL.loader);
const panelFiles = await Promise.all(
  outputs.map(([file]) => measure(relative(file), CACHE_CONTROL.immutable)),
);
panelFiles.sort((a, b) =>
  a.file === panelPath ? -1 : b.file === panelPath ? 1 : a.file.localeCompare(b.file),
);
const panelTotal = panelFiles.reduce((sum, f) => ({ bytes: sum.bytes + f.bytes, gzip: sum.gzip + f.gzip }), {
  bytes: 0,
  gzip: 0,
});
const panelFileNames = new Set(panelFiles.map((f) => f.file));
const previewFiles = await Promise.all(
  previewOutputs
    .map(([file]) => relative(file))
    .filter((file) => !panelFileNames.has(file))
    .map((file) => measure(file, CACHE_CONTROL.immutable)),
);
const previewPage = await measure(PREVIEW_PAGE, CACHE_CONTROL.page, 'text/html; charset=utf-8', PAGE_HEADERS);
const previewTotal = [...previewFiles, previewPage].reduce((sum, f) => sum + f.gzip, 0);
const snippetBytes = (await stat(path.join(dist, 'snippet.min.js'))).size;
const pastedBytes = Buffer.byteLength(pasted);

const rows = [
  ['snippet.min.js', snippetBytes, gzip(Buffer.from(snippetCode))],
  ['snippet as pasted (HTML)', pastedBytes, gzip(Buffer.from(pasted))],
  ['widget.js (loader)', loader.bytes, loader.gzip],
  ...panelFiles.map((f) => [`${f.file}${f.file === panelPath ? ' (panel)' : ''}`, f.bytes, f.gzip]),
  ['panel total', panelTotal.bytes, panelTotal.gzip],
  ...[...previewFiles, previewPage].map((f) => [
    `${f.file}${f.file === previewPath ? ' (preview)' : ''}`,
    f.bytes,
    f.gzip,
  ]),
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'file'.padEnd(width)}       raw      gzip`);
for (const [name, raw, gz] of rows) console.log(`${name.padEnd(width)} ${kb(raw)} ${kb(gz)}`);

const failures = [];
if (pastedBytes > snippetBudget) failures.push(`snippet ${pastedBytes} B raw > ${snippetBudget} B`);
if (loader.gzip > BUDGETS.loaderGzip) failures.push(`loader ${loader.gzip} B gzip > ${BUDGETS.loaderGzip} B`);
if (panelTotal.gzip > BUDGETS.panelGzip)
  failures.push(`panel ${panelTotal.gzip} B gzip > ${BUDGETS.panelGzip} B`);

const manifest = {
  loader: loader.url,
  panel: `/${panelPath}`,
  preview: { page: previewPage.url, script: `/${previewPath}` },
  assets: [loader, ...panelFiles, ...previewFiles, previewPage],
  snippet: { file: 'snippet.min.js', bytes: snippetBytes },
  budgets: { snippetRaw: snippetBudget, ...BUDGETS },
};
await writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

console.log(
  `\nbudgets: snippet ≤ ${snippetBudget} B raw (as pasted), loader ≤ ${kb(BUDGETS.loaderGzip).trim()} gzip, ` +
    `panel ≤ ${kb(BUDGETS.panelGzip).trim()} gzip (all chunks)`,
);
if (failures.length) {
  console.error(`\n✖ size budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ within budget (the console's preview, not on customer pages: ${kb(previewTotal).trim()} gzip beyond the panel)`,
);
