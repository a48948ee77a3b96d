#!/usr/bin/env node
// `pnpm bench`: each page's JavaScript (gzip) from the last build, against the budget the build
// enforces (page-sizes.mjs).
import path from 'node:path';
import { formatSizes, measurePages, PAGE_BUDGET_KB } from './page-sizes.mjs';

try {
  const sizes = measurePages(path.join(import.meta.dirname, 'dist', 'client'));
  console.log(`site JavaScript per page (gzip, budget ${PAGE_BUDGET_KB} KB):\n${formatSizes(sizes)}`);
} catch {
  console.error('No site build: run `pnpm build` in apps/site first.');
  process.exit(1);
}
