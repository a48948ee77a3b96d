#!/usr/bin/env node
// Prints the gzip JS size of the first route (the entry and everything it loads statically), of the
// shell (that and the header menus loaded after the first paint) and of
// each route chunk (loaded on navigation), from the Vite manifest of the last `vite build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('No build manifest: run `pnpm build` in apps/console first.');
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const sum = (keys) => [...keys].reduce((total, key) => total + gzipKb(manifest[key].file), 0);
// What index.html loads (its scripts and styles; the build may have merged the entry into a group
// chunk, which the manifest then names by the group), and their static imports.
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstLoad = new Set();
for (const [, file] of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g))
  if (keyOf.has(file)) closure(keyOf.get(file), firstLoad);

// The header's menus load right after the first paint on every page, the login page's language menu
// included (decision 0010); with the first route they are the shell every route stands on.
const shell = new Set(firstLoad);
for (const [key, chunk] of Object.entries(manifest)) if (chunk.name === 'popups') closure(key, shell);

const rows = Object.keys(manifest)
  .filter((key) => key.includes('src/routes/') && manifest[key].file.endsWith('.js'))
  .map((key) => {
    const deps = [...closure(key)];
    const part = key.match(/tsr-split=(\w+)/)?.[1] ?? 'route';
    return {
      route: `${key.replace(/^.*src\/routes\//, '').replace(/\?.*$/, '')} (${part})`,
      kb: sum(deps.filter((dep) => !shell.has(dep))),
      beyondFirst: sum(deps.filter((dep) => !firstLoad.has(dep))),
    };
  })
  .sort((a, b) => b.kb - a.kb);

console.log(
  `first route (what index.html loads + static imports): ${sum(firstLoad).toFixed(1)} kB gzip in ${firstLoad.size} files`,
);
console.log(
  `shell (the first route + the header menus' code after the first paint): ${sum(shell).toFixed(1)} kB gzip in ${shell.size} files`,
);
const over = rows.filter((row) => row.kb > 100).length;
console.log(
  `route chunks (gzip beyond the shell, goal ≤ 100 kB: ${over} over; in brackets beyond the first route):`,
);
for (const { route, kb, beyondFirst } of rows)
  console.log(`  ${kb.toFixed(1).padStart(6)} kB  (${beyondFirst.toFixed(1).padStart(5)})  ${route}`);
