// The JavaScript each page loads, gzip, from the client build's manifest: its entries
// (page-scripts.json) and every chunk they import. Used by the build, which fails over the budget
// (decision 0021), and by `pnpm bench`, which prints the same figures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB (1024 bytes) gzip of all of a page's JavaScript. */
export const PAGE_BUDGET_KB = 60;

const here = import.meta.dirname;
export const pageScripts = JSON.parse(readFileSync(path.join(here, 'page-scripts.json'), 'utf8'));

/** The manifest key of a client entry: its source file. */
export const entrySource = (name) => `src/client/${name}.ts`;

/** Every JS file an entry loads (itself and its static imports), from the manifest. */
export function entryFiles(manifest, name) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entrySource(name));
  return [...files];
}

/**
 * Each page's JS in KB gzip (files gzipped one by one, as they are served), from a built client
 * folder (its .vite/manifest.json).
 */
export function measurePages(clientDir, scripts = pageScripts) {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1024;
  return Object.entries(scripts).map(([page, entries]) => {
    const files = [...new Set(entries.flatMap((entry) => entryFiles(manifest, entry)))];
    return { page, files, kb: files.reduce((sum, file) => sum + gzip(file), 0) };
  });
}

/** The failure's text for the pages over the budget, or null when all fit. */
export function overBudget(sizes, budget = PAGE_BUDGET_KB) {
  const over = sizes.filter((size) => size.kb > budget);
  if (over.length === 0) return null;
  return [
    `The site is over its size budget (${budget} KB gzip of JavaScript per page, decision 0021):`,
    ...over.map(({ page, kb, files }) => `- ${page}: ${kb.toFixed(1)} KB in ${files.join(', ')}`),
    "The pages are rendered on the server: keep React, the kit's components and libraries out of src/client.",
  ].join('\n');
}

/** One line per page: its figure against the budget. */
export const formatSizes = (sizes, budget = PAGE_BUDGET_KB) =>
  sizes
    .map(
      ({ page, kb, files }) =>
        `  ${kb.toFixed(1).padStart(5)} KB / ${budget} KB  ${page} (${files.length} files)`,
    )
    .join('\n');
