import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { locales } from '@switchboard/i18n';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-aria's string tables: one module per control family, importing every language's strings. */
const stringTable =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately)[\\/]dist[\\/](.*)intlStrings\.mjs$/;
const languageImport = /^import (\$[\w$]+) from "([^"]*[\\/](([a-z]{2})-[A-Z]{2})\.mjs)";\n/gm;

/**
 * Tables that react-stately reads into a dictionary when its module loads rather than when a
 * control renders (date fields' era names, colours' channel names): those keep every language they
 * have, since a language loaded later would not reach the copy. `aria-locales.test.ts` checks this
 * against the installed packages.
 */
export const EAGER_TABLES = /[\\/]react-stately[\\/]dist[\\/]/;

/** The module the console imports to load a language's strings; one module per language behind it. */
export const STRINGS_MODULE = 'virtual:switchboard/aria-strings';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the tables register (`src/features/i18n/ariaStrings.ts`). */
const registry = path.join(here, 'src/features/i18n/ariaStrings.ts');

/**
 * react-aria's strings in the console's languages, each loaded when the interface speaks it. Its
 * controls (a date field's "day", a combobox's "no results") carry their few strings in 34
 * languages, all bundled with the control; the console speaks seven. English stays with the
 * controls. Every other language's strings, for all of react-aria's controls, make one module,
 * loaded with the language's messages before the interface switches to it (`loadCatalog`); each
 * table registers with `ariaStringTable` and takes them from there. A language react-aria lacks
 * (Bengali) falls back to its English, as before.
 */
export function ariaLocales(keep: readonly string[] = locales): Plugin {
  const kept = new Set(keep);
  return {
    name: 'switchboard:aria-locales',
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^${STRINGS_MODULE}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${STRINGS_MODULE}`) },
      handler(id) {
        const language = id.slice(`\0${STRINGS_MODULE}/`.length);
        return id === `\0${STRINGS_MODULE}` ? languageLoaders(kept) : languageModule(language);
      },
    },
    transform: {
      filter: { id: stringTable },
      handler(code, id) {
        const next = EAGER_TABLES.test(id)
          ? dropLanguages(code, kept)
          : registeredTable(code, familyOf(id), registry, kept);
        if (next === code) return null;
        // The table is small and not worth mapping line by line: a map of the whole file keeps the
        // sources pointing at react-aria's module.
        const edited = new MagicString(code);
        edited.overwrite(0, code.length, next);
        return { code: next, map: edited.generateMap({ source: id, hires: false }) };
      },
    },
  };
}

/** A table's name: its package and control family ('react-aria/datepicker'). */
export function familyOf(tablePath: string): string {
  const [, name = '', folder = ''] = tablePath.match(stringTable) ?? [];
  const family = folder.replace(/^private[\\/]/, '').replace(/[\\/]$/, '');
  return family ? `${name}/${family}` : name;
}

/** The installed packages' folders of strings, by family: react-aria's via the kit's components. */
function stringFolders(): Map<string, string> {
  const fromKit = createRequire(path.join(here, '../../packages/ui/package.json'));
  const components = fromKit.resolve('react-aria-components');
  const aria = createRequire(components).resolve('react-aria');
  const folders = new Map<string, string>();
  for (const [name, main] of [
    ['react-aria', aria],
    ['react-aria-components', components],
  ] as const) {
    const intl = path.join(
      main.slice(0, main.lastIndexOf(`${path.sep}dist${path.sep}`)),
      'dist/private/intl',
    );
    const families = readdirSync(intl, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    if (families.length === 0) folders.set(name, intl);
    for (const family of families) folders.set(`${name}/${family.name}`, path.join(intl, family.name));
  }
  return folders;
}

/** `export const loaders = { ar: () => import('…/ar'), … }` for the kept languages react-aria has. */
function languageLoaders(kept: ReadonlySet<string>): string {
  const folders = [...stringFolders().values()];
  // English ships with the tables.
  const languages = [...kept].filter(
    (language) =>
      language !== 'en' &&
      folders.some((folder) => readdirSync(folder).some((file) => file.startsWith(`${language}-`))),
  );
  const entries = languages.map(
    (language) => `  ${language}: () => import(${JSON.stringify(`${STRINGS_MODULE}/${language}`)}),`,
  );
  return ['export const loaders = {', ...entries, '};', ''].join('\n');
}

/** `export default [[family, tag, strings], …]`: one language's strings for every family. */
function languageModule(language: string): string {
  const imports: string[] = [];
  const entries: string[] = [];
  for (const [family, folder] of stringFolders()) {
    for (const file of readdirSync(folder)) {
      const tag = file.match(new RegExp(`^(${language}-[A-Z]{2})\\.mjs$`))?.[1];
      if (!tag) continue;
      const name = `strings${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(path.join(folder, file))};`);
      entries.push(`  [${JSON.stringify(family)}, ${JSON.stringify(tag)}, ${name}],`);
    }
  }
  return [...imports, 'export default [', ...entries, '];', ''].join('\n');
}

/** The string table without the imports and entries of languages not kept. */
export function dropLanguages(code: string, kept: ReadonlySet<string>): string {
  const dropped = new Set(
    [...code.matchAll(languageImport)]
      .filter(([, , , , language = '']) => !kept.has(language))
      .map(([, name]) => name),
  );
  if (dropped.size === 0) return code;
  return code
    .replace(languageImport, (line, name: string) => (dropped.has(name) ? '' : line))
    .replace(/^\s*"[a-z]{2}-[A-Z]{2}": (\$[\w$]+),?\n/gm, (entry, name: string) =>
      dropped.has(name) ? '' : entry,
    );
}

/**
 * The table with its English only, registered under its family: each language loaded later
 * replaces the exported table (a live binding the controls read at every render, so react-aria's
 * per-table cache builds it anew).
 */
export function registeredTable(
  code: string,
  family: string,
  registryPath: string,
  kept: ReadonlySet<string>,
): string {
  const english = [...code.matchAll(languageImport)].find(([, , , tag]) => tag === 'en-US');
  // Without English to keep, the table keeps the console's languages as they are.
  if (!english) return dropLanguages(code, kept);
  const [, name, source, tag] = english;
  return [
    `import ${name} from ${JSON.stringify(source)};`,
    `import { ariaStringTable } from ${JSON.stringify(registryPath)};`,
    `let table = { ${JSON.stringify(tag)}: ${name} };`,
    `ariaStringTable(${JSON.stringify(family)}, (tag, strings) => {`,
    '  table = { ...table, [tag]: strings };',
    '});',
    'export { table as default };',
    '',
  ].join('\n');
}
