#!/usr/bin/env node
// Prints the gzip size of the first load, of the shell and of each route chunk beyond the shell
// (build-sizes.mjs says what each is), from the last `vite build`, against the budgets the build
// enforces (size-budgets.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBuild, overBudget, readBuild } from './build-sizes.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(appDir, 'size-budgets.json'), 'utf8'));
let build;
try {
  build = readBuild(path.join(appDir, 'dist'));
} catch {
  console.error('No build manifest: run `pnpm build` in apps/console first.');
  process.exit(1);
}
const { firstLoad, shell, routes } = measureBuild(build);
const over = overBudget({ firstLoad, shell, routes }, budgets);

console.log(
  `first route (what index.html loads + static imports, budget ${budgets.firstPaintKb} kB): ${firstLoad.kb.toFixed(1)} kB gzip in ${firstLoad.files.length} files`,
);
console.log(
  `shell (the first route + the header menus' code after the first paint): ${shell.kb.toFixed(1)} kB gzip in ${shell.files.length} files`,
);
console.log(
  `route chunks (gzip beyond the shell, budget ${budgets.routeKb} kB: ${over.filter((o) => o.route).length} over; in brackets beyond the first route):`,
);
for (const { route, kb, beyondFirst } of routes)
  console.log(`  ${kb.toFixed(1).padStart(6)} kB  (${beyondFirst.toFixed(1).padStart(5)})  ${route}`);
