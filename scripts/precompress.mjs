#!/usr/bin/env node
// Writes a brotli (`x.br`) and a gzip (`x.gz`) copy beside each text file of a build folder, at the
// strongest settings (done once per build, not per request), so the API serves them by
// Accept-Encoding (apps/api/src/lib/encoded-files.ts). A copy that would not be smaller is not
// written. Source maps are skipped: only developer tools fetch them, and brotli's strongest setting
// would add seconds per build. Usage: node scripts/precompress.mjs <folder>...
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const body = await readFile(file);
  const copies = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  for (const [suffix, copy] of [
    ['.br', copies[0]],
    ['.gz', copies[1]],
  ]) {
    if (copy.length < body.length) {
      await writeFile(file + suffix, copy);
    } else {
      await rm(file + suffix, { force: true });
    }
  }
  return { raw: body.length, br: Math.min(copies[0].length, body.length) };
}

for (const dir of process.argv.slice(2)) {
  const started = performance.now();
  const jobs = [];
  for await (const file of files(path.resolve(dir))) if (TEXT.test(file)) jobs.push(precompress(file));
  const sizes = await Promise.all(jobs);
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  const br = sizes.reduce((sum, s) => sum + s.br, 0);
  console.log(
    `• precompressed ${sizes.length} files in ${dir}: ${(raw / 1024).toFixed(1)} KB → ` +
      `${(br / 1024).toFixed(1)} KB brotli (${Math.round(performance.now() - started)} ms)`,
  );
}
