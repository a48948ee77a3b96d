/**
 * `pnpm bench`: where compressing a JSON answer pays, to pick JSON_COMPRESS_THRESHOLD.
 *
 * For JSON bodies of several sizes (PBX-user-like rows) behind the API's own headers and
 * compression middleware (bench/compression-serve.ts, a child process): the bytes on the wire
 * (status line, headers and body) as they are, brotli 4 and gzip 6 (the per-answer settings), how
 * many 1460-byte TCP segments that takes, the CPU time of one compression (here, in this process)
 * and the time the saved bytes take on a slow mobile link (1.6 Mbit/s, Lighthouse's mobile
 * throttling); then req/s as they are vs brotli, interleaved, at a few sizes. Compression pays
 * where it saves at least one segment (fewer packets, fewer round trips under a small congestion
 * window) and its CPU time stays under the transfer time it saves.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { compress, DYNAMIC, JSON_COMPRESS_THRESHOLD } from '../src/lib/compression.js';
import { interleaved, load, startChild } from './harness.js';
import { jsonOfSize } from './json-of-size.js';

const SIZES = [256, 512, 640, 768, 1024, 2048, 4096, 16_384, 65_536];
const LOAD_SIZES = [1024, 4096, 16_384];
const SEGMENT = 1460;
const SLOW_LINK_BYTES_PER_MS = 1_600_000 / 8 / 1000;

/** Bytes of the whole answer as received: status line, headers, body. */
function wireBytes(url: string, accept: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: accept ? { 'Accept-Encoding': accept } : {} }, (res) => {
      let bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        bytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

async function cpuMicros(body: Uint8Array, coding: 'br' | 'gzip'): Promise<number> {
  const runs = Math.max(20, Math.round(200_000 / body.byteLength));
  for (let i = 0; i < 5; i++) await compress(body, coding, DYNAMIC);
  const started = performance.now();
  for (let i = 0; i < runs; i++) await compress(body, coding, DYNAMIC);
  return ((performance.now() - started) / runs) * 1000;
}

const child = await startChild<{ url: string }>(new URL('./compression-serve.ts', import.meta.url));
const { url } = child.info;
const segments = (bytes: number) => Math.ceil(bytes / SEGMENT);

console.log('\nJSON compression: bytes on the wire, TCP segments, CPU per answer, time saved at 1.6 Mbit/s');
console.log('  body B   as is B (seg)   br4 B (seg)   gzip6 B (seg)   br µs   gzip µs   br saves ms   pays');
let smallestPaying: number | null = null;
let largestNotPaying = 0;
for (const size of SIZES) {
  const body = new TextEncoder().encode(JSON.stringify(jsonOfSize(size)));
  const [plain, br, gz] = [
    await wireBytes(`${url}/json/${size}`, ''),
    await wireBytes(`${url}/json/${size}`, 'br'),
    await wireBytes(`${url}/json/${size}`, 'gzip'),
  ];
  const [brMicros, gzipMicros] = [await cpuMicros(body, 'br'), await cpuMicros(body, 'gzip')];
  const savedMs = (plain - br) / SLOW_LINK_BYTES_PER_MS;
  const pays = segments(br) < segments(plain) && brMicros / 1000 < savedMs;
  if (pays && smallestPaying === null) smallestPaying = body.byteLength;
  if (!pays && smallestPaying === null) largestNotPaying = body.byteLength;
  console.log(
    `  ${String(body.byteLength).padStart(6)}   ${String(plain).padStart(7)} (${segments(plain)})` +
      `   ${String(br).padStart(7)} (${segments(br)})   ${String(gz).padStart(7)} (${segments(gz)})` +
      `     ${brMicros.toFixed(0).padStart(5)}   ${gzipMicros.toFixed(0).padStart(7)}` +
      `   ${savedMs.toFixed(1).padStart(11)}   ${pays ? 'yes' : 'no'}`,
  );
}

for (const size of LOAD_SIZES) {
  console.log(`\nGET /json/${size}: as is vs brotli 4, 10 connections`);
  const run = (accept: string) => (duration: number) =>
    load({
      url: `${url}/json/${size}`,
      connections: 10,
      duration,
      headers: accept ? { 'Accept-Encoding': accept } : {},
    });
  await interleaved(
    [
      { name: 'as is', run: run('') },
      { name: 'br   ', run: run('br') },
    ],
    { rounds: 2, seconds: 2 },
  );
}

console.log(
  `\nJSON compression threshold: ${JSON_COMPRESS_THRESHOLD} B in use; it pays from between ${largestNotPaying} B ` +
    `and ${smallestPaying ?? 'none'} B (goal: the threshold in that range: compress from where it saves a ` +
    'segment and its CPU time is below the transfer time saved)',
);
await child.stop();
