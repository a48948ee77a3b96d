#!/usr/bin/env node
/**
 * `pnpm bench` for the flow editor, in Debian's Chromium: the editor with 300 nodes (time to first
 * render, frame times while a node is dragged) and the call simulator's steps per second.
 * The bench page (bench/main.tsx) is built with Vite into a temporary folder and served by Vite's
 * preview server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = await mkdtemp(path.join(tmpdir(), 'flow-editor-bench-'));
const config = {
  root: here,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  // The kit from its sources, as the console and Storybook use it (its styles come with it).
  resolve: {
    alias: [{ find: /^@switchboard\/ui$/, replacement: path.resolve(here, '../../ui/src/index.ts') }],
  },
  build: { outDir, emptyOutDir: true },
  preview: { host: '127.0.0.1', port: 0 },
};

await build(config);
const server = await preview(config);
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const round = (value) => Math.round(value * 10) / 10;
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const renders = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(url);
    renders.push(await page.evaluate(() => window.bench.firstRender));
  }

  // Drag a node across the canvas in 120 small moves, recording every frame's time meanwhile.
  const box = await page.locator('.react-flow__node').nth(150).boundingBox();
  await page.evaluate(() => {
    window.frames_ = [];
    let last = performance.now();
    const tick = (now) => {
      window.frames_.push(now - last);
      last = now;
      if (!window.stopFrames_) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.mouse.move(box.x + 20, box.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 120; step += 1) await page.mouse.move(box.x + 20 + step * 3, box.y + 10 + step);
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    window.stopFrames_ = true;
    return window.frames_.slice(1);
  });
  const simulator = await page.evaluate(() => window.bench.simulate(4));

  const mean = frames.reduce((sum, ms) => sum + ms, 0) / frames.length;
  console.log('Flow editor (300 nodes, Chromium, 1440×900):');
  console.log(
    `  first render          ${round(Math.min(...renders))} ms best, ${round(renders.reduce((a, b) => a + b) / renders.length)} ms mean of ${renders.length}`,
  );
  console.log(
    `  drag frame time       ${round(mean)} ms mean, ${round(percentile(frames, 0.95))} ms p95, ${round(Math.max(...frames))} ms worst over ${frames.length} frames (${round(1000 / mean)} fps)`,
  );
  console.log('Call simulator (simulateCall, in Chromium):');
  console.log(`  looping menu          ${simulator.loop.toLocaleString('en')} steps/s (walks of 500 steps)`);
  console.log(
    `  300-node tree         ${simulator.tree.toLocaleString('en')} steps/s (walks down the menus)`,
  );
} finally {
  await browser.close();
  server.httpServer.close();
  await rm(outDir, { recursive: true, force: true });
}
