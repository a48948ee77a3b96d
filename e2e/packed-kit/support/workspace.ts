import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports?: Record<string, unknown>;
}

export const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** The folder of each package under packages/, by package name. */
function packageDirs(): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const name of readdirSync(path.join(workspaceRoot, 'packages'))) {
    const dir = path.join(workspaceRoot, 'packages', name);
    dirs.set(readManifest(dir).name, dir);
  }
  return dirs;
}

/**
 * The packages a consumer installs to use `wanted`: those and every workspace package they need at
 * run time (their `dependencies`), since none of them is on a registry yet.
 */
export function packagesToPack(wanted: readonly string[]): string[] {
  const dirs = packageDirs();
  const found = new Set<string>();
  const visit = (name: string) => {
    const dir = dirs.get(name);
    if (!dir || found.has(name)) return;
    found.add(name);
    for (const dep of Object.keys(readManifest(dir).dependencies ?? {})) visit(dep);
  };
  for (const name of wanted) visit(name);
  return [...found];
}

/** The range the workspace itself uses for a third-party package, so the scratch app stays in step. */
export function workspaceRange(name: string): string {
  for (const dir of [workspaceRoot, ...packageDirs().values()]) {
    const manifest = readManifest(dir);
    const range = manifest.devDependencies?.[name] ?? manifest.dependencies?.[name];
    if (range) return range;
  }
  throw new Error(`No package of the workspace depends on ${name}`);
}
