#!/usr/bin/env node
/**
 * `pnpm bench`: the console's first load as the browser fetches it (JS and CSS, gzip and on the wire, and
 * requests, for the login page and the widget list: goals ≤ 150 KB and ≤ 20 requests), then
 * Lighthouse (the npm package, driving Debian's Chromium) on the login page, the widget list and the
 * PBX users table, desktop and mobile, printing performance, accessibility and best practices beside
 * the goals (≥ 98 desktop, ≥ 90 mobile); and on the public home page (decision 0021) with SEO too,
 * beside its goals (≥ 98 desktop, ≥ 95 mobile). The built API serves the built
 * console from a fresh PGlite data folder (its demo seed); the signed-in pages are measured in the
 * browser profile the login left its refresh token in. It only prints: scores move with the
 * machine's load, so no threshold fails the run. BENCH_BASE_URL measures a console already running
 * there instead (its demo account signs in).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 6231);
const DEBUG_PORT = PORT + 1;
const base = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const GOALS = { desktop: 98, mobile: 90 };
// The public pages are also for search engines, and held to a higher mobile goal (issue 26).
const SITE_CATEGORIES = [...CATEGORIES, 'seo'];
const SITE_GOALS = { desktop: 98, mobile: 95 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-lighthouse-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'switchboard-lighthouse-profile-'));
const api = process.env.BENCH_BASE_URL
  ? null
  : spawn(process.execPath, [path.resolve(here, '../../apps/api/dist/main.js')], {
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
let exited = false;
api?.once('exit', () => {
  exited = true;
});

async function ready(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (exited) throw new Error('the API exited before it answered /healthz');
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /healthz within 2 minutes');
}

const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--remote-debugging-port=${DEBUG_PORT}`,
  ],
});

/** One Lighthouse run: the categories' scores (0–100). */
async function audit(url, formFactor, categories) {
  const flags = { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: true };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { ...flags, onlyCategories: categories }, config);
  const { categories: scores, runtimeError } = result.lhr;
  // A run Lighthouse could not finish scores nothing; say why rather than print a bare 0.
  const failed = runtimeError ?? Object.values(result.lhr.audits).find((audit) => audit.errorMessage);
  if (categories.some((id) => scores[id]?.score == null) && failed)
    console.log(
      `  (${formFactor} run of ${url}: ${failed.code ?? failed.id} ${failed.message ?? failed.errorMessage})`,
    );
  return categories.map((id) => Math.round((scores[id]?.score ?? 0) * 100));
}

/**
 * JS and CSS the browser fetches to show `pathname` with an empty cache, until the network is idle
 * (the header menus' code after the first paint included): KB gzip (the goal's measure: each file's
 * content gzipped), KB on the wire (brotli as served, headers included), and requests of any kind.
 */
async function firstLoad(name, pathname) {
  const page = await browser.newPage();
  const cdp = await browser.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const bodies = [];
  let wire = 0;
  let files = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    const type = types.get(event.requestId);
    if (type !== 'Script' && type !== 'Stylesheet') return;
    files += 1;
    wire += event.encodedDataLength;
    bodies.push(cdp.send('Network.getResponseBody', { requestId: event.requestId }));
  });
  await page.goto(base + pathname, { waitUntil: 'networkidle' });
  let gzip = 0;
  for (const { body, base64Encoded } of await Promise.all(bodies))
    gzip += gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
  await page.close();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(
    `  ${name.padEnd(18)} JS + CSS ${kb(gzip)} KB gzip (${kb(wire)} KB on the wire) in ${files} files, ` +
      `${requests} requests in all  (goal ≤ 150 KB gzip, ≤ 20 requests)`,
  );
}

const LABELS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

async function report(name, pathname, categories = CATEGORIES, goals = GOALS) {
  for (const formFactor of ['desktop', 'mobile']) {
    const scores = await audit(base + pathname, formFactor, categories);
    const shown = categories.map((id, i) => `${LABELS[id]} ${String(scores[i]).padStart(3)}`).join(', ');
    console.log(`  ${name.padEnd(18)} ${formFactor.padEnd(7)} ${shown}  (goal ≥ ${goals[formFactor]} each)`);
  }
}

try {
  await ready();
  // Before the login: a signed-in visitor of / is sent on to the console.
  console.log('\nLighthouse (Debian Chromium, the public site rendered by the built API)');
  await report('public home', '/', SITE_CATEGORIES, SITE_GOALS);
  console.log('\nConsole first load (Debian Chromium, empty cache, compressed as served)');
  await firstLoad('login', '/login');
  console.log('\nLighthouse (Debian Chromium, built console served by the built API on PGlite)');
  await report('login', '/login');
  // The login leaves its refresh token in the profile's local storage; Lighthouse's tabs then start
  // signed in (a tab without an access token fetches a pair, spec §4).
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${base}/login`);
  const form = page.getByRole('form', { name: 'Account owner' });
  await form.getByRole('textbox', { name: 'Email' }).fill('demo@switchboard.test');
  await form.getByLabel(/^Password/).fill('switchboard');
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/widget$/);
  await firstLoad('widget list', '/widget');
  await report('widget list', '/widget');
  await report('PBX users table', '/xpbx/settings/users');
} finally {
  await browser.close();
  if (api && !exited) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
