import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

type ExportEntry = string | { source?: string } | null;

/**
 * Resolves the workspace's own packages (`@switchboard/*`) to the `source` entry of their
 * `exports`, so the console bundles and hot-reloads their TypeScript sources.
 *
 * Why not `resolve.conditions: ['source', …]`: that condition is global, and some published
 * packages declare it for files they do not ship (react-aria-components: `"source":
 * "./exports/index.ts"`), which breaks the build as soon as the kit's Dropdown is imported.
 */
export function workspaceSource(scope = '@switchboard/'): Plugin {
  const manifests = new Map<string, Promise<Record<string, ExportEntry> | undefined>>();
  const readExports = (file: string) => {
    let pending = manifests.get(file);
    if (!pending) {
      pending = readFile(file, 'utf8').then((text) => JSON.parse(text).exports);
      manifests.set(file, pending);
    }
    return pending;
  };
  return {
    name: 'switchboard:workspace-source',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!id.startsWith(scope)) return null;
      const [name, ...rest] = id.slice(scope.length).split('/');
      const manifest = await this.resolve(`${scope}${name}/package.json`, importer, {
        ...options,
        skipSelf: true,
      });
      if (!manifest) return null;
      const entry = (await readExports(manifest.id))?.[rest.length > 0 ? `./${rest.join('/')}` : '.'];
      if (entry && typeof entry === 'object' && typeof entry.source === 'string') {
        return path.resolve(path.dirname(manifest.id), entry.source);
      }
      return null;
    },
  };
}
