import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Logger, Plugin, Rolldown } from 'vite';
import {
  type Budgets,
  type Build,
  measureBuild,
  type OverBudget,
  overBudget,
  readBuild,
} from './scripts/build-sizes.mjs';
import budgets from './size-budgets.json' with { type: 'json' };

/** What to do about it, said by every failure (the README's section says what loads when). */
export const RULE =
  'Load what the first screen does not show later: with the dialog (OnceOpened/lazyNamed), with the tab, or after paint (afterPaint); see apps/console/README.md "What loads when".';

/** A package (code from node_modules) or one of our modules, its share of some files, who imports it. */
export interface Part {
  name: string;
  kb: number;
  importedBy?: string;
}

/** The largest parts of some built files. */
export type LargestParts = (files: string[]) => Part[];

const workspaceRoot = `${path.resolve(import.meta.dirname, '../..')}/`;
/** How many files and parts a failure names: enough to see the culprit, few enough to read. */
const LISTED = 5;
const kb = (value: number) => `${value.toFixed(1)} KB`;
const list = <T>(items: T[], show: (item: T) => string) =>
  items.slice(0, LISTED).map(show).join(', ') +
  (items.length > LISTED ? ` and ${items.length - LISTED} more` : '');

/**
 * What a module counts toward: its package (`@scope/name` from node_modules, `packages/<name>` of the
 * workspace), or itself when it is the console's own (`apps/console/src/…`) or a virtual module.
 */
export function partName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
  const inPackage = clean.match(/.*\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1]!;
  const relative = clean.startsWith(workspaceRoot) ? clean.slice(workspaceRoot.length) : clean;
  return relative.match(/^packages\/[^/]+/)?.[0] ?? relative;
}

/** The console's own modules: where the import that brought a package in is to be changed. */
const inConsole = (id: string) => id.replaceAll('\\', '/').startsWith(`${workspaceRoot}apps/console/`);

/** The failure: what is over, by how much, its files, their largest parts, and the rule. */
export function budgetFailure(over: OverBudget[], largestParts: LargestParts = () => []): string {
  const lines = ['The console is over its size budget (apps/console/size-budgets.json, KB gzip):'];
  for (const item of over) {
    const measured = item.route ? 'beyond the shell' : 'JS + CSS before the first paint';
    lines.push(
      `- ${item.what}: ${kb(item.kb)} ${measured}, budget ${kb(item.budget)} (${kb(item.kb - item.budget)} over)`,
    );
    lines.push(`  files: ${list(item.files, ({ file, kb: size }) => `${file} ${kb(size)}`)}`);
    const parts = largestParts(item.files.map(({ file }) => file));
    if (parts.length > 0)
      lines.push(
        `  largest: ${list(parts, (part) => `${part.name} ${kb(part.kb)}${part.importedBy ? ` (imported by ${part.importedBy})` : ''}`)}`,
      );
  }
  lines.push(RULE);
  return lines.join('\n');
}

/** Checks a build against the budgets: its sizes, and the failure's text unless everything fits. */
export function checkSizeBudget(build: Build, limits: Budgets, largestParts?: LargestParts) {
  const sizes = measureBuild(build);
  const over = overBudget(sizes, limits);
  return { sizes, failure: over.length > 0 ? budgetFailure(over, largestParts) : null };
}

/**
 * The largest parts of built chunks, from the bundle's modules: a package's modules count together,
 * sized as their code gzipped together (before minification: an estimate of their share), each
 * with the part of ours in the same files that imports it (a console module or a workspace package),
 * directly or through other libraries.
 */
export function bundleParts(bundle: Rolldown.OutputBundle, moduleInfo: Rolldown.GetModuleInfo): LargestParts {
  const library = (id: string) => id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id);
  const importerOf = (id: string, loaded: Set<string>) => {
    const own = partName(id);
    const seen = new Set([id]);
    for (const current of seen) {
      const info = moduleInfo(current);
      for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
        // Up through libraries and the part's own modules, rendered or not (a barrel renders
        // nothing); not through another part of ours, whose barrel every screen imports.
        if (library(importer) || partName(importer) === own) seen.add(importer);
        else if (loaded.has(importer)) return partName(importer);
      }
    }
    return undefined;
  };
  return (files) => {
    const parts = new Map<string, { code: string[]; module: string }>();
    const loaded = new Set<string>();
    for (const file of files) {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        loaded.add(id);
        const name = partName(id);
        const part = parts.get(name) ?? { code: [], module: id };
        part.code.push(module.code ?? '');
        parts.set(name, part);
      }
    }
    return [...parts]
      .map(([name, part]) => ({
        name,
        kb: gzipSync(part.code.join('\n')).length / 1024,
        importedBy: inConsole(part.module) ? undefined : importerOf(part.module, loaded),
      }))
      .sort((a, b) => b.kb - a.kb);
  };
}

/**
 * Fails the build when the first paint or a route chunk is over its budget (`size-budgets.json`,
 * decision 0016), measured from the written files as `pnpm bench` measures them, and says so in
 * one line when everything fits.
 */
export function sizeBudget(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'switchboard:size-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      logger = config.logger;
    },
    writeBundle(options, bundle) {
      const parts = bundleParts(bundle, (id) => this.getModuleInfo(id));
      const { sizes, failure } = checkSizeBudget(readBuild(options.dir!), budgets, parts);
      if (failure) this.error(failure);
      const { firstLoad, routes } = sizes;
      const largest = routes[0];
      logger?.info(
        `size budget: first paint ${kb(firstLoad.kb)} of ${kb(budgets.firstPaintKb)} gzip` +
          (largest ? `; largest route ${largest.route} ${kb(largest.kb)} of ${kb(budgets.routeKb)}` : ''),
      );
    },
  };
}
