#!/usr/bin/env node
// `pnpm bench`: the sizes a visitor downloads, from the built dist/ (run `pnpm build` first; turbo's
// bench task does), raw and gzip (level 9, as build.mjs measures), against the budgets of
// build.config.mjs: the snippet (minified, and as pasted with a realistic key and API address),
// the loader, the panel entry, each chunk it imports (a language chunk is named by the key the panel
// imports it under) and the panel with all its chunks; then the console's preview, if built (no
// budget: never on customer pages). It only prints; the build is what fails on a budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS, widgetSnippet } from './build.config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(dir, 'dist');

/** @type {{ loader: string, panel: string, assets: { file: string, url: string }[], snippet: { file: string } }} */
const manifest = JSON.parse(
  await readFile(path.join(dist, 'manifest.json'), 'utf8').catch(() => {
    console.error('dist/manifest.json is missing: run `pnpm build` first');
    process.exit(1);
  }),
);

const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

// The snippet as a site owner pastes it: installSnippet() of @switchboard/widget-embed, as build.mjs
// measures it.
const { pasted: pastedHtml, budget: snippetBudget } = await widgetSnippet(dir);
const pasted = Buffer.from(pastedHtml);

const read = async (file) => readFile(path.join(dist, file));
const snippet = await read(manifest.snippet.file);
const loaderFile = manifest.loader.replace(/^\//, '');
const panelFile = manifest.panel.replace(/^\//, '');
const loader = await read(loaderFile);

/**
 * An entry and every chunk it imports (static `from"./x.js"` and dynamic `import("./x.js")`), in
 * order; a chunk loaded as `xx:()=>import("./x.js")` is named after its language key `xx`.
 */
async function closure(entry) {
  const files = new Map([[entry, { name: 'entry', file: entry, bytes: await read(entry) }]]);
  for (const { file, bytes } of files.values()) {
    const code = bytes.toString('utf8');
    const folder = path.posix.dirname(file);
    const languages = new Map(
      [...code.matchAll(/(\w+):\(\)=>import\("\.\/([^"]+)"\)/g)].map((m) => [m[2], m[1]]),
    );
    for (const [, target] of code.matchAll(/(?:from|import\()\s*"\.\/([^"]+\.js)"/g)) {
      const child = path.posix.join(folder, target);
      if (files.has(child)) continue;
      const language = languages.get(target);
      files.set(child, {
        name: language ? `language ${language}` : 'shared chunk',
        file: child,
        bytes: await read(child),
      });
    }
  }
  const [head, ...chunks] = files.values();
  chunks.sort((a, b) => a.name.localeCompare(b.name));
  return [head, ...chunks];
}
const [panel, ...chunks] = await closure(panelFile);
const panelTotal = [panel, ...chunks].map((f) => f.bytes);
const totalRaw = panelTotal.reduce((sum, b) => sum + b.length, 0);
const totalGzip = panelTotal.reduce((sum, b) => sum + gzip(b), 0);

const budget = (bytes, limit, kind) => {
  const share = `${((bytes / limit) * 100).toFixed(0)}% of ${kb(limit)} ${kind}`;
  return `${bytes <= limit ? '✔' : '✖'} ${share}`;
};
const rows = [
  ['snippet (snippet.min.js)', manifest.snippet.file, snippet.length, gzip(snippet), ''],
  ['snippet as pasted (HTML)', '', pasted.length, gzip(pasted), budget(pasted.length, snippetBudget, 'raw')],
  ['loader', loaderFile, loader.length, gzip(loader), budget(gzip(loader), BUDGETS.loaderGzip, 'gzip')],
  ['panel entry', panelFile, panel.bytes.length, gzip(panel.bytes), ''],
  ...chunks.map((c) => [c.name, c.file, c.bytes.length, gzip(c.bytes), '']),
  ['panel + all chunks', '', totalRaw, totalGzip, budget(totalGzip, BUDGETS.panelGzip, 'gzip')],
];
const widths = [0, 1].map((i) => Math.max(...rows.map((row) => String(row[i]).length)));
console.log(`\nwidget sizes (dist/, gzip -9)\n`);
console.log(
  `${'what'.padEnd(widths[0])}  ${'file'.padEnd(widths[1])}  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  budget`,
);
for (const [name, file, raw, gz, note] of rows) {
  console.log(
    `${String(name).padEnd(widths[0])}  ${String(file).padEnd(widths[1])}  ${kb(raw).padStart(9)}  ${kb(gz).padStart(9)}  ${note}`,
  );
}
console.log(
  `\nfirst page view: snippet + loader = ${kb(gzip(pasted) + gzip(loader))} gzip; ` +
    `opening the panel adds ${kb(gzip(panel.bytes))} gzip (+ one language chunk, ${kb(
      Math.max(0, ...chunks.map((c) => gzip(c.bytes))),
    )} at most, none for English)`,
);
if (manifest.preview) {
  // The console's live preview (not on customer pages, no budget): what it loads beyond the panel.
  const preview = await closure(manifest.preview.script.replace(/^\//, ''));
  const page = await read(manifest.preview.page.replace(/^\//, ''));
  const panelFiles = new Set([panel, ...chunks].map((f) => f.file));
  const own = [...preview.filter((f) => !panelFiles.has(f.file)).map((f) => f.bytes), page];
  console.log(
    `console preview (no budget): ${manifest.preview.script.replace(/^\//, '')} + ${preview.length - 1} chunks + page, ` +
      `${kb(own.reduce((sum, b) => sum + b.length, 0))} raw, ${kb(own.reduce((sum, b) => sum + gzip(b), 0))} gzip`,
  );
}
