#!/usr/bin/env node
// Builds the client (dist/client), checks each page's JavaScript against the budget (decision 0021)
// and fails over it, then builds the server bundle (dist/server/render.js) that the API loads.
import path from 'node:path';
import { build } from 'vite';
import { formatSizes, measurePages, overBudget } from './page-sizes.mjs';

const here = import.meta.dirname;
const configFile = path.join(here, 'vite.config.ts');

await build({ configFile, root: here, logLevel: 'warn' });
const sizes = measurePages(path.join(here, 'dist', 'client'));
const failure = overBudget(sizes);
if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log(`site JavaScript per page (gzip):\n${formatSizes(sizes)}`);
await build({ configFile, root: here, logLevel: 'warn', build: { ssr: 'src/entry-server.ts' } });
