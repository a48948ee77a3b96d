/**
 * Dependencies point one way (the house plan): packages never depend on an app, and the kit knows
 * nothing of data. Checked on every package.json under packages/ and on the import specifiers of
 * their sources, so a new package, a new app or a relative import into apps/ is covered too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

interface Manifest {
  name: string;
  dir: string;
  dependencies: string[];
}

function manifest(dir: string): Manifest {
  const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dependencies = FIELDS.flatMap((field) => Object.keys(json[field] ?? {}));
  return { name: json.name, dir, dependencies: [...new Set(dependencies)] };
}

const folders = (group: string) =>
  readdirSync(path.join(root, group))
    .map((name) => path.join(root, group, name))
    .filter((dir) => statSync(path.join(dir, 'package.json'), { throwIfNoEntry: false })?.isFile());

const packages = folders('packages').map(manifest);
const apps = [...folders('apps'), path.join(root, 'e2e')].map(manifest);
const appNames = apps.map((app) => app.name);

/** Source files of a package (no dependencies, builds or reports). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static'].includes(entry.name) || entry.name.startsWith('.'))
      return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g);
  return [...found].map((match) => match[1]!);
}

/** `@scope/name/sub` → `@scope/name`. */
const packageOf = (specifier: string) => specifier.split('/').slice(0, 2).join('/');

describe('dependency direction', () => {
  it('knows the apps and the packages', () => {
    expect(appNames).toEqual(
      expect.arrayContaining([
        '@switchboard/api',
        '@switchboard/console',
        '@switchboard/widget',
        '@switchboard/e2e',
      ]),
    );
    expect(packages.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@switchboard/ui', '@switchboard/contract', '@switchboard/api-client']),
    );
  });

  it.each(packages.map((p) => [p.name, p] as const))('%s depends on no app', (_name, pkg) => {
    expect(pkg.dependencies.filter((name) => appNames.includes(name))).toEqual([]);
  });

  it.each(packages.map((p) => [p.name, p] as const))(
    '%s imports no app, by name or by path',
    (_name, pkg) => {
      const appsDir = `${path.join(root, 'apps')}${path.sep}`;
      const e2eDir = `${path.join(root, 'e2e')}${path.sep}`;
      const offending = sources(pkg.dir).flatMap((file) =>
        specifiers(file)
          .filter((specifier) =>
            specifier.startsWith('.')
              ? [appsDir, e2eDir].some((dir) => path.resolve(path.dirname(file), specifier).startsWith(dir))
              : appNames.includes(packageOf(specifier)),
          )
          .map((specifier) => `${path.relative(root, file)}: ${specifier}`),
      );
      expect(offending).toEqual([]);
    },
  );

  it('the kit knows nothing of data: no api-client, no contract', () => {
    const kit = packages.find((p) => p.name === '@switchboard/ui')!;
    const data = ['@switchboard/api-client', '@switchboard/contract'];
    expect(kit.dependencies.filter((name) => data.includes(name))).toEqual([]);
    const imports = sources(kit.dir).flatMap((file) =>
      specifiers(file).filter((specifier) => data.includes(packageOf(specifier))),
    );
    expect(imports).toEqual([]);
  });
});
