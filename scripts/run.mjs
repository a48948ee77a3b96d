#!/usr/bin/env node
// Entry point behind `npm start` and `npm test`: a fresh machine has only Node and npm, so this
// installs a project-local pnpm, the workspace's dependencies and (for tests) Debian's Chromium,
// then hands over to turbo with that pnpm on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanRun } from './scan-logs.mjs';
import { summarize } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const toolsDir = path.join(root, '.tools');
const pnpmBin = path.join(toolsDir, 'node_modules', '.bin');
const env = {
  ...process.env,
  PATH: [pnpmBin, path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
};

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function ensurePnpm() {
  if (existsSync(path.join(pnpmBin, 'pnpm'))) return;
  console.log(`• installing pnpm ${PNPM_VERSION} into .tools/ (project-local)`);
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

function ensureDependencies() {
  console.log('• installing workspace dependencies');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
}

const CHROMIUM = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;

function aptInstall(packages) {
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env: aptEnv });
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: aptEnv });
}

function ensureChromium() {
  const fontsOk = existsSync('/usr/share/fonts/truetype/liberation');
  if (existsSync(CHROMIUM) && fontsOk) return;
  if (!isRoot) {
    console.error(
      "✖ The browser tests need Debian's Chromium and a font package. Install them with:\n" +
        '    sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n' +
        'then run this command again.',
    );
    process.exit(1);
  }
  console.log('• installing Debian chromium and fonts-liberation (apt-get)');
  aptInstall(['chromium', 'fonts-liberation']);
}

const SIP_PACKAGES = ['kamailio', 'kamailio-utils-modules', 'kamailio-json-modules', 'sip-tester'];

/**
 * The real-call suite (apps/api/test/sip-calls.test.ts) needs Kamailio and SIPp. They are
 * installed like Chromium where this runs as root; elsewhere the suite says it skipped.
 */
function ensureSipTools() {
  const modules = '/usr/lib/x86_64-linux-gnu/kamailio/modules';
  const present =
    existsSync('/usr/sbin/kamailio') &&
    existsSync(path.join(modules, 'http_client.so')) &&
    existsSync(path.join(modules, 'json.so')) &&
    existsSync('/usr/bin/sipp');
  if (present) return;
  if (!isRoot) {
    console.warn(
      '! The real-call suite will be SKIPPED: it needs Kamailio and SIPp from Debian. Install them with:\n' +
        `    sudo apt-get install -y ${SIP_PACKAGES.join(' ')}`,
    );
    return;
  }
  console.log(`• installing ${SIP_PACKAGES.join(', ')} (apt-get) for the real-call suite`);
  aptInstall(SIP_PACKAGES);
}

/** Runs a command, its output shown and kept in `logFile` (the secret scan reads it afterwards). */
function teeTo(logFile, cmd, args) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env });
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
  return new Promise((resolve) => child.on('close', (code) => log.end(() => resolve(code ?? 1))));
}

const command = process.argv[2];
ensurePnpm();
ensureDependencies();

if (command === 'test') {
  ensureChromium();
  ensureSipTools();
  run('biome', ['ci', '.']);
  run('node', ['scripts/audit.mjs']);
  rmSync(path.join(root, '.reports'), { recursive: true, force: true });
  for (const group of ['packages', 'apps']) {
    for (const dir of readdirSafe(path.join(root, group)))
      rmSync(path.join(root, group, dir, '.reports'), { recursive: true, force: true });
  }
  const tasks = [
    'run',
    'typecheck',
    'test',
    'test:visual',
    'test:e2e',
    '--concurrency=2',
    // One failing package must not hide the others' results from the closing count.
    '--continue=dependencies-successful',
    '--output-logs=full',
    ...process.argv.slice(3),
  ];
  const status = await teeTo(path.join(root, '.reports', 'test-run.log'), 'turbo', tasks);
  const { total, lines } = summarize(root);
  console.log(['', 'Test reports:', ...lines].join('\n'));
  const clean = scanRun(root);
  console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(status === 0 && clean ? 0 : status || 1);
} else if (command === 'start') {
  // The product on one port: the API (built to JavaScript, run by node) serves /admin/*, uploads,
  // the built console, the widget and the public site's pages.
  run('turbo', [
    'run',
    'build',
    '--filter=@switchboard/console...',
    '--filter=@switchboard/api...',
    '--filter=@switchboard/widget',
    '--filter=@switchboard/site',
    '--output-logs=errors-only',
  ]);
  run('pnpm', ['--filter', '@switchboard/api', 'start']);
} else if (command === 'backup' || command === 'restore') {
  // The folder is named from where the command was typed; the API's script runs in apps/api.
  const folder = process.argv[3];
  run('pnpm', ['--filter', '@switchboard/api', command, ...(folder ? [path.resolve(folder)] : [])]);
} else {
  console.error('usage: node scripts/run.mjs <start|test|backup|restore>');
  process.exit(2);
}
