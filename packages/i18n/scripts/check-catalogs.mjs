#!/usr/bin/env node
/**
 * The catalog check: extracts every message id (with its English default) from the console's and
 * the kit's sources with @formatjs/cli, and compares them with each catalog in src/catalogs.
 * It reports, per locale, ids that are missing (used in code, absent from the catalog), unused
 * (in the catalog, no longer in code, or an English-only id in a translation) and translations whose {placeholders} differ from English,
 * plus English entries that no longer match the default in code.
 *
 *   node scripts/check-catalogs.mjs              report; exit 1 on any problem
 *   node scripts/check-catalogs.mjs --write-en   first rewrite en.json from the sources' defaults
 *   node scripts/check-catalogs.mjs --prune      first drop unused ids from every catalog
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

export const packageDir = path.resolve(here, '..');
export const workspaceRoot = path.resolve(packageDir, '../..');
export const catalogsDir = path.join(packageDir, 'src', 'catalogs');

/** Where messages are defined, relative to the workspace root. */
export const sourceGlobs = [
  'apps/console/src/**/*.{ts,tsx}',
  // The public site's pages (decision 0021).
  'apps/site/src/**/*.{ts,tsx}',
  'packages/ui/src/**/*.{ts,tsx}',
  'packages/flow-editor/src/**/*.{ts,tsx}',
  // Resource declarations carry their nouns and menu labels (defineMessage).
  'packages/contract/src/resources/*.ts',
];
/** Stories and tests use literal texts (or the kit's English) and are not translated. */
export const ignoreGlobs = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/*.bench.tsx',
  '**/test/**',
  '**/*.gen.ts',
  '**/*.d.ts',
];

/**
 * Ids shown in English only (spec §1: the profile screens offer English only): they belong in
 * en.json and nowhere else.
 * @param {string} id
 */
export const isEnglishOnly = (id) => id.startsWith('profile.');

/**
 * Message ids and their English defaults, as @formatjs/cli extracts them from `defineMessages`,
 * `formatMessage` and `<FormattedMessage>`.
 * @param {{ root?: string, globs?: string[], ignore?: string[] }} [options]
 * @returns {Promise<Record<string, string>>}
 */
export async function extractMessages({
  root = workspaceRoot,
  globs = sourceGlobs,
  ignore = ignoreGlobs,
} = {}) {
  const bin = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');
  // `--ignore` takes a list, so it goes last.
  const args = [bin, 'extract', ...globs, '--throws', '--ignore', ...ignore];
  const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  /** @type {Record<string, { defaultMessage?: string }>} */
  const extracted = JSON.parse(stdout || '{}');
  return Object.fromEntries(
    Object.entries(extracted)
      .map(([id, descriptor]) => [id, descriptor.defaultMessage ?? ''])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * The catalogs on disk: every `<locale>.json` of src/catalogs except meta.json.
 * @returns {Promise<Record<string, Record<string, string>>>}
 */
export async function readCatalogs(dir = catalogsDir) {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json') && file !== 'meta.json');
  const entries = await Promise.all(
    files.map(async (file) => [
      file.slice(0, -'.json'.length),
      JSON.parse(await readFile(path.join(dir, file), 'utf8')),
    ]),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * Names of the arguments a message uses: `{name}`, `{count, plural, …}`, `{n, number}`.
 * @param {string} message
 * @returns {string[]}
 */
export function argumentNames(message) {
  const names = new Set();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]);
  return [...names].sort();
}

/**
 * @typedef {{ missing: string[], unused: string[], placeholders: string[] }} LocaleReport
 * @typedef {{ ids: string[], staleEnglish: string[], locales: Record<string, LocaleReport>, ok: boolean }} CatalogReport
 */

/**
 * Compares the sources' messages with the catalogs.
 * @param {Record<string, string>} sourceMessages id → English default
 * @param {Record<string, Record<string, string>>} catalogs locale → catalog
 * @param {(id: string) => boolean} [englishOnly] ids that only en.json may hold
 * @returns {CatalogReport}
 */
export function compareCatalogs(sourceMessages, catalogs, englishOnly = isEnglishOnly) {
  const ids = Object.keys(sourceMessages);
  const english = catalogs.en ?? {};
  const staleEnglish = ids.filter((id) => id in english && english[id] !== sourceMessages[id]);
  /** @type {Record<string, LocaleReport>} */
  const locales = {};
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const wanted = (/** @type {string} */ id) =>
      id in sourceMessages && (locale === 'en' || !englishOnly(id));
    const missing = ids.filter((id) => wanted(id) && !(id in catalog));
    const unused = Object.keys(catalog).filter((id) => !wanted(id));
    const placeholders = ids.filter(
      (id) =>
        id in catalog && argumentNames(catalog[id]).join(',') !== argumentNames(sourceMessages[id]).join(','),
    );
    locales[locale] = { missing, unused, placeholders };
  }
  const ok =
    staleEnglish.length === 0 &&
    'en' in catalogs &&
    Object.values(locales).every((r) => r.missing.length + r.unused.length + r.placeholders.length === 0);
  return { ids, staleEnglish, locales, ok };
}

/**
 * A readable report, one line per problem.
 * @param {CatalogReport} report
 */
export function formatReport(report) {
  const lines = [`${report.ids.length} message ids in the console and kit sources.`];
  if (!('en' in report.locales)) lines.push('✖ en.json is missing (run with --write-en).');
  for (const id of report.staleEnglish)
    lines.push(`✖ en: "${id}" differs from its default in code (run with --write-en)`);
  for (const [locale, { missing, unused, placeholders }] of Object.entries(report.locales)) {
    for (const id of missing) lines.push(`✖ ${locale}: missing "${id}"`);
    for (const id of unused) lines.push(`✖ ${locale}: unused "${id}" (run with --prune)`);
    for (const id of placeholders) lines.push(`✖ ${locale}: "${id}" has other {placeholders} than English`);
  }
  lines.push(
    report.ok ? '✓ every catalog has exactly the ids in use.' : '✖ the catalogs do not match the sources.',
  );
  return lines.join('\n');
}

/** @param {Record<string, string>} catalog */
const serialize = (catalog) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`;

async function main(argv) {
  const sourceMessages = await extractMessages();
  if (argv.includes('--write-en')) {
    await writeFile(path.join(catalogsDir, 'en.json'), serialize(sourceMessages));
  }
  if (argv.includes('--prune')) {
    for (const [locale, catalog] of Object.entries(await readCatalogs())) {
      const kept = Object.fromEntries(
        Object.entries(catalog).filter(
          ([id]) => id in sourceMessages && (locale === 'en' || !isEnglishOnly(id)),
        ),
      );
      await writeFile(path.join(catalogsDir, `${locale}.json`), serialize(kept));
    }
  }
  const report = compareCatalogs(sourceMessages, await readCatalogs());
  console.log(formatReport(report));
  process.exitCode = report.ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
