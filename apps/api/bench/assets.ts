/**
 * `pnpm bench`: bytes the API sends (bodies, as received) for the console's first load and for a
 * visitor's widget before the launcher shows, uncompressed, gzip and brotli, through the API
 * serving the built console and widget (bench/widget-serve.ts: a published widget of 3 offices).
 * The console's first load is index.html, the entry script, its static imports and its CSS (Vite's
 * manifest); the widget's, the loader and the public config. Needs both builds (turbo builds them
 * before the API's bench).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startChild } from './harness.js';

interface Servers {
  apiUrl: string;
  configPath: string;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const CODINGS = ['', 'gzip', 'br'] as const;

/** Body bytes of GET `url` as sent, with `accept` as Accept-Encoding. */
const bodyBytes = (url: string, accept: string) =>
  new Promise<number>((resolve, reject) => {
    request(url, { headers: accept ? { 'Accept-Encoding': accept } : {} }, (res) => {
      let bytes = 0;
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });

async function measure(name: string, base: string, paths: string[], goal: string) {
  const totals = [];
  for (const accept of CODINGS) {
    let sum = 0;
    for (const p of paths) sum += await bodyBytes(base + p, accept);
    totals.push(`${accept || 'as is'} ${(sum / 1024).toFixed(1)} KB`);
  }
  console.log(`  ${name} (${paths.length} files): ${totals.join(', ')}  (${goal})`);
}

const manifestFile = fileURLToPath(new URL('../../console/dist/.vite/manifest.json', import.meta.url));
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
const firstLoad = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(`/${chunk.file}`)) return;
  firstLoad.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) firstLoad.add(`/${css}`);
  for (const dep of chunk.imports ?? []) visit(dep);
};
if (entry) visit(entry);

const child = await startChild<Servers>(new URL('./widget-serve.ts', import.meta.url));
const { apiUrl, configPath } = child.info;
console.log('\nBytes sent (bodies): uncompressed, gzip, brotli');
await measure(
  'console first load: index.html, entry, static imports, CSS',
  apiUrl,
  ['/', ...firstLoad],
  'goal: compressed on the wire; the issue measured ~256 KB gzip sent uncompressed',
);
await measure(
  'widget before the launcher shows: /widget.js and the public config (3 offices)',
  apiUrl,
  ['/widget.js', configPath],
  'goal: ~4.3 KB instead of ~12 KB',
);
await child.stop();
