import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packagesToPack, workspaceRange, workspaceRoot } from './workspace';

/** What a consumer of the kit installs from us; the rest comes from the npm registry. */
export const KIT = ['@switchboard/ui', '@switchboard/forms', '@switchboard/api-client'] as const;
const RUNTIME = ['react', 'react-dom', 'react-intl', '@tanstack/react-query'];
const TOOLS = ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'];

const appTemplate = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'app');

/**
 * Runs a command and throws with its output when it fails. npm gets an environment without pnpm's
 * `npm_*` variables, so it behaves as in a consumer's shell.
 */
export function run(cmd: string, args: string[], cwd: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function timed<T>(timings: Record<string, number>, step: string, work: () => T): T {
  const start = performance.now();
  const value = work();
  timings[step] = Math.round(performance.now() - start) / 1000;
  return value;
}

/**
 * A Vite + React app in a fresh folder outside the workspace (no workspace links, no `source`
 * condition, no tsconfig paths), with the kit installed from the tarballs `pnpm pack` makes of the
 * built packages, then built with `vite build`. Answers its folder and the seconds each step took.
 */
export function prepareApp(): { dir: string; timings: Record<string, number> } {
  const timings: Record<string, number> = {};
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-packed-kit-'));
  cpSync(appTemplate, dir, { recursive: true });
  const tarballs = path.join(dir, 'tarballs');
  mkdirSync(tarballs);

  const packages = packagesToPack(KIT);
  const filters = packages.flatMap((name) => ['--filter', name]);
  timed(timings, 'pack', () =>
    run('pnpm', [...filters, 'pack', '--pack-destination', tarballs], workspaceRoot),
  );
  // `pnpm pack` names a tarball `<scope>-<name>-<version>.tgz`.
  const fileOf = (name: string) => {
    const prefix = `${name.replace('@', '').replace('/', '-')}-`;
    const file = readdirSync(tarballs).find(
      (f) => f.startsWith(prefix) && /^\d/.test(f.slice(prefix.length)),
    );
    if (!file) throw new Error(`pnpm pack made no tarball for ${name}`);
    return `file:tarballs/${file}`;
  };
  const ranges = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, workspaceRange(n)]));
  const manifest = {
    name: 'kit-consumer',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(packages.map((name) => [name, fileOf(name)])),
      ...ranges(RUNTIME),
    },
    devDependencies: ranges(TOOLS),
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  timed(timings, 'npm install', () =>
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir),
  );
  timed(timings, 'vite build', () => run(path.join(dir, 'node_modules/.bin/vite'), ['build'], dir));
  return { dir, timings };
}
